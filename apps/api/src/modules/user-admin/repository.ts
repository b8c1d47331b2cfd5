import type { Role } from '@academy/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  max,
  min,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  auditLog,
  directions,
  enrolments,
  oneTimeTokens,
  refreshTokens,
  users,
} from '../../db/schema/index.js';
import { containing } from '../../lib/like-pattern.js';
import { phoneMatches } from '../../lib/phone-search.js';

/*
 * The admin's reads and writes of accounts (ARCHITECTURE.md, "Users"). A password hash is
 * never selected here except where a write needs none: the views name their columns.
 */

export interface UserListFilter {
  search?: string;
  role?: Role;
  blacklisted?: boolean;
  page: number;
  pageSize: number;
}

/** The fields of a user an account action decides on and audits; never the hash. */
const lockedColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  language: users.language,
  role: users.role,
  isBlacklisted: users.isBlacklisted,
  isTemporaryPassword: users.isTemporaryPassword,
  temporaryPasswordExpiresAt: users.temporaryPasswordExpiresAt,
  deactivatedAt: users.deactivatedAt,
  invitedAt: users.invitedAt,
  /** Whether the account can sign in with a password (an invitation not accepted cannot). */
  hasPassword: sql<boolean>`${users.passwordHash} is not null`.mapWith(Boolean),
};

/** An invitation still waiting: the invited account has chosen no password yet. */
const pendingInvitation = and(isNotNull(users.invitedAt), isNull(users.passwordHash));

