import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './helpers.js';
import { users } from './users.js';

/**
 * An account's second factor (ARCHITECTURE.md, "Two-factor sign-in"): the TOTP secret,
 * encrypted with the two-factor key (lib/secret-box.ts), never stored in the clear. A row
 * without `confirmed_at` is a set-up under way: it does not count until a code from it is
 * confirmed. `last_time_step` is the 30-second step of the last code accepted: a code of
 * that step or an earlier one is refused, and the update that advances it is the single
 * atomic check that lets one of two logins with the same code through.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: instant('confirmed_at'),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes, kept only as hashes; a used one keeps its row with `used_at`. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('two_factor_recovery_codes_user_hash_unique').on(t.userId, t.codeHash),
    index('two_factor_recovery_codes_unused_idx').on(t.userId).where(sql`${t.usedAt} is null`),
  ],
);
