import {
  type AdminUser,
  type AdminUsersResponse,
  type adminUsersQuerySchema,
  type BulkResponse,
  type CourseType,
  INVITATION_LIFETIME_DAYS,
  type InviteStaffRequest,
  type LinkRequestResponse,
  normalizeEmail,
  paths,
  type Role,
  type SessionsResponse,
  type StaffInvitation,
  staffRoles,
  validationMessages,
} from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { countKey, type ListCounts } from '../../db/list-counts.js';
import type { UnitOfWork, UnitOfWorkScope } from '../../db/unit-of-work.js';
import { eachInTurn } from '../../lib/bulk.js';
import type { Clock } from '../../lib/clock.js';
import { uniqueViolation } from '../../lib/database-errors.js';
import { badRequest, conflict, notFound, TooManyRequestsError } from '../../lib/http-error.js';
import { newTemporaryPassword } from '../../lib/temporary-passwords.js';
import { recordAudit } from '../audit/index.js';
import { endSession, endSessions, listSessions } from '../auth/index.js';
import { studentAccessPeriods } from '../billing/index.js';
import { createCertificatesRepository } from '../certificates/index.js';
import { changeCourseType, endEnrolment, enrol, lockEnrolment } from '../enrolments/index.js';
import { academyTimeZone } from '../exam-schedule/index.js';
import { studentSubjectProgress } from '../learning/index.js';
import {
  queueMail,
  renderEnrolmentMail,
  renderInvitationMail,
  renderTemporaryPasswordMail,
} from '../mail/index.js';
import { issueLink, LINK_MAIL_COOLDOWN_MS, requestLinkMail } from '../one-time-links/index.js';
import { queuePasswordResetMail } from '../passwords/index.js';
import { findUserByEmail } from '../users/index.js';
import { createUserAdminRepository } from './repository.js';

/*
 * The admin's user management (ARCHITECTURE.md, "Users"). Every change is one unit of work
 * with the user's row locked and its audit entry; changes that could leave the academy
 * without an active admin (blacklisting, a role change) lock every admin's row first.
 *   blacklist        ends every session; 409 for oneself, twice, or the last active admin
 *   restore          409 when not blocked
 *   reset link       forgot password's link and mail, under its one-a-minute rule
 *   temporary pwd    hashed, expiring, every session ended, mailed in the user's language
 *   role             mentor ⇄ admin only; never one's own, never the last active admin
 *   deactivate       staff only; ends every session; never oneself or the last active admin
 *   reactivate       409 when not deactivated
 *   sessions         a user's signed-in devices; ending one is audited
 *   invitations      an account without a password and a 7-day set-password link, mailed;
 *                    resent (a new link), revoked (the account removed, so its link dies)
 *   enrolments       a student's: enrol in another direction, change the format, end one;
 *                    each with a reason, audited and mailed; the user's row locked first, so
 *                    two admins changing the same enrolment are decided one after the other
 */

type ListQuery = z.output<typeof adminUsersQuerySchema>;

const userNotFound = () => notFound('ERR_USER_NOT_EXISTS');
const isStaffRole = (role: Role): role is (typeof staffRoles)[number] =>
  (staffRoles as readonly Role[]).includes(role);

type LockedUser = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createUserAdminRepository>['lock']>>
>;

async function lockUser(scope: UnitOfWorkScope, id: number): Promise<LockedUser> {
  const userAdmin = createUserAdminRepository(scope.tx);
  const user = await userAdmin.lock(id);
  if (!user) throw userNotFound();
  return user;
}

/** Refuses a change that would leave no admin who can log in (the admins' rows locked). */
async function assertAnotherActiveAdmin(scope: UnitOfWorkScope, userId: number) {
  const userAdmin = createUserAdminRepository(scope.tx);
  const admins = await userAdmin.lockAdmins();
  // Active: can sign in (a password chosen, so not a pending invitation), neither blocked
  // nor deactivated.
  const others = admins.filter(
    (admin) =>
      admin.id !== userId && !admin.isBlacklisted && !admin.deactivatedAt && admin.hasPassword,
  );
  if (others.length === 0) throw conflict('ERR_LAST_ADMIN');
}

