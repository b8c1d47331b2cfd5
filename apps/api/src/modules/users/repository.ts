import type { Language, Role } from '@academy/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { refreshTokens, users } from '../../db/schema/index.js';
import { type AccessPeriod, accessPeriodsFromJson, runningPeriodsJson } from '../billing/index.js';

/** What authenticating a request needs to know about its user: one indexed lookup. */
export interface UserAccessState {
  role: Role;
  isBlacklisted: boolean;
  /** Access tokens issued before this are void (their sessions ended with the change). */
  passwordChangedAt: Date | null;
  /**
   * Whether the session asked about still has an unrevoked refresh token, i.e. has not been
   * logged out, revoked for reuse or ended by a new password; true when none was asked about.
   */
  sessionAlive: boolean;
  /**
   * A student's access periods not ended yet (billing's rule decides what they allow): read
   * in the same statement, so the learning reads' access check needs none of its own. Empty
   * for other roles.
   */
  learningPeriods: AccessPeriod[];
}

export type UserRecord = typeof users.$inferSelect;

const accessStateColumns = {
  role: users.role,
  isBlacklisted: users.isBlacklisted,
  passwordChangedAt: users.passwordChangedAt,
  // Only a student's are looked up: PostgreSQL runs a subquery in a CASE branch only when
  // the branch is taken.
  learningPeriods: sql<unknown>`case when ${users.role} = 'student' then ${runningPeriodsJson(users.id)} end`,
};

/** Runs for every authenticated request whose caller is not in memory (access-state-cache.ts): prepared once (db/prepared.ts). */
const accessStateWithSession = preparedStatement('users_access_state_session', (db, name) =>
  db
    .select({
      ...accessStateColumns,
      sessionAlive: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, sql.placeholder('sessionId')),
            eq(refreshTokens.userId, users.id),
            isNull(refreshTokens.revokedAt),
          ),
        )})`.mapWith(Boolean),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(name),
);

const accessStateWithoutSession = preparedStatement('users_access_state', (db, name) =>
  db
    .select({ ...accessStateColumns, sessionAlive: sql<boolean>`true`.mapWith(Boolean) })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(name),
);

export function createUsersRepository(db: Executor) {
  return {
    /**
     * The user's access state and, given a session (refresh-token family), whether it is
     * alive: one statement, the user by primary key and the session from the partial index
     * of live families (refresh_tokens_live_family_idx).
     */
    async findAccessState(
      id: number,
      sessionId: string | null,
      now: Date,
    ): Promise<UserAccessState | null> {
      const at = now.toISOString();
      const [row] = sessionId
        ? await accessStateWithSession(db).execute({ id, sessionId, now: at })
        : await accessStateWithoutSession(db).execute({ id, now: at });
      return row ? { ...row, learningPeriods: accessPeriodsFromJson(row.learningPeriods) } : null;
    },

    /** Blocks or unblocks the account; its calls answer err_user_blacklisted at once. */
    async setBlacklisted(id: number, isBlacklisted: boolean): Promise<void> {
      await db.update(users).set({ isBlacklisted }).where(eq(users.id, id));
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

    /** `email` normalised (normalizeEmail); compared like the unique index does. */
    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email));
      return row !== undefined;
    },

    /** `phone` in E.164 (normalizePhone), the stored form. */
    async phoneTaken(phone: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      return row !== undefined;
    },

    /**
     * A self-registered applicant: no password yet, e-mail unverified. The unique indexes on
     * lower(email) and phone refuse a second account (23505), also under concurrency.
     */
    async insertApplicant(values: {
      email: string;
      phone: string;
      fullName: string;
      language: Language;
    }): Promise<number> {
      const [row] = await db
        .insert(users)
        .values({ ...values, role: 'applicant', passwordHash: null, emailVerifiedAt: null })
        .returning({ id: users.id });
      if (!row) throw new Error('User insert returned no row');
      return row.id;
    },

    /** Sets the verification time unless already set; answers the state tokens need. */
    async markEmailVerified(id: number, now: Date) {
      const [row] = await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
        .where(eq(users.id, id))
        .returning({ role: users.role, isBlacklisted: users.isBlacklisted });
      return row ?? null;
    },

    async findById(id: number): Promise<UserRecord | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    /** Notes `sessionId` as the user's first session, unless they had one before. */
    async noteFirstSession(id: number, sessionId: string): Promise<void> {
      await db
        .update(users)
        .set({ firstSessionId: sessionId })
        .where(and(eq(users.id, id), isNull(users.firstSessionId)));
    },

    /** Locks the user's row, so two password changes of one account run one after the other. */
    async findByIdForUpdate(id: number): Promise<UserRecord | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row ?? null;
    },

    /**
     * The user's own new password: the temporary one (if any) is gone. Reaching this through a
     * mailed link or a mailed temporary password also proves the e-mail address.
     */
    async setPassword(
      id: number,
      values: { passwordHash: string; now: Date; emailProven: boolean },
    ): Promise<void> {
      await db
        .update(users)
        .set({
          passwordHash: values.passwordHash,
          isTemporaryPassword: false,
          temporaryPasswordExpiresAt: null,
          passwordChangedAt: values.now,
          ...(values.emailProven
            ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${values.now})` }
            : {}),
        })
        .where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
