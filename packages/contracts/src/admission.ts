import { z } from 'zod';
import { auditEntrySchema } from './audit.js';
import { type BulkResponse, bulkIdsSchema, bulkResponseSchema } from './bulk.js';
import {
  decimalTextSchema,
  idSchema,
  idTextSchema,
  isoDateSchema,
  isoDateTimeSchema,
} from './common.js';
import { SUPPORTED_LANGUAGES } from './constants.js';
import {
  applicantStatusSchema,
  contentStatusSchema,
  courseTypeSchema,
  englishLevelSchema,
  occupationSchema,
} from './enums.js';
import type { ErrorCode } from './errors.js';
import { englishMessages, type MessageFormatter, trimmedText } from './validation.js';

/*
 * Applicants and admission in the staff area (admins; ARCHITECTURE.md, "Applicants and
 * admission"): the list with its filters, the CSV export of a filter, one applicant, the exam
 * result, and the two decisions, admit and reject.
 */

/** What the list can be sorted by: registration, the booked exam's start, the name. */
export const applicantSortFields = ['registeredAt', 'examAt', 'name'] as const;
export const applicantSortFieldSchema = z.enum(applicantSortFields);
export type ApplicantSortField = z.infer<typeof applicantSortFieldSchema>;

export const sortOrders = ['asc', 'desc'] as const;
export const sortOrderSchema = z.enum(sortOrders);
export type SortOrder = z.infer<typeof sortOrderSchema>;

/** A yes/no filter as a query string writes it. */
export const yesNoFilterSchema = z.enum(['yes', 'no']);
export type YesNoFilter = z.infer<typeof yesNoFilterSchema>;

export const APPLICANTS_PAGE_SIZE = 20;
export const APPLICANT_SEARCH_MAX_LENGTH = 100;

/**
 * The filter of the list and of the CSV export. Every field is optional; `examFrom`/`examTo`
 * are calendar dates (UTC) of the booked exam, both included.
 */
export const applicantFilterSchema = z.strictObject({
  /** Part of the name, the e-mail or the phone, any case. */
  search: z.string().trim().max(APPLICANT_SEARCH_MAX_LENGTH).optional(),
  status: applicantStatusSchema.optional(),
  courseType: courseTypeSchema.optional(),
  emailVerified: yesNoFilterSchema.optional(),
  slotId: idTextSchema.optional(),
  examFrom: isoDateSchema.optional(),
  examTo: isoDateSchema.optional(),
  examRecorded: yesNoFilterSchema.optional(),
  sort: applicantSortFieldSchema.default('registeredAt'),
  order: sortOrderSchema.default('desc'),
});
export type ApplicantFilter = z.input<typeof applicantFilterSchema>;
export type ParsedApplicantFilter = z.output<typeof applicantFilterSchema>;

/** GET admin/applicants: the filter and a page. */
export const applicantListQuerySchema = applicantFilterSchema.extend({
  page: decimalTextSchema.pipe(z.number().int().min(1).max(10_000)).default(1),
  pageSize: decimalTextSchema.pipe(z.number().int().min(1).max(100)).default(APPLICANTS_PAGE_SIZE),
});
export type ApplicantListQuery = z.input<typeof applicantListQuerySchema>;

export const applicantListItemSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  courseType: courseTypeSchema,
  /** The booked exam's start; null without a booking. */
  examStartsAt: isoDateTimeSchema.nullable(),
  status: applicantStatusSchema,
  emailVerified: z.boolean(),
  examScore: z.number().int().nullable(),
  examPassed: z.boolean().nullable(),
  registeredAt: isoDateTimeSchema,
});
export type ApplicantListItem = z.infer<typeof applicantListItemSchema>;

