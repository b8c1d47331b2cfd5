import { ANOTHER_VALID_PASSWORD, VALID_PASSWORD } from '@academy/testing';
import { demoAccounts } from '../db/seed.js';

/*
 * The logs hold no password, token or hash (README.md, "Logs"). Every test app checks its
 * own log output when it closes (test/app.ts), so the whole suite's logs are checked, not
 * only those of the tests that look: what would give a secret away is a known password, a
 * password hash, a JWT, or a field named for a secret with a value that is not redacted.
 */
const knownPasswords = [
  VALID_PASSWORD,
  ANOTHER_VALID_PASSWORD,
  ...Object.values(demoAccounts).map((account) => account.password),
];

const shapes: { name: string; pattern: RegExp }[] = [
  { name: 'an argon2 hash', pattern: /\$argon2(id|i|d)\$/ },
  { name: 'a JWT', pattern: /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/ },
  { name: "a Stripe PaymentIntent's client secret", pattern: /pi_\w+_secret_\w+/ },
  {
    name: 'a secret field',
    pattern:
      /"(password|newPassword|confirmPassword|currentPassword|passwordHash|accessToken|refreshToken|token|cardToken|authorization|cookie)":"(?!\[Redacted\])[^"]+"/i,
  },
];

/** What in `raw` (a test app's whole log output) looks like a secret; empty when nothing. */
export function secretsIn(raw: string): string[] {
  const found: string[] = [];
  for (const password of knownPasswords) {
    if (raw.includes(password)) found.push(`the password ${password}`);
  }
  for (const { name, pattern } of shapes) {
    const match = pattern.exec(raw);
    if (match) found.push(`${name}: ${match[0].slice(0, 60)}`);
  }
  return found;
}
