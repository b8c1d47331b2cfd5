/** What other parts of the API use of countries: the repository, and a country read in a unit of work. */
export { findCountry } from './find-country.js';
export { createCountriesRepository } from './repository.js';
