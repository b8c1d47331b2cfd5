/** What other parts of the API use of users: the repository and its row type. */
export { createUsersRepository, type UserRecord } from './repository.js';
