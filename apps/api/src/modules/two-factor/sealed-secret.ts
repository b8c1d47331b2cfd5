import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import type { TransactionScope } from '../../db/unit-of-work.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { createTwoFactorRepository } from './repository.js';

/**
 * The second factor of the demo staff accounts (admin, mentor), published in README.md like
 * their passwords: put it into an authenticator app (or compute codes with otplib, as the
 * browser journeys do) to sign in as them. The demo seed gives it to them, and only to them,
 * so never on a server without demo data. Anyone can compute its codes, so the rule against
 * a code used twice (service.ts) protects nothing for it and is not applied: the demo's
 * journeys sign in as the same staff many times a minute.
 */
export const DEMO_TWO_FACTOR_SECRET = 'ACADEMYDEMOSTAFFTOTPSECRET234567';

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

/**
 * The plain secret of a sealed one. A secret sealed with the previous key (a key rotation;
 * README.md, "Rotating the two-factor key") is sealed again with the current one on the way.
 */
export async function openSealedSecret(
  tx: Executor,
  secretBox: SecretBox,
  userId: number,
  sealed: string,
): Promise<string> {
  const { plain, stale } = secretBox.open(sealed, sealContext(userId));
  if (stale) {
    const current = secretBox.seal(plain, sealContext(userId));
    await createTwoFactorRepository(tx).reseal(userId, sealed, current);
  }
  return plain;
}

/**
 * Seals again, with the current key, every secret still sealed with the previous one. Run
 * once at start-up, once the key and the database are there (plugins/app/two-factor-key.ts).
 */
export async function resealStaleSecrets(
  db: Executor,
  secretBox: SecretBox,
  log: FastifyBaseLogger,
): Promise<void> {
  let resealed = 0;
  for (const row of await createTwoFactorRepository(db).allSealed()) {
    if (secretBox.isCurrent(row.secretEncrypted)) continue;
    await openSealedSecret(db, secretBox, row.userId, row.secretEncrypted);
    resealed += 1;
  }
  if (resealed > 0) log.info({ event: 'two_factor.resealed', count: resealed });
}
