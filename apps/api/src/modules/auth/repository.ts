import { and, eq, isNull, ne } from 'drizzle-orm';
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
