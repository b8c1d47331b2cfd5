/** What other parts of the API use of countries: a country read in a unit of work. */
export { findCountry } from './find-country.js';
