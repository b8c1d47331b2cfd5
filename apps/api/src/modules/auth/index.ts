/**
 * What other parts of the API use of auth: the refresh-token repository, sessions (a new
 * password starts one and ends the others) and the failed-login throttle.
 */
export { createLoginThrottle, type LoginThrottle, loginThrottleLimits } from './login-throttle.js';
export { createRefreshTokensRepository } from './repository.js';
export { endSessions, startSession } from './sessions.js';
