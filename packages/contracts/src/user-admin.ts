import { z } from 'zod';
import { subscriptionSchema } from './billing.js';
import { bulkIdsSchema } from './bulk.js';
import { decimalTextSchema, idSchema, idTextSchema, isoDateTimeSchema } from './common.js';
import { SUPPORTED_LANGUAGES } from './constants.js';
import {
  certificateKindSchema,
  courseTypeSchema,
  learningAccessStateSchema,
  roleSchema,
} from './enums.js';
import { subjectProgressSchema } from './learning.js';
import { staffRoles } from './roles.js';
import {
  emailSchema,
  englishMessages,
  fullNameSchema,
  type MessageFormatter,
  trimmedText,
} from './validation.js';

/*
 * The admin's user management (ARCHITECTURE.md, "Users"): the list, one user with their
 * enrolments, access, certificates and progress, and the account actions (blacklist and
 * restore, a reset link, a temporary password, the staff role).
 */

export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_USERS_SEARCH_MAX_LENGTH = 100;

/** `true` / `false` as a query string writes them. */
const booleanTextSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * GET admin/users: every filter optional; `search` looks in the full name, the e-mail and the
 * phone (in the international or the local form, ARCHITECTURE.md "Searching by phone").
 */
export const adminUsersQuerySchema = z.strictObject({
  search: z.string().trim().min(1).max(ADMIN_USERS_SEARCH_MAX_LENGTH).optional(),
  role: roleSchema.optional(),
  blacklisted: booleanTextSchema.optional(),
  page: decimalTextSchema.pipe(z.number().int().min(1).max(10_000)).default(1),
  pageSize: decimalTextSchema.pipe(z.number().int().min(1).max(100)).default(ADMIN_USERS_PAGE_SIZE),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserListItemSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  /** E.164; staff accounts may have none. */
  phone: z.string().nullable(),
  role: roleSchema,
  isBlacklisted: z.boolean(),
  /** A deactivated staff account (it cannot sign in until reactivated). */
  isDeactivated: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;

/** Newest accounts first. */
export const adminUsersResponseSchema = z.object({
  items: z.array(adminUserListItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const adminUserParamsSchema = z.strictObject({ id: idTextSchema });

/** A subject of an enrolled direction with the student's counts and progress (contracts' progressPercent). */
export const adminSubjectProgressSchema = subjectProgressSchema.extend({
  id: z.number().int(),
  title: z.string(),
});

export const adminUserSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
  language: z.enum(SUPPORTED_LANGUAGES),
  isBlacklisted: z.boolean(),
  /** A temporary password waits to be replaced (it may have expired: see its expiry). */
  temporaryPasswordPending: z.boolean(),
  temporaryPasswordExpiresAt: isoDateTimeSchema.nullable(),
  emailVerifiedAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  /** When the user last logged in (started a session); null when never, or no longer known. */
  lastLoginAt: isoDateTimeSchema.nullable(),
  /** When a staff account was deactivated; null while it is active. */
  deactivatedAt: isoDateTimeSchema.nullable(),
  /** An invited staff member who has not chosen a password yet. */
  invitationPending: z.boolean(),
  /**
   * Why and when the account was blocked, and by whom (from the audit log); null while it is
   * not blocked. Each part is null when not recorded: an account blocked outside the staff
   * area, or by an admin whose account is gone.
   */
  blacklisting: z
    .object({
      reason: z.string().nullable(),
      at: isoDateTimeSchema.nullable(),
      byName: z.string().nullable(),
    })
    .nullable(),
  enrolments: z.array(
    z.object({
      directionId: z.number().int(),
      directionTitle: z.string(),
      courseType: courseTypeSchema,
      enrolledAt: isoDateTimeSchema,
    }),
  ),
  /**
   * The learning access now (billing's rule) with the student's periods, newest first, built
   * by the same code as the student's own GET subscriptions; null for anyone but a student.
   */
  access: z
    .object({
      state: learningAccessStateSchema,
      endsAt: isoDateTimeSchema.nullable(),
      periods: z.array(subscriptionSchema),
    })
    .nullable(),
  certificates: z.array(
    z.object({
      id: z.uuid(),
      kind: certificateKindSchema,
      title: z.string(),
      directionId: z.number().int(),
      directionTitle: z.string(),
      verificationCode: z.string(),
      issuedAt: isoDateTimeSchema,
      revokedAt: isoDateTimeSchema.nullable(),
      revocationReason: z.string().nullable(),
    }),
  ),
  /** Each enrolled direction with its subjects' progress; empty for anyone but a student. */
  progress: z.array(
    z.object({
      directionId: z.number().int(),
      directionTitle: z.string(),
      subjects: z.array(adminSubjectProgressSchema),
    }),
  ),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The longest reason for blocking an account, in characters, plus one ("less than"). */
export const BLACKLIST_REASON_LESS_THAN = 500;

/**
 * POST admin/users/{id}/blacklist: why the account is blocked. Kept in the audit log and
 * shown to staff on the user's page.
 */
export const blacklistRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    reason: trimmedText(BLACKLIST_REASON_LESS_THAN, m).min(1, { error: m('required') }),
  });
export type BlacklistRequest = z.input<ReturnType<typeof blacklistRequestSchema>>;

/** POST admin/users/bulk/blacklist: each user named blocked with one reason. */
export const bulkBlacklistRequestSchema = (m: MessageFormatter = englishMessages) =>
  blacklistRequestSchema(m).extend({ ids: bulkIdsSchema(m) });
export type BulkBlacklistRequest = z.input<ReturnType<typeof bulkBlacklistRequestSchema>>;

/** POST admin/users/bulk/reset-link: a reset link mailed to each user named. */
export const bulkResetLinkRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({ ids: bulkIdsSchema(m) });
export type BulkResetLinkRequest = z.input<ReturnType<typeof bulkResetLinkRequestSchema>>;

/** PATCH admin/users/{id}/role: staff move between mentor and admin; students stay students. */
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;
export const changeRoleRequestSchema = z.strictObject({ role: staffRoleSchema });
export type ChangeRoleRequest = z.infer<typeof changeRoleRequestSchema>;

/** How long an invitation's set-password link works, in days. */
export const INVITATION_LIFETIME_DAYS = 7;

/**
 * POST admin/invitations: a mentor or an admin to be, mailed a set-password link in their
 * language. The address must not have an account yet.
 */
export const inviteStaffRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    fullName: fullNameSchema(m),
    email: emailSchema(m),
    role: staffRoleSchema,
    language: z.enum(SUPPORTED_LANGUAGES),
  });
export type InviteStaffRequest = z.input<ReturnType<typeof inviteStaffRequestSchema>>;

/** A pending invitation: the invited account, until it chooses a password. */
export const staffInvitationSchema = z.object({
  /** The invited account's id. */
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  language: z.enum(SUPPORTED_LANGUAGES),
  invitedAt: isoDateTimeSchema,
  /** The admin who invited; null once their account is gone. */
  invitedByName: z.string().nullable(),
  /** When the latest link stops working; null when none was mailed. */
  expiresAt: isoDateTimeSchema.nullable(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

/** Pending invitations, newest first. */
export const staffInvitationsResponseSchema = z.object({ items: z.array(staffInvitationSchema) });
export type StaffInvitationsResponse = z.infer<typeof staffInvitationsResponseSchema>;

export const staffInvitationParamsSchema = z.strictObject({ id: idTextSchema });

/** DELETE admin/users/{id}/sessions/{sessionId}. */
export const adminUserSessionParamsSchema = z.strictObject({
  id: idTextSchema,
  sessionId: z.uuid(),
});

/*
 * A student's enrolments changed by an admin (ARCHITECTURE.md, "Users"): enrol in another
 * direction, change an enrolment's course format, end an enrolment. Each takes a reason with
 * the blacklist reason's limit; it is audited and mailed to the student.
 */

/** Why an enrolment is made, changed or ended: required, under the blacklist reason's limit. */
const enrolmentReasonSchema = (m: MessageFormatter) =>
  trimmedText(BLACKLIST_REASON_LESS_THAN, m).min(1, { error: m('required') });

/** POST admin/users/{id}/enrolments: a direction the student is not in yet, and its format. */
export const enrolStudentRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    directionId: z.number({ error: m('required') }).pipe(idSchema),
    courseType: courseTypeSchema,
    reason: enrolmentReasonSchema(m),
  });
export type EnrolStudentRequest = z.input<ReturnType<typeof enrolStudentRequestSchema>>;

/** PATCH admin/users/{id}/enrolments/{directionId}: the other course format. */
export const changeEnrolmentRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({ courseType: courseTypeSchema, reason: enrolmentReasonSchema(m) });
export type ChangeEnrolmentRequest = z.input<ReturnType<typeof changeEnrolmentRequestSchema>>;

/** POST admin/users/{id}/enrolments/{directionId}/end: the work and certificates stay. */
export const endEnrolmentRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({ reason: enrolmentReasonSchema(m) });
export type EndEnrolmentRequest = z.input<ReturnType<typeof endEnrolmentRequestSchema>>;

export const adminEnrolmentParamsSchema = z.strictObject({
  id: idTextSchema,
  directionId: idTextSchema,
});