/** What a count depends on: the filter without its page. */
function userCountKey({ page: _page, pageSize: _pageSize, ...matching }: ListQuery): string {
  return countKey(matching);
}

export function createUserAdminService(deps: {
  db: Database;
  /** The list's counts kept in memory (db/list-counts.ts). */
  counts: ListCounts;
  unitOfWork: UnitOfWork;
  publicUrl: string;
  now: Clock;
}) {
  const { db, unitOfWork, now: clock } = deps;
  const repository = createUserAdminRepository(db);
  const certificates = createCertificatesRepository(db);

  async function get(id: number): Promise<AdminUser> {
    const user = await repository.profile(id);
    if (!user) throw userNotFound();
    const isStudent = user.role === 'student';
    const [blacklisting, enrolments, access, issued, progress] = await Promise.all([
      user.isBlacklisted ? repository.latestBlacklisting(id) : null,
      repository.enrolments(id),
      isStudent ? studentAccessPeriods(db, id, clock()) : null,
      certificates.listForUser(id),
      isStudent ? studentSubjectProgress(db, id) : [],
    ]);
    return {
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      phone: user.phone,
      role: user.role,
      language: user.language,
      isBlacklisted: user.isBlacklisted,
      temporaryPasswordPending: user.isTemporaryPassword,
      temporaryPasswordExpiresAt: user.temporaryPasswordExpiresAt?.toISOString() ?? null,
      emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
      deactivatedAt: user.deactivatedAt?.toISOString() ?? null,
      invitationPending: user.invitationPending,
      blacklisting: user.isBlacklisted
        ? {
            reason: blacklisting?.reason ?? null,
            at: blacklisting?.at.toISOString() ?? null,
            byName: blacklisting?.byName ?? null,
          }
        : null,
      enrolments: enrolments.map((enrolment) => ({
        ...enrolment,
        enrolledAt: enrolment.enrolledAt.toISOString(),
      })),
      // What the student's own GET subscriptions answers (billing's studentAccessPeriods).
      access: access && { ...access.access, periods: access.data },
      certificates: issued.map((certificate) => ({
        id: certificate.id,
        kind: certificate.kind,
        title: certificate.title,
        directionId: certificate.directionId,
        directionTitle: certificate.directionTitle,
        verificationCode: certificate.verificationCode,
        issuedAt: certificate.issuedAt.toISOString(),
        revokedAt: certificate.revokedAt?.toISOString() ?? null,
        revocationReason: certificate.revocationReason,
      })),
      progress,
    };
  }

  async function invitation(id: number): Promise<StaffInvitation> {
    const [row] = await repository.invitations(id);
    if (!row?.invitedAt || !isStaffRole(row.role)) throw notFound('ERR_INVITATION_NOT_FOUND');
    return {
      ...row,
      role: row.role,
      invitedAt: row.invitedAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
    };
  }

  /** Issues a fresh set-password link for the invited account and queues its mail. */
  async function mailInvitation(
    scope: UnitOfWorkScope,
    invited: { id: number; email: string; fullName: string; language: AdminUser['language'] },
    role: (typeof staffRoles)[number],
    context: { actorId: number; now: Date },
  ) {
    const inviter = await createUserAdminRepository(scope.tx).profile(context.actorId);
    const lifetimeHours = INVITATION_LIFETIME_DAYS * 24;
    const link = await issueLink(scope, {
      purpose: 'set_password',
      userId: invited.id,
      email: invited.email,
      lifetimeHours,
      now: context.now,
      publicUrl: deps.publicUrl,
      page: paths.auth.setPassword,
    });
    const mail = renderInvitationMail({
      language: invited.language,
      fullName: invited.fullName,
      role,
      invitedBy: inviter?.fullName ?? '',
      link,
      linkLifetimeHours: lifetimeHours,
    });
    await queueMail(scope, { to: invited.email, ...mail }, context.now);
  }

  /** Blocks the account and ends every session of it at once; the reason is audited. */
  async function blacklist(
    actorId: number,
    id: number,
    reason: string,
    log: FastifyBaseLogger,
  ): Promise<void> {
    if (actorId === id) throw conflict('ERR_USER_ADMIN_SELF');
    const now = clock();
    await unitOfWork(async (scope) => {
      const userAdmin = createUserAdminRepository(scope.tx);
      await assertAnotherActiveAdmin(scope, id);
      const user = await lockUser(scope, id);
      if (user.isBlacklisted) throw conflict('ERR_USER_ALREADY_BLACKLISTED');
      await userAdmin.setBlacklisted(id, true);
      await endSessions(scope, id, { now });
      await recordAudit(scope, {
        actorId,
        action: 'blacklist',
        entityType: 'user',
        entityId: id,
        before: { isBlacklisted: false },
        after: { isBlacklisted: true, reason },
      });
    });
    log.info({ event: 'user_admin.blacklisted', userId: id, actorId });
  }

  /**
   * One change of a student's enrolments in a unit of work on the user's locked row: `change`
   * does it and answers what the mail and the audit entry say. Nothing of it stays when a
   * rule refuses.
   */
  async function changeEnrolments(
    actorId: number,
    id: number,
    reason: string,
    change: (scope: UnitOfWorkScope) => Promise<{
      action: 'enrol' | 'change_enrolment' | 'end_enrolment';
      direction: { id: number; title: string };
      mail: Parameters<typeof renderEnrolmentMail>[0]['change'];
      before: Record<string, unknown> | null;
      after: Record<string, unknown>;
    }>,
  ): Promise<AdminUser> {
    const now = clock();
    await unitOfWork(async (scope) => {
      const user = await lockUser(scope, id);
      if (user.role !== 'student') throw conflict('ERR_ENROLMENT_NEEDS_STUDENT');
      const done = await change(scope);
      const mail = renderEnrolmentMail({
        language: user.language,
        fullName: user.fullName,
        directionTitle: done.direction.title,
        change: done.mail,
        reason,
        link: `${deps.publicUrl}${paths.student.dashboard}`,
      });
      await queueMail(scope, { to: user.email, ...mail }, now);
      await recordAudit(scope, {
        actorId,
        action: done.action,
        entityType: 'user',
        entityId: id,
        before: done.before,
        after: { ...done.after, reason },
      });
    });
    return get(id);
  }

  /** The student's enrolment in the direction, locked; 404 when there is none. */
  async function lockedEnrolment(scope: UnitOfWorkScope, id: number, directionId: number) {
    const enrolment = await lockEnrolment(scope, id, directionId);
    if (!enrolment) throw notFound('ERR_ENROLMENT_NOT_FOUND');
    const direction = await createUserAdminRepository(scope.tx).findDirection(directionId);
    if (!direction) throw notFound('ERR_ENROLMENT_NOT_FOUND');
    return { enrolment, direction };
  }

  return {
    async list(query: ListQuery): Promise<AdminUsersResponse> {
      const rows = await repository.page(query);
      const offset = (query.page - 1) * query.pageSize;
      // A page shorter than a full one is the last: it tells the total itself.
      const total =
        rows.length < query.pageSize && (rows.length > 0 || offset === 0)
          ? offset + rows.length
          : await deps.counts.get(userCountKey(query), () => repository.count(query));
      return {
        items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    get,

    /** Blocks the account and ends every session of it at once; the reason is audited. */
    async blacklist(
      actorId: number,
      id: number,
      reason: string,
      log: FastifyBaseLogger,
    ): Promise<AdminUser> {
      await blacklist(actorId, id, reason, log);
      return get(id);
    },

    /** Many accounts blocked with one reason, each in a unit of work of its own. */
    blacklistMany(
      actorId: number,
      { ids, reason }: { ids: number[]; reason: string },
      log: FastifyBaseLogger,
    ): Promise<BulkResponse> {
      return eachInTurn(ids, (id) => blacklist(actorId, id, reason, log));
    },

    /**
     * A reset link for each user, each in a unit of work of its own under the same rules;
     * a link the one-a-minute rule holds back is that user's ERR_LINK_RECENTLY_SENT.
     */
    sendResetLinks(actorId: number, ids: number[], log: FastifyBaseLogger): Promise<BulkResponse> {
      return eachInTurn(ids, async (id) => {
        const answer = await this.sendResetLink(actorId, id, log);
        if (!answer.accepted) throw conflict('ERR_LINK_RECENTLY_SENT');
      });
    },

    /** Unblocks the account: the user logs in again (their old sessions stay ended). */
    async restore(actorId: number, id: number, log: FastifyBaseLogger): Promise<AdminUser> {
      await unitOfWork(async (scope) => {
        const userAdmin = createUserAdminRepository(scope.tx);
        const user = await lockUser(scope, id);
        if (!user.isBlacklisted) throw conflict('ERR_USER_NOT_BLACKLISTED');
        await userAdmin.setBlacklisted(id, false);
        await recordAudit(scope, {
          actorId,
          action: 'restore',
          entityType: 'user',
          entityId: id,
          before: { isBlacklisted: true },
          after: { isBlacklisted: false },
        });
      });
      log.info({ event: 'user_admin.restored', userId: id, actorId });
      return get(id);
    },

    /**
     * Forgot password's link and mail (passwords' `queuePasswordResetMail`), under the same
     * one-a-minute rule per address; the answer says whether it went. The audit entry names
     * the address, never the link.
     */
    async sendResetLink(
      actorId: number,
      id: number,
      log: FastifyBaseLogger,
    ): Promise<LinkRequestResponse> {
      const now = clock();
      return unitOfWork(async (scope) => {
        const user = await lockUser(scope, id);
        if (user.isBlacklisted) throw conflict('ERR_USER_IS_BLACKLISTED');
        const answer = await requestLinkMail(scope, {
          purpose: 'reset',
          email: user.email,
          now,
        });
        if (!answer.accepted) return answer;
        await queuePasswordResetMail(
          scope,
          { publicUrl: deps.publicUrl, now, sentBy: 'staff' },
          user,
        );
        await recordAudit(scope, {
          actorId,
          action: 'send_reset_link',
          entityType: 'user',
          entityId: id,
          before: null,
          after: { email: user.email },
        });
        log.info({ event: 'user_admin.reset_link_sent', userId: id, actorId });
        return answer;
      });
    },

    /**
     * A new temporary password (lib/temporary-passwords.ts), stored as a hash, mailed to the
     * user in their language, and every session ended. The password is in that mail only.
     */
    async issueTemporaryPassword(actorId: number, id: number, log: FastifyBaseLogger) {
      if (actorId === id) throw conflict('ERR_USER_ADMIN_SELF');
      const now = clock();
      const {
        password: temporaryPassword,
        passwordHash,
        expiresAt,
      } = await newTemporaryPassword(now);
      await unitOfWork(async (scope) => {
        const userAdmin = createUserAdminRepository(scope.tx);
        const user = await lockUser(scope, id);
        if (user.isBlacklisted) throw conflict('ERR_USER_IS_BLACKLISTED');
        await userAdmin.setTemporaryPassword(id, { passwordHash, expiresAt, now });
        await endSessions(scope, id, { now });
        const mail = renderTemporaryPasswordMail({
          language: user.language,
          fullName: user.fullName,
          temporaryPassword,
          expiresAt,
          timeZone: await academyTimeZone(scope),
          loginLink: `${deps.publicUrl}${paths.auth.login}`,
        });
        await queueMail(scope, { to: user.email, ...mail }, now);
        await recordAudit(scope, {
          actorId,
          action: 'issue_temporary_password',
          entityType: 'user',
          entityId: id,
          before: {
            isTemporaryPassword: user.isTemporaryPassword,
            temporaryPasswordExpiresAt: user.temporaryPasswordExpiresAt,
          },
          after: { isTemporaryPassword: true, temporaryPasswordExpiresAt: expiresAt },
        });
      });
      log.info({ event: 'user_admin.temporary_password_issued', userId: id, actorId });
    },

    /**
     * Enrols a student in a direction they are not in yet (409 `ERR_ENROLMENT_EXISTS`; an
     * unknown direction is 400 on `directionId`). No trial starts: the trial is once per
     * student, and access follows the periods the student has (ARCHITECTURE.md, "Users").
     */
    async enrol(
      actorId: number,
      id: number,
      input: { directionId: number; courseType: CourseType; reason: string },
      log: FastifyBaseLogger,
    ): Promise<AdminUser> {
      const answer = await changeEnrolments(actorId, id, input.reason, async (scope) => {
        const direction = await createUserAdminRepository(scope.tx).findDirection(
          input.directionId,
        );
        if (!direction) {
          throw badRequest('ERR_VALIDATION', [
            { field: 'directionId', message: validationMessages.invalidOption },
          ]);
        }
        if (await lockEnrolment(scope, id, direction.id)) throw conflict('ERR_ENROLMENT_EXISTS');
        await enrol(scope, {
          userId: id,
          directionId: direction.id,
          courseType: input.courseType,
          enrolledAt: clock(),
        });
        return {
          action: 'enrol',
          direction,
          mail: { kind: 'enrolled', courseType: input.courseType },
          before: null,
          after: {
            directionId: direction.id,
            direction: direction.title,
            courseType: input.courseType,
          },
        };
      });
      log.info({
        event: 'user_admin.enrolled',
        userId: id,
        actorId,
        directionId: input.directionId,
      });
      return answer;
    },

    /** Gives an enrolment the other course format (the same one again: 409). */
    async changeEnrolment(
      actorId: number,
      id: number,
      directionId: number,
      input: { courseType: CourseType; reason: string },
      log: FastifyBaseLogger,
    ): Promise<AdminUser> {
      const answer = await changeEnrolments(actorId, id, input.reason, async (scope) => {
        const { enrolment, direction } = await lockedEnrolment(scope, id, directionId);
        if (enrolment.courseType === input.courseType) {
          throw conflict('ERR_ENROLMENT_FORMAT_UNCHANGED');
        }
        await changeCourseType(scope, enrolment.id, input.courseType);
        return {
          action: 'change_enrolment',
          direction,
          mail: {
            kind: 'format_changed',
            from: enrolment.courseType,
            courseType: input.courseType,
          },
          before: { directionId, direction: direction.title, courseType: enrolment.courseType },
          after: { directionId, direction: direction.title, courseType: input.courseType },
        };
      });
      log.info({ event: 'user_admin.enrolment_changed', userId: id, actorId, directionId });
      return answer;
    },

    /** Ends an enrolment: learning in the direction closes, work and certificates stay. */
    async endEnrolment(
      actorId: number,
      id: number,
      directionId: number,
      reason: string,
      log: FastifyBaseLogger,
    ): Promise<AdminUser> {
      const answer = await changeEnrolments(actorId, id, reason, async (scope) => {
        const { enrolment, direction } = await lockedEnrolment(scope, id, directionId);
        await endEnrolment(scope, enrolment.id);
        return {
          action: 'end_enrolment',
          direction,
          mail: { kind: 'ended', courseType: enrolment.courseType },
          before: {
            directionId,
            direction: direction.title,
            courseType: enrolment.courseType,
            enrolledAt: enrolment.enrolledAt.toISOString(),
          },
          after: { directionId, direction: direction.title, ended: true },
        };
      });
      log.info({ event: 'user_admin.enrolment_ended', userId: id, actorId, directionId });
      return answer;
    },

    /**
     * Moves a staff member between mentor and admin. Students and applicants keep their
     * role (their data is of another kind: enrolments, access, work), nobody changes their
     * own, and the last active admin stays one. The user's sessions end, so the new role
     * is in their next login's token.
     */
    async changeRole(
      actorId: number,
      id: number,
      role: (typeof staffRoles)[number],
      log: FastifyBaseLogger,
    ): Promise<AdminUser> {
      if (actorId === id) throw conflict('ERR_USER_ADMIN_SELF');
      const now = clock();
      await unitOfWork(async (scope) => {
        const userAdmin = createUserAdminRepository(scope.tx);
        if (role !== 'admin') await assertAnotherActiveAdmin(scope, id);
        const user = await lockUser(scope, id);
        if (!isStaffRole(user.role)) throw conflict('ERR_ROLE_CHANGE_NOT_ALLOWED');
        if (user.role === role) return;
        await userAdmin.setRole(id, role);
        await endSessions(scope, id, { now });
        await recordAudit(scope, {
          actorId,
          action: 'change_role',
          entityType: 'user',
          entityId: id,
          before: { role: user.role },
          after: { role },
        });
        log.info({ event: 'user_admin.role_changed', userId: id, actorId, role });
      });
      return get(id);
    },

    /**
     * Deactivates a mentor's or an admin's account: every session ends at once and it cannot
     * sign in; what it did keeps its name. The admins' rows are locked first (in id order),
     * so two admins deactivating each other at once leave one of them active.
     */
    async deactivate(actorId: number, id: number, log: FastifyBaseLogger): Promise<AdminUser> {
      if (actorId === id) throw conflict('ERR_USER_ADMIN_SELF');
      const now = clock();
      await unitOfWork(async (scope) => {
        const userAdmin = createUserAdminRepository(scope.tx);
        await assertAnotherActiveAdmin(scope, id);
        const user = await lockUser(scope, id);
        if (!isStaffRole(user.role)) throw conflict('ERR_USER_NOT_STAFF');
        if (user.deactivatedAt) throw conflict('ERR_USER_ALREADY_DEACTIVATED');
        await userAdmin.setDeactivated(id, now);
        await endSessions(scope, id, { now });
        await recordAudit(scope, {
          actorId,
          action: 'deactivate_account',
          entityType: 'user',
          entityId: id,
          before: { deactivatedAt: null },
          after: { deactivatedAt: now },
        });
      });
      log.info({ event: 'user_admin.deactivated', userId: id, actorId });
      return get(id);
    },

    /** Lets a deactivated staff account sign in again (its old sessions stay ended). */
    async reactivate(actorId: number, id: number, log: FastifyBaseLogger): Promise<AdminUser> {
      await unitOfWork(async (scope) => {
        const userAdmin = createUserAdminRepository(scope.tx);
        const user = await lockUser(scope, id);
        if (!user.deactivatedAt) throw conflict('ERR_USER_NOT_DEACTIVATED');
        await userAdmin.setDeactivated(id, null);
        await recordAudit(scope, {
          actorId,
          action: 'reactivate_account',
          entityType: 'user',
          entityId: id,
          before: { deactivatedAt: user.deactivatedAt },
          after: { deactivatedAt: null },
        });
      });
      log.info({ event: 'user_admin.reactivated', userId: id, actorId });
      return get(id);
    },

    /** The user's signed-in devices (none is the admin's own "current" here). */
    async sessions(id: number): Promise<SessionsResponse> {
      const user = await repository.profile(id);
      if (!user) throw userNotFound();
      return { items: await listSessions(db, id, null) };
    },

    /** Signs one of the user's devices out at once; audited. */
    async endSession(
      actorId: number,
      id: number,
      sessionId: string,
      log: FastifyBaseLogger,
    ): Promise<void> {
      const now = clock();
      await unitOfWork(async (scope) => {
        await lockUser(scope, id);
        if (!(await endSession(scope, id, sessionId, { now }))) {
          throw notFound('ERR_SESSION_NOT_FOUND');
        }
        await recordAudit(scope, {
          actorId,
          action: 'end_session',
          entityType: 'user',
          entityId: id,
          before: { sessionId },
          after: null,
        });
      });
      log.info({ event: 'user_admin.session_ended', userId: id, actorId });
    },

    /** Pending invitations, newest first. */
    async invitations(): Promise<{ items: StaffInvitation[] }> {
      const rows = await repository.invitations();
      return {
        items: rows.flatMap((row) =>
          row.invitedAt && isStaffRole(row.role)
            ? [
                {
                  ...row,
                  role: row.role,
                  invitedAt: row.invitedAt.toISOString(),
                  expiresAt: row.expiresAt?.toISOString() ?? null,
                },
              ]
            : [],
        ),
      };
    },

    /**
     * Invites a mentor or an admin: an account without a password and a set-password link
     * (INVITATION_LIFETIME_DAYS) mailed in the chosen language, in one unit of work. An
     * address with an account is refused, also when two invitations race (the unique index).
     */
    async invite(
      actorId: number,
      input: InviteStaffRequest,
      log: FastifyBaseLogger,
    ): Promise<StaffInvitation> {
      const now = clock();
      const email = normalizeEmail(input.email);
      const taken = () => conflict('ERR_INVITATION_EMAIL_TAKEN');
      let id: number;
      try {
        id = await unitOfWork(async (scope) => {
          if (await findUserByEmail(scope, email)) throw taken();
          const userAdmin = createUserAdminRepository(scope.tx);
          const invitedId = await userAdmin.insertInvited({
            email,
            fullName: input.fullName,
            role: input.role,
            language: input.language,
            invitedBy: actorId,
            now,
          });
          const invited = {
            id: invitedId,
            email,
            fullName: input.fullName,
            language: input.language,
          };
          await mailInvitation(scope, invited, input.role, { actorId, now });
          await recordAudit(scope, {
            actorId,
            action: 'invite',
            entityType: 'user',
            entityId: invitedId,
            before: null,
            after: { fullName: input.fullName, email, role: input.role },
          });
          return invitedId;
        });
      } catch (error) {
        if (uniqueViolation(error)?.constraint === 'users_email_lower_unique') throw taken();
        throw error;
      }
      log.info({ event: 'user_admin.invited', userId: id, actorId, role: input.role });
      return invitation(id);
    },

    /**
     * Mails the invitation again with a new link; the earlier one stops working. At most once
     * a minute per invitation (as links asked for by address, LINK_MAIL_COOLDOWN_MS): the
     * invited row's lock makes two resends at once take turns, and the second finds the
     * first's link.
     */
    async resendInvitation(
      actorId: number,
      id: number,
      log: FastifyBaseLogger,
    ): Promise<StaffInvitation> {
      const now = clock();
      await unitOfWork(async (scope) => {
        const userAdmin = createUserAdminRepository(scope.tx);
        const invited = await userAdmin.lockInvitation(id);
        if (!invited || !isStaffRole(invited.role)) throw notFound('ERR_INVITATION_NOT_FOUND');
        const mailedAt = await userAdmin.newestInvitationLinkAt(id);
        const waitMs = mailedAt ? mailedAt.getTime() + LINK_MAIL_COOLDOWN_MS - now.getTime() : 0;
        if (waitMs > 0) {
          log.info({ event: 'user_admin.invitation_resend_refused', userId: id, actorId });
          throw new TooManyRequestsError('ERR_INVITATION_RESENT_RECENTLY', waitMs);
        }
        await mailInvitation(scope, invited, invited.role, { actorId, now });
        await recordAudit(scope, {
          actorId,
          action: 'resend_invitation',
          entityType: 'user',
          entityId: id,
          before: null,
          after: { email: invited.email },
        });
      });
      log.info({ event: 'user_admin.invitation_resent', userId: id, actorId });
      return invitation(id);
    },

    /**
     * Revokes a pending invitation: the invited account (which never signed in) is removed
     * with its links, so the mailed link no longer works. The audit entry keeps the name.
     */
    async revokeInvitation(actorId: number, id: number, log: FastifyBaseLogger): Promise<void> {
      await unitOfWork(async (scope) => {
        const userAdmin = createUserAdminRepository(scope.tx);
        const invited = await userAdmin.lockInvitation(id);
        if (!invited) throw notFound('ERR_INVITATION_NOT_FOUND');
        await recordAudit(scope, {
          actorId,
          action: 'revoke_invitation',
          entityType: 'user',
          entityId: id,
          before: { fullName: invited.fullName, email: invited.email, role: invited.role },
          after: null,
        });
        await userAdmin.deleteInvited(id);
      });
      log.info({ event: 'user_admin.invitation_revoked', userId: id, actorId });
    },
  };
}