export const applicantListResponseSchema = z.object({
  items: z.array(applicantListItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ApplicantListResponse = z.infer<typeof applicantListResponseSchema>;

/** The CSV export's columns, in order (the header row is these keys). */
export const applicantCsvColumns = [
  'id',
  'fullName',
  'email',
  'phone',
  'courseType',
  'status',
  'emailVerified',
  'examStartsAt',
  'examScore',
  'examPassed',
  'registeredAt',
] as const;

/** The export's file name: the day it was made. */
export const applicantsCsvFileName = (day: string) => `applicants-${day}.csv`;

const staffMemberSchema = z.object({ id: z.number().int(), fullName: z.string() });

/** GET admin/applicants/{id}: the whole application, its exam, its decision and history. */
export const adminApplicantSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The language the applicant's mail is written in. */
  language: z.enum(SUPPORTED_LANGUAGES),
  emailVerified: z.boolean(),
  registeredAt: isoDateTimeSchema,
  occupation: occupationSchema,
  university: z.string(),
  faculty: z.string(),
  country: z.object({ code: z.string(), name: z.string() }),
  city: z.string(),
  englishLevel: englishLevelSchema,
  courseType: courseTypeSchema,
  status: applicantStatusSchema,
  booking: z
    .object({
      slotId: z.number().int(),
      startsAt: isoDateTimeSchema,
      /** The schedule's zone, in which the time is shown. */
      timeZone: z.string(),
    })
    .nullable(),
  /**
   * The sitting staff cancelled for the applicant, until they book another with the mailed
   * link (ARCHITECTURE.md, "Exam schedule"); shown in the booking's `timeZone`.
   */
  cancelledSitting: z.object({ startsAt: isoDateTimeSchema, reason: z.string() }).nullable(),
  /** Null until staff record it. */
  exam: z
    .object({
      score: z.number().int(),
      passed: z.boolean(),
      comment: z.string().nullable(),
      recordedAt: isoDateTimeSchema,
      recordedBy: staffMemberSchema.nullable(),
    })
    .nullable(),
  decision: z.object({
    admittedAt: isoDateTimeSchema.nullable(),
    rejectedAt: isoDateTimeSchema.nullable(),
    rejectionReason: z.string().nullable(),
    decidedBy: staffMemberSchema.nullable(),
  }),
  /** The directions the admitted student was enrolled in. */
  enrolments: z.array(
    z.object({
      directionId: z.number().int(),
      title: z.string(),
      courseType: courseTypeSchema,
      enrolledAt: isoDateTimeSchema,
    }),
  ),
  /** The audit entries about this applicant, newest first. */
  history: z.array(auditEntrySchema),
});
export type AdminApplicant = z.infer<typeof adminApplicantSchema>;

export const EXAM_SCORE_MAX = 100;
export const EXAM_COMMENT_LESS_THAN = 1000;
export const REJECTION_REASON_LESS_THAN = 500;

/** POST admin/applicants/{id}/exam-result: score 0–100, passed or not, an optional comment. */
export const examResultRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    score: z
      .number({ error: m('required') })
      .int({ error: m('wholeNumberRange', { min: 0, max: EXAM_SCORE_MAX }) })
      .min(0, { error: m('wholeNumberRange', { min: 0, max: EXAM_SCORE_MAX }) })
      .max(EXAM_SCORE_MAX, { error: m('wholeNumberRange', { min: 0, max: EXAM_SCORE_MAX }) }),
    passed: z.boolean({ error: m('required') }),
    /** Empty or left out: no comment. */
    comment: trimmedText(EXAM_COMMENT_LESS_THAN, m)
      .nullish()
      .transform((value) => (value ? value : null)),
  });
export type ExamResultRequest = z.input<ReturnType<typeof examResultRequestSchema>>;

/** POST admin/applicants/{id}/admission: the direction, and the format (the applicant's by default). */
export const admitApplicantRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    directionId: z.number({ error: m('required') }).pipe(idSchema),
    courseType: courseTypeSchema.optional(),
  });
export type AdmitApplicantRequest = z.input<ReturnType<typeof admitApplicantRequestSchema>>;

/** The most results one call records: a sitting's seats are far fewer. */
export const SITTING_RESULTS_MAX = 200;

