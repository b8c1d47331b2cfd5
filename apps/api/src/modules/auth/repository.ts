import { and, desc, eq, isNull, max, min, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { refreshTokens } from '../../db/schema/index.js';

export type RefreshTokenRecord = typeof refreshTokens.$inferSelect;
export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;

export function createRefreshTokensRepository(db: Executor) {
  return {
    async insert(values: {
      tokenHash: string;
      familyId: string;
      userId: number;
      remember: boolean;
      expiresAt: Date;
      userAgent: string | null;
      /** The app's clock: a session's first and last use are its tokens' times. */
      createdAt: Date;
    }): Promise<RefreshTokenRecord> {
      const [row] = await db.insert(refreshTokens).values(values).returning();
      if (!row) throw new Error('Refresh token insert returned no row');
      return row;
    },

    /** Locks the row, so two refreshes with the same token run one after the other. */
    async findByHashForUpdate(tokenHash: string): Promise<RefreshTokenRecord | null> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .for('update');
      return row ?? null;
    },

    async findByHash(tokenHash: string): Promise<RefreshTokenRecord | null> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row ?? null;
    },

    async findById(id: number): Promise<RefreshTokenRecord | null> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
      return row ?? null;
    },

    async markRotated(id: number, replacedBy: number, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at, replacedBy })
        .where(eq(refreshTokens.id, id));
    },

    async revokeFamily(familyId: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /**
     * The user's live sessions (families with an unrevoked token), most recently used first:
     * the first token's time is the sign-in, the newest one's the latest refresh, and the live
     * token carries the login's User-Agent.
     */
    async liveSessions(userId: number) {
      const live = sql<boolean>`bool_or(${refreshTokens.revokedAt} is null)`;
      const lastUsedAt = max(refreshTokens.createdAt);
      const rows = await db
        .select({
          id: refreshTokens.familyId,
          startedAt: min(refreshTokens.createdAt),
          lastUsedAt,
          userAgent: sql<
            string | null
          >`(array_agg(${refreshTokens.userAgent} order by ${refreshTokens.id} desc))[1]`,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, userId))
        .groupBy(refreshTokens.familyId)
        .having(live)
        .orderBy(desc(lastUsedAt), refreshTokens.familyId);
      return rows.flatMap((row) =>
        row.startedAt && row.lastUsedAt
          ? [{ ...row, startedAt: row.startedAt, lastUsedAt: row.lastUsedAt }]
          : [],
      );
    },

    /**
     * Revokes the live tokens of one of the user's sessions; answers whether it was alive.
     * Another user's family is left alone (the user id is part of the condition).
     */
    async revokeUserFamily(userId: number, familyId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            eq(refreshTokens.familyId, familyId),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .returning({ id: refreshTokens.id });
      return rows.length > 0;
    },

    /** Revokes every live token of the user, except those of the family `keep`. */
    async revokeUserFamilies(userId: number, at: Date, keep?: string | null): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            keep ? ne(refreshTokens.familyId, keep) : undefined,
          ),
        );
    },
  };
}