/** The users a filter of the list matches. */
function matching(filter: Omit<UserListFilter, 'page' | 'pageSize'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search !== undefined) {
    const pattern = containing(filter.search);
    const matches = or(
      ilike(users.fullName, pattern),
      ilike(users.email, pattern),
      phoneMatches(users.phone, filter.search),
    );
    if (matches) conditions.push(matches);
  }
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.blacklisted !== undefined) {
    conditions.push(eq(users.isBlacklisted, filter.blacklisted));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createUserAdminRepository(db: Executor) {
  return {
    /**
     * A page of users, newest first (ARCHITECTURE.md, "How the staff lists stay fast"): the
     * page's ids from the order's index (a deep page walks the index only), then those rows.
     */
    async page(filter: UserListFilter) {
      const order = [desc(users.createdAt), desc(users.id)];
      const pageIds = db
        .select({ id: users.id })
        .from(users)
        .where(matching(filter))
        .orderBy(...order)
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      return db
        .select({
          id: users.id,
          fullName: users.fullName,
          email: users.email,
          phone: users.phone,
          role: users.role,
          isBlacklisted: users.isBlacklisted,
          isDeactivated: sql<boolean>`${users.deactivatedAt} is not null`.mapWith(Boolean),
          createdAt: users.createdAt,
        })
        .from(users)
        .where(inArray(users.id, pageIds))
        .orderBy(...order);
    },

    /** How many users match the filter (its page and page size aside). */
    async count(filter: Omit<UserListFilter, 'page' | 'pageSize'>): Promise<number> {
      const [row] = await db.select({ total: count() }).from(users).where(matching(filter));
      return row?.total ?? 0;
    },

    /**
     * One user's profile, and when they last logged in: the start of their latest session
     * (a session is a refresh-token family; its first token is the login's). Null when
     * none is kept.
     */
    async profile(id: number) {
      const sessionStarts = db
        .select({ startedAt: min(refreshTokens.createdAt).as('started_at') })
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, users.id))
        .groupBy(refreshTokens.familyId)
        .as('session_starts');
      const [row] = await db
        .select({
          id: users.id,
          fullName: users.fullName,
          email: users.email,
          phone: users.phone,
          role: users.role,
          language: users.language,
          isBlacklisted: users.isBlacklisted,
          isTemporaryPassword: users.isTemporaryPassword,
          temporaryPasswordExpiresAt: users.temporaryPasswordExpiresAt,
          emailVerifiedAt: users.emailVerifiedAt,
          createdAt: users.createdAt,
          deactivatedAt: users.deactivatedAt,
          invitationPending: sql<boolean>`${pendingInvitation}`.mapWith(Boolean),
          lastLoginAt:
            sql<Date | null>`(select max(${sessionStarts.startedAt}) from ${sessionStarts})`.mapWith(
              users.createdAt,
            ),
        })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    /**
     * The audit entry of the account's latest blocking: its reason, when, and the admin's
     * name (null once their account is gone). The audit log is where the reason is kept.
     */
    async latestBlacklisting(userId: number) {
      const actor = alias(users, 'actor');
      const [row] = await db
        .select({ after: auditLog.after, at: auditLog.createdAt, byName: actor.fullName })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorId))
        .where(
          and(
            eq(auditLog.entityType, 'user'),
            eq(auditLog.entityId, String(userId)),
            eq(auditLog.action, 'blacklist'),
          ),
        )
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(1);
      if (!row) return null;
      const reason = row.after?.reason;
      return { reason: typeof reason === 'string' ? reason : null, at: row.at, byName: row.byName };
    },

    /** The user's enrolments with their directions' titles, in the directions' order. */
    async enrolments(userId: number) {
      return db
        .select({
          directionId: directions.id,
          directionTitle: directions.title,
          courseType: enrolments.courseType,
          enrolledAt: enrolments.enrolledAt,
        })
        .from(enrolments)
        .innerJoin(directions, eq(directions.id, enrolments.directionId))
        .where(eq(enrolments.userId, userId))
        .orderBy(asc(directions.position), asc(directions.id));
    },

    /** A direction's id and title (any status: a draft is marked on the screen). */
    async findDirection(id: number) {
      const [row] = await db
        .select({ id: directions.id, title: directions.title })
        .from(directions)
        .where(eq(directions.id, id));
      return row ?? null;
    },

    /**
     * Locks every admin's row, in id order, until the transaction ends: the role and
     * blacklist changes that could leave no active admin take this first, so two admins
     * acting on each other at once are decided one after the other. Answers the admins.
     */
    async lockAdmins() {
      return db
        .select({
          id: users.id,
          isBlacklisted: users.isBlacklisted,
          deactivatedAt: users.deactivatedAt,
          hasPassword: lockedColumns.hasPassword,
        })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(asc(users.id))
        .for('update');
    },

    /** The user, locked until the transaction ends; null when there is none. */
    async lock(id: number) {
      const [row] = await db
        .select(lockedColumns)
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      return row ?? null;
    },

    async setBlacklisted(id: number, isBlacklisted: boolean): Promise<void> {
      await db.update(users).set({ isBlacklisted }).where(eq(users.id, id));
    },

    /** Deactivates the account at `at`, or reactivates it (null). */
    async setDeactivated(id: number, at: Date | null): Promise<void> {
      await db.update(users).set({ deactivatedAt: at }).where(eq(users.id, id));
    },

    /**
     * Pending invitations, newest first, or one of them: the invited account, the inviting
     * admin's name and when its latest unused set-password link stops working.
     */
    async invitations(id?: number) {
      const inviter = alias(users, 'inviter');
      const expiresAt = db
        .select({ at: max(oneTimeTokens.expiresAt).as('link_expires_at') })
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.userId, users.id),
            eq(oneTimeTokens.purpose, 'set_password'),
            isNull(oneTimeTokens.usedAt),
          ),
        );
      return db
        .select({
          id: users.id,
          fullName: users.fullName,
          email: users.email,
          role: users.role,
          language: users.language,
          invitedAt: users.invitedAt,
          invitedByName: inviter.fullName,
          expiresAt: sql<Date | null>`(${expiresAt})`.mapWith(users.invitedAt),
        })
        .from(users)
        .leftJoin(inviter, eq(inviter.id, users.invitedBy))
        .where(and(pendingInvitation, id === undefined ? undefined : eq(users.id, id)))
        .orderBy(desc(users.invitedAt), desc(users.id));
    },

    /** When the newest set-password link of the invited account was issued; null when none. */
    async newestInvitationLinkAt(id: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(oneTimeTokens.createdAt) })
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.userId, id), eq(oneTimeTokens.purpose, 'set_password')));
      return row?.at ?? null;
    },

    /** The pending invitation's account, locked until the transaction ends; null when none. */
    async lockInvitation(id: number) {
      const [row] = await db
        .select(lockedColumns)
        .from(users)
        .where(and(eq(users.id, id), pendingInvitation))
        .for('update');
      return row ?? null;
    },

    /** A staff account for an invitation, without a password; its id. */
    async insertInvited(values: {
      email: string;
      fullName: string;
      role: Role;
      language: (typeof users.$inferInsert)['language'];
      invitedBy: number;
      now: Date;
    }): Promise<number> {
      const [row] = await db
        .insert(users)
        .values({
          email: values.email,
          fullName: values.fullName,
          role: values.role,
          language: values.language,
          invitedBy: values.invitedBy,
          invitedAt: values.now,
          createdAt: values.now,
        })
        .returning({ id: users.id });
      if (!row) throw new Error('Invited account insert returned no row');
      return row.id;
    },

    /** Removes an invited account that never signed in (its links go with it). */
    async deleteInvited(id: number): Promise<void> {
      await db.delete(users).where(and(eq(users.id, id), pendingInvitation));
    },

    async setRole(id: number, role: Role): Promise<void> {
      await db.update(users).set({ role }).where(eq(users.id, id));
    },

    /**
     * Replaces the password by a temporary one (its hash): the login then leads to
     * set-password only. Access tokens issued before now are refused (`password_changed_at`).
     */
    async setTemporaryPassword(
      id: number,
      values: { passwordHash: string; expiresAt: Date; now: Date },
    ): Promise<void> {
      await db
        .update(users)
        .set({
          passwordHash: values.passwordHash,
          isTemporaryPassword: true,
          temporaryPasswordExpiresAt: values.expiresAt,
          passwordChangedAt: values.now,
        })
        .where(eq(users.id, id));
    },
  };
}

export type UserAdminRepository = ReturnType<typeof createUserAdminRepository>;