/**
 * POST admin/exam-slots/{id}/exam-results: the exam results of a sitting's applicants at once,
 * each by the one applicant's rule (`examResultRequestSchema`), each applicant once.
 */
export const sittingExamResultsRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    results: z
      .array(examResultRequestSchema(m).extend({ applicantId: idSchema }))
      .min(1, { error: m('required') })
      .max(SITTING_RESULTS_MAX)
      .refine(
        (results) => new Set(results.map((result) => result.applicantId)).size === results.length,
        { error: 'Each applicant once' },
      ),
  });
export type SittingExamResultsRequest = z.input<ReturnType<typeof sittingExamResultsRequestSchema>>;

/**
 * The answer: the shared bulk shape (`bulk.ts`), one outcome per applicant in the order sent,
 * `id` the applicant's; a refusal is `ERR_APPLICANT_NOT_EXIST`, `ERR_APPLICANT_NOT_PENDING` or
 * `ERR_APPLICANT_NOT_IN_SITTING`.
 */
export const sittingExamResultsResponseSchema = bulkResponseSchema;
export type SittingExamResultsResponse = BulkResponse;

/** POST admin/applicants/{id}/rejection: the reason the applicant is told by e-mail. */
export const rejectApplicantRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    reason: trimmedText(REJECTION_REASON_LESS_THAN, m).min(1, { error: m('required') }),
  });
export type RejectApplicantRequest = z.input<ReturnType<typeof rejectApplicantRequestSchema>>;

/** POST admin/applicants/bulk/exam-result: one result recorded for each applicant named. */
export const bulkExamResultRequestSchema = (m: MessageFormatter = englishMessages) =>
  examResultRequestSchema(m).extend({ ids: bulkIdsSchema(m) });
export type BulkExamResultRequest = z.input<ReturnType<typeof bulkExamResultRequestSchema>>;

/** POST admin/applicants/bulk/admission: each applicant named admitted into one direction. */
export const bulkAdmitRequestSchema = (m: MessageFormatter = englishMessages) =>
  admitApplicantRequestSchema(m).extend({ ids: bulkIdsSchema(m) });
export type BulkAdmitRequest = z.input<ReturnType<typeof bulkAdmitRequestSchema>>;

/** POST admin/applicants/bulk/rejection: each applicant named rejected with one reason. */
export const bulkRejectRequestSchema = (m: MessageFormatter = englishMessages) =>
  rejectApplicantRequestSchema(m).extend({ ids: bulkIdsSchema(m) });
export type BulkRejectRequest = z.input<ReturnType<typeof bulkRejectRequestSchema>>;

/** The answer of a decision: the applicant as it now stands, and where its mail went. */
export const applicantDecisionResponseSchema = z.object({
  applicant: adminApplicantSchema,
  /** The address the decision's e-mail was queued for. */
  mailedTo: z.string(),
});
export type ApplicantDecisionResponse = z.infer<typeof applicantDecisionResponseSchema>;

/** GET admin/admission/directions: every direction a student can be admitted into. */
export const admissionDirectionsResponseSchema = z.object({
  items: z.array(
    z.object({ id: z.number().int(), title: z.string(), status: contentStatusSchema }),
  ),
});
export type AdmissionDirections = z.infer<typeof admissionDirectionsResponseSchema>;

/**
 * Why an applicant cannot be admitted now (empty when they can): still pending, the e-mail
 * confirmed, and the entrance exam passed. The API refuses with the first of these; the
 * staff screen names them all beside the disabled button.
 */
export function admissionBlockers(applicant: {
  status: AdminApplicant['status'];
  emailVerified: boolean;
  examPassed: boolean | null;
}): ErrorCode[] {
  if (applicant.status !== 'pending') return ['ERR_APPLICANT_NOT_PENDING'];
  const blockers: ErrorCode[] = [];
  if (!applicant.emailVerified) blockers.push('ERR_APPLICANT_EMAIL_NOT_VERIFIED');
  if (applicant.examPassed !== true) blockers.push('ERR_APPLICANT_EXAM_NOT_PASSED');
  return blockers;
}
