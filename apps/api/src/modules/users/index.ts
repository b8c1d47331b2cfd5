/** What other parts of the API use of users: the repository, its row type and the access-state cache. */
export { ACCESS_STATE_CHANNEL, createAccessStateCache } from './access-state-cache.js';
export { createUsersRepository, type UserRecord, type UsersRepository } from './repository.js';
