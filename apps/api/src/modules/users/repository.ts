import type { Role } from '@academy/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** What authenticating a request needs to know about its user: one indexed lookup. */
export interface UserAccessState {
  role: Role;
  isBlacklisted: boolean;
}

export type UserRecord = typeof users.$inferSelect;

export function createUsersRepository(db: Executor) {
  return {
    async findAccessState(id: number): Promise<UserAccessState | null> {
      const [row] = await db
        .select({ role: users.role, isBlacklisted: users.isBlacklisted })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    /** `email` must already be normalised (contracts' normalizeEmail). */
    async findByEmail(email: string): Promise<UserRecord | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email));
      return row ?? null;
    },

    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
