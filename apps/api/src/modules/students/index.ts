/** What other parts of the API use of students: the repository (the unit of work builds it). */
export { createStudentsRepository } from './repository.js';
