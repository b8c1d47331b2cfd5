import { and, eq, gt, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { linkRequests, type OneTimeTokenPurpose, oneTimeTokens } from '../../db/schema/index.js';

/** Stale requests removed at a time: keeps each request's own work small. */
const PRUNE_BATCH = 100;

/** The one rule of a usable link: not used yet, and not expired at `now`. */
function usableAt(now: Date): SQL | undefined {
  return and(isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now));
}

/** Mailed one-time links (stored as hashes only), and the requests for them per address. */
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

    /**
     * A link of `purpose` whatever its state, for a page that says why it no longer works:
     * its user, and whether it is usable, used or expired at `now`. Null when unknown.
     */
    async findWithState(
      tokenHash: string,
      purpose: OneTimeTokenPurpose,
      now: Date,
    ): Promise<{ userId: number; state: 'usable' | 'used' | 'expired' } | null> {
      const [row] = await db
        .select({
          userId: oneTimeTokens.userId,
          usedAt: oneTimeTokens.usedAt,
          expiresAt: oneTimeTokens.expiresAt,
        })
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose)));
      if (!row) return null;
      const state = row.usedAt
        ? 'used'
        : row.expiresAt.getTime() <= now.getTime()
          ? 'expired'
          : 'usable';
      return { userId: row.userId, state };
    },

    async findUser(tokenHash: string, purpose: OneTimeTokenPurpose): Promise<number | null> {
      const [row] = await db
        .select({ userId: oneTimeTokens.userId })
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose)));
      return row?.userId ?? null;
    },

    /**
     * Takes a request for a link of `purpose` to the address when the last one was made at
     * or before `heldUntilAfter` (or never): one conditional upsert, so of two requests at
     * once exactly one is taken. Answers whether this one was, and when the request that
     * now holds the address was made.
     */
    async claimRequest(request: {
      purpose: OneTimeTokenPurpose;
      addressHash: string;
      now: Date;
      /** A request made at or before this no longer holds the address. */
      heldUntilAfter: Date;
    }): Promise<{ taken: boolean; heldSince: Date }> {
      const { purpose, addressHash, now } = request;
      const [taken] = await db
        .insert(linkRequests)
        .values({ purpose, addressHash, requestedAt: now })
        .onConflictDoUpdate({
          target: [linkRequests.purpose, linkRequests.addressHash],
          set: { requestedAt: now },
          setWhere: lte(linkRequests.requestedAt, request.heldUntilAfter),
        })
        .returning({ requestedAt: linkRequests.requestedAt });
      if (taken) return { taken: true, heldSince: taken.requestedAt };
      const [held] = await db
        .select({ requestedAt: linkRequests.requestedAt })
        .from(linkRequests)
        .where(and(eq(linkRequests.purpose, purpose), eq(linkRequests.addressHash, addressHash)));
      return { taken: false, heldSince: held?.requestedAt ?? now };
    },

    /** Notes that a link of `purpose` went to the address at `now`, whatever asked for it. */
    async recordRequest(purpose: OneTimeTokenPurpose, addressHash: string, now: Date) {
      await db
        .insert(linkRequests)
        .values({ purpose, addressHash, requestedAt: now })
        .onConflictDoUpdate({
          target: [linkRequests.purpose, linkRequests.addressHash],
          set: { requestedAt: now },
        });
    },

    /**
     * Removes requests made at or before `before`, a batch at a time. Rows another request
     * holds locked are skipped, never waited for, so parallel requests cannot deadlock here.
     */
    async pruneRequests(before: Date): Promise<void> {
      const stale = db
        .select({ purpose: linkRequests.purpose, addressHash: linkRequests.addressHash })
        .from(linkRequests)
        .where(lte(linkRequests.requestedAt, before))
        .limit(PRUNE_BATCH)
        .for('update', { skipLocked: true });
      await db
        .delete(linkRequests)
        .where(sql`(${linkRequests.purpose}, ${linkRequests.addressHash}) in (${stale})`);
    },
  };
}

export type OneTimeTokensRepository = ReturnType<typeof createOneTimeTokensRepository>;
