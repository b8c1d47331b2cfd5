import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/index.js';

/** The second factors' rows (db/schema/two-factor.ts). */
export function createTwoFactorRepository(db: Executor) {
  return {
    async find(userId: number) {
      const [row] = await db
        .select()
        .from(twoFactorSecrets)
        .where(eq(twoFactorSecrets.userId, userId));
      return row ?? null;
    },

    async findForUpdate(userId: number) {
      const [row] = await db
        .select()
        .from(twoFactorSecrets)
        .where(eq(twoFactorSecrets.userId, userId))
        .for('update');
      return row ?? null;
    },

    /** A set-up under way: a new secret replaces the one not yet confirmed. */
    async savePending(userId: number, secretEncrypted: string, now: Date): Promise<void> {
      await db
        .insert(twoFactorSecrets)
        .values({ userId, secretEncrypted, createdAt: now })
        .onConflictDoUpdate({
          target: twoFactorSecrets.userId,
          set: { secretEncrypted, createdAt: now, lastTimeStep: null },
          setWhere: isNull(twoFactorSecrets.confirmedAt),
        });
    },

    async confirm(userId: number, timeStep: number, now: Date): Promise<void> {
      await db
        .update(twoFactorSecrets)
        .set({ confirmedAt: now, lastTimeStep: timeStep })
        .where(eq(twoFactorSecrets.userId, userId));
    },

    /**
     * Accepts `timeStep` as the user's last code, if it is later than the last accepted one.
     * One statement: of two logins with the same code, only the one whose update finds the
     * older step succeeds (the other waits for its row lock, then finds the new step).
     */
    async advanceTimeStep(userId: number, timeStep: number): Promise<boolean> {
      const rows = await db
        .update(twoFactorSecrets)
        .set({ lastTimeStep: timeStep })
        .where(
          and(
            eq(twoFactorSecrets.userId, userId),
            or(isNull(twoFactorSecrets.lastTimeStep), lt(twoFactorSecrets.lastTimeStep, timeStep)),
          ),
        )
        .returning({ userId: twoFactorSecrets.userId });
      return rows.length === 1;
    },

    async reseal(userId: number, from: string, to: string): Promise<void> {
      await db
        .update(twoFactorSecrets)
        .set({ secretEncrypted: to })
        .where(
          and(eq(twoFactorSecrets.userId, userId), eq(twoFactorSecrets.secretEncrypted, from)),
        );
    },

    async allSealed() {
      return db
        .select({
          userId: twoFactorSecrets.userId,
          secretEncrypted: twoFactorSecrets.secretEncrypted,
        })
        .from(twoFactorSecrets);
    },

    async replaceRecoveryCodes(userId: number, hashes: string[], now: Date): Promise<void> {
      await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await db
        .insert(twoFactorRecoveryCodes)
        .values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
    },

    /**
     * Spends a recovery code: `used` when this call spent it, `spent` when it was used
     * before, `unknown` when the user has no such code. One conditional update, so the same
     * code sent twice at once is spent once.
     */
    async spendRecoveryCode(
      userId: number,
      codeHash: string,
      now: Date,
    ): Promise<'used' | 'spent' | 'unknown'> {
      const spent = await db
        .update(twoFactorRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(twoFactorRecoveryCodes.userId, userId),
            eq(twoFactorRecoveryCodes.codeHash, codeHash),
            isNull(twoFactorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: twoFactorRecoveryCodes.id });
      if (spent.length === 1) return 'used';
      const [known] = await db
        .select({ id: twoFactorRecoveryCodes.id })
        .from(twoFactorRecoveryCodes)
        .where(
          and(
            eq(twoFactorRecoveryCodes.userId, userId),
            eq(twoFactorRecoveryCodes.codeHash, codeHash),
          ),
        );
      return known ? 'spent' : 'unknown';
    },

    async unusedRecoveryCodes(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(twoFactorRecoveryCodes)
        .where(
          and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)),
        );
      return row?.count ?? 0;
    },

    /** Removes the second factor: the secret and every recovery code. */
    async remove(userId: number): Promise<void> {
      await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
