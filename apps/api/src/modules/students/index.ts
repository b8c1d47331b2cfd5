/** What other parts of the API use of students: the repository. */
export { createStudentsRepository } from './repository.js';
