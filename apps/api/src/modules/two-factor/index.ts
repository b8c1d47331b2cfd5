/**
 * What other parts of the API use of two-factor sign-in: the service (the login's second
 * step, the seed) and the TOTP helpers the demo seed and the tests compute codes with.
 */
export { createTwoFactorRepository } from './repository.js';
export {
  DEMO_TWO_FACTOR_SECRET,
  enrolWithSecret,
  resealStaleSecrets,
} from './sealed-secret.js';
export {
  type CodeRefusal,
  createTwoFactorService,
  secondFactorRequired,
  type TwoFactorService,
} from './service.js';
export { totpCode } from './totp.js';
