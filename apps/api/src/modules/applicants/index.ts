/** What other parts of the API use of applicants: the repository (the unit of work builds it). */
export { createApplicantsRepository } from './repository.js';
