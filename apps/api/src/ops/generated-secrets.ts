import { CREDENTIAL_KEY_FILE } from '../lib/credential-key.js';
import { TWO_FACTOR_KEY_FILE } from '../lib/two-factor-key.js';

/**
 * The secrets the server generates into DATA_DIR when they are not configured: the access
 * token key (lib/jwt-secret.ts), the credential signing key (lib/credential-key.ts) and the
 * payment webhook secret (modules/billing/providers) and the key that encrypts second factors
 * (lib/two-factor-key.ts). A backup keeps them, so sessions,
 * issued credentials and the provider's webhooks stay valid after a restore.
 */
export const generatedSecretNames = [
  'jwt-secret',
  CREDENTIAL_KEY_FILE,
  'payment-webhook-secret',
  TWO_FACTOR_KEY_FILE,
] as const;
