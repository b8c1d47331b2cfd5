import { and, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type OneTimeTokenPurpose, oneTimeTokens } from '../../db/schema/index.js';

/** The one rule of a usable link: not used yet, and not expired at `now`. */
function usableAt(now: Date): SQL | undefined {
  return and(isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now));
}

/** Mailed one-time links (stored as hashes only). */
export function createOneTimeTokensRepository(db: Executor) {
  return {
    async insert(values: {
      purpose: OneTimeTokenPurpose;
      tokenHash: string;
      userId: number;
      expiresAt: Date;
      /** The app's clock (defaults to the database's). */
      createdAt?: Date;
    }): Promise<void> {
      await db.insert(oneTimeTokens).values(values);
    },

    /** Ends the user's links of one purpose that are still usable (a newer one replaces them). */
    async expireUnused(userId: number, purpose: OneTimeTokenPurpose, now: Date): Promise<void> {
      await db
        .update(oneTimeTokens)
        .set({ expiresAt: now })
        .where(
          and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), usableAt(now)),
        );
    },

    /**
     * Spends a link: one conditional UPDATE, so of two parallel uses exactly one gets the
     * user id (the other waits for the row lock, then finds used_at set). Null when the link
     * is unknown, used, expired or of another purpose.
     */
    async consume(
      tokenHash: string,
      purpose: OneTimeTokenPurpose,
      now: Date,
    ): Promise<number | null> {
      const [row] = await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.tokenHash, tokenHash),
            eq(oneTimeTokens.purpose, purpose),
            usableAt(now),
          ),
        )
        .returning({ userId: oneTimeTokens.userId });
      return row?.userId ?? null;
    },

    /**
     * A link that `consume` would accept at `now`, whatever its purpose: its user and purpose,
     * left unused. Null when the link is unknown, used or expired.
     */
    async findUsable(
      tokenHash: string,
      now: Date,
    ): Promise<{ userId: number; purpose: OneTimeTokenPurpose } | null> {
      const [row] = await db
        .select({ userId: oneTimeTokens.userId, purpose: oneTimeTokens.purpose })
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.tokenHash, tokenHash), usableAt(now)));
      return row ?? null;
    },

    async findUser(tokenHash: string, purpose: OneTimeTokenPurpose): Promise<number | null> {
      const [row] = await db
        .select({ userId: oneTimeTokens.userId })
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose)));
      return row?.userId ?? null;
    },

    /** When the user's newest link of this purpose was issued; null when there is none. */
    async lastIssuedAt(userId: number, purpose: OneTimeTokenPurpose): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: oneTimeTokens.createdAt })
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose)))
        .orderBy(desc(oneTimeTokens.createdAt))
        .limit(1);
      return row?.createdAt ?? null;
    },
  };
}

export type OneTimeTokensRepository = ReturnType<typeof createOneTimeTokensRepository>;
