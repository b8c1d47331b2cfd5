/** What other parts of the API use of users: the repository and its row type. */
export { createUsersRepository, type UserRecord, type UsersRepository } from './repository.js';
