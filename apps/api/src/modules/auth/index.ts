/**
 * What other parts of the API use of auth: sessions (a new
 * password starts one and ends the others), the failed-login throttle, the name of the
 * login's device cookie, and the second step's challenges (a set-password may answer one).
 */
export { DEVICE_COOKIE } from './device-cookies.js';
export { createLoginThrottle, type LoginThrottle, loginThrottleLimits } from './login-throttle.js';
export { endSession, endSessions, listSessions, startSession } from './sessions.js';
export { appChallengeTokens, type ChallengeTokens } from './two-factor-challenge.js';
export { storedUserAgent } from './user-agents.js';
