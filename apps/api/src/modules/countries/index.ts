/** What other parts of the API use of countries: the repository (the unit of work builds it). */
export { createCountriesRepository } from './repository.js';
