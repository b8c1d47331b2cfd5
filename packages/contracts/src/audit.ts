import { z } from 'zod';
import { decimalTextSchema, idTextSchema, isoDateSchema, isoDateTimeSchema } from './common.js';

/*
 * The audit log: every change staff make, with who, what, when, and the record before and
 * after. Written by the API in the transaction of the change itself, read in /admin/audit.
 */

/** What a staff change was made to. */
export const auditEntityTypes = [
  'direction',
  'subject',
  'chapter',
  'lecture',
  'task',
  'mini_project',
  'exam_schedule',
  'applicant',
  'user',
  'review',
  'certificate',
  'payment',
  'plan',
  'retake_price',
  'promotion_code',
  'announcement',
  'lecture_question',
] as const;
export const auditEntityTypeSchema = z.enum(auditEntityTypes);
export type AuditEntityType = z.infer<typeof auditEntityTypeSchema>;

/** What was done. */
export const auditActions = [
  'create',
  'update',
  'delete',
  'reorder',
  'publish',
  'unpublish',
  'record_exam_result',
  'send_verification_mail',
  'admit',
  'reject',
  'blacklist',
  'restore',
  'send_reset_link',
  'issue_temporary_password',
  'reset_two_factor',
  'replace_recovery_codes',
  'change_role',
  'revoke',
  'pass',
  'fail',
  'refund',
  'grant_access',
  'enrol',
  'change_enrolment',
  'end_enrolment',
  'record_attendance',
  'cancel_sitting',
  'move_sitting',
  'book_exam',
  'book_exam_by_staff',
  'change_exam_booking',
  'send_booking_link',
  'deactivate',
  'reactivate',
  'deactivate_account',
  'reactivate_account',
  'invite',
  'resend_invitation',
  'revoke_invitation',
  'end_session',
  'import',
  'withdraw',
] as const;
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;

/**
 * A record as it stood (before) or stands (after) a change: a JSON object, never a secret.
 * Its values are any JSON (`unknown` here: a recursive JSON schema would need a `$ref` the
 * OpenAPI document cannot resolve).
 */
export const auditSnapshotSchema = z.record(z.string(), z.unknown()).nullable();
export type AuditSnapshot = z.infer<typeof auditSnapshotSchema>;

export const auditActorSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: isoDateTimeSchema,
  /** Null once the staff member's account is gone. */
  actor: auditActorSchema.nullable(),
  action: auditActionSchema,
  entityType: auditEntityTypeSchema,
  entityId: z.string(),
  /**
   * The record's name when the change was made (a title, a person's name); null when the
   * record has none (the exam schedule, the directions' order) or the entry predates names.
   */
  title: z.string().nullable(),
  /** True once the record itself is gone (deleted since): the log names it, links nowhere. */
  gone: z.boolean(),
  before: auditSnapshotSchema,
  after: auditSnapshotSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;

/** The log's filters, every one optional: the list's and the CSV export's alike. */
export const auditFilterSchema = z.strictObject({
  actorId: idTextSchema.optional(),
  entityType: auditEntityTypeSchema.optional(),
  entityId: z.string().trim().min(1).max(64).optional(),
  action: auditActionSchema.optional(),
  /** Calendar dates (UTC), both included. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type AuditFilterQuery = z.input<typeof auditFilterSchema>;

/** GET admin/audit: newest first, filtered, a page at a time. */
export const auditQuerySchema = auditFilterSchema.extend({
  page: decimalTextSchema.pipe(z.number().int().min(1).max(10_000)).default(1),
  pageSize: decimalTextSchema.pipe(z.number().int().min(1).max(200)).default(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** A staff member who has made changes: the actor filter's choices. */
export const auditActorChoiceSchema = z.object({ id: z.number().int(), fullName: z.string() });
export type AuditActorChoice = z.infer<typeof auditActorChoiceSchema>;

export const auditListResponseSchema = z.object({
  items: z.array(auditEntrySchema),
  /** Everyone whose changes the log holds, by name, whatever the filters. */
  actors: z.array(auditActorChoiceSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

/** The CSV export's columns, in order (the header row is these keys). */
export const auditCsvColumns = [
  'at',
  'actor',
  'actorEmail',
  'action',
  'entityType',
  'entityId',
  'title',
  'changes',
] as const;

/** The export's file name: the day it was made. */
export const auditCsvFileName = (day: string) => `audit-log-${day}.csv`;

/** The most rows one export writes (newest first); a narrower filter gets the rest. */
export const AUDIT_CSV_MAX_ROWS = 50_000;
