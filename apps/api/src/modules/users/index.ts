/**
 * What other parts of the API use of users: the repository, its row type, the access-state
 * cache, and the account reads and writes other modules make in their unit of work.
 */

export { ACCESS_STATE_CHANNEL, createAccessStateCache } from './access-state-cache.js';
export {
  findUserByEmail,
  findUserForUpdate,
  insertApplicant,
  markEmailVerified,
  noteFirstSession,
  setPassword,
} from './account-writes.js';
export { createUsersRepository, type UserRecord, type UsersRepository } from './repository.js';
