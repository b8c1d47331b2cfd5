import type { TransactionScope } from '../../db/unit-of-work.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { createTwoFactorRepository } from './repository.js';

/** Additional data a user's sealed secret is bound to: it opens on that user's row only. */
export const sealContext = (userId: number) => `two-factor:${userId}`;

/**
 * Gives the user a confirmed second factor with a known secret, in the caller's transaction:
 * the demo seed's staff accounts (db/seed.ts, with the secret README.md publishes) and the
 * tests' staff. Recovery codes are not made: these accounts sign in with codes.
 */
export async function enrolWithSecret(
  scope: TransactionScope,
  secretBox: SecretBox,
  input: { userId: number; secret: string; now: Date },
): Promise<void> {
  const repository = createTwoFactorRepository(scope.tx);
  await repository.savePending(
    input.userId,
    secretBox.seal(input.secret, sealContext(input.userId)),
    input.now,
  );
  await repository.confirm(input.userId, 0, input.now);
}
