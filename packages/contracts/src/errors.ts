import { z } from 'zod';

/**
 * The error catalogue. Every failed API call answers `{ statusCode, message }` where
 * `message` is one of these codes (or, for validation failures, a plain sentence).
 * The web client replaces a known code by its friendly text.
 *
 * The first block is the specification's catalogue, word for word; the rest extends it.
 */
export const errorCatalogue = {
  ERR_APPLICANT_ALREADY_EXIST: 'Applicant already exist',
  ERR_APPLICANT_NOT_EXIST: "Applicant doesn't exist",
  ERR_TEST_UNAVAILABLE_DATE: 'Your selected test date is unavailable',
  ERR_USER_HAS_ALREADY_BEEN_VERIFIED: 'User has already been verified',
  ERR_USER_NOT_EXISTS: "User doesn't exist",
  ERR_USER_PASSWORD_IS_WRONG: 'User password is wrong',
  ERR_TASK_NOT_EXISTS: "Task doesn't exist",
  ERR_USER_FORBIDDEN: 'You do not have permission to access this content.',
  ERR_USER_PASSWORD_EQUAL_TEMPORARY_PASSWORD: 'User password is equal to temporary password',

  err_user_blacklisted: 'Your account has been blocked. Please contact support.',
  ERR_VALIDATION: 'Some fields are not valid',
  ERR_UNAUTHORIZED: 'Please log in to continue',
  ERR_TOKEN_INVALID: 'This link is invalid or has expired',
  ERR_REFRESH_TOKEN_INVALID: 'Your session has expired. Please log in again.',
  ERR_NOT_FOUND: 'The requested item was not found',
  ERR_FILE_NOT_FOUND: 'The file was not found',
  ERR_TOO_MANY_REQUESTS: 'Too many requests. Please try again later.',
  ERR_PAYLOAD_TOO_LARGE: 'The request is too large',
  ERR_INVALID_FILE_TYPE: 'Invalid file type.',
  ERR_CURRENT_PASSWORD_IS_WRONG: 'The current password is wrong',
  ERR_NEW_PASSWORD_EQUALS_CURRENT: 'The new password must be different from the current one',
  ERR_TOO_MANY_LOGIN_ATTEMPTS:
    'Too many failed attempts. Please try again later, or reset your password.',
  ERR_BAD_REQUEST: 'The request could not be understood',
  ERR_TEMPORARY_PASSWORD_EXPIRED:
    'Your temporary password has expired. Use "Forgot password" to get a new one.',
  ERR_LEARNING_ACCESS_ENDED:
    'Your free trial or subscription has ended. Choose a plan to continue learning.',
  ERR_SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again later.',
  ERR_INTERNAL: 'Something went wrong',
  /** The answers of auth/check/email and auth/check/phone for a taken value. */
  ERR_EMAIL_ALREADY_EXIST: 'This email already exists',
  ERR_PHONE_ALREADY_EXIST: 'This phone number already exists',
  /* The learning area (ARCHITECTURE.md, "Learning"). */
  ERR_TASK_ALREADY_SUBMITTED: 'This attempt has already been submitted',
  ERR_TASK_ANSWERS_INVALID: "The answers do not match this test's questions",
  ERR_TASK_RETAKE_NOT_AVAILABLE: 'A retake is not available for this test',
  ERR_TASK_RETAKE_NOT_PAID: 'The retake is paid: pay for it to open your second attempt',
  ERR_CODE_RUNNER_BUSY:
    'Code is being graded for many students right now. Your answers were not sent: try again in a moment.',
  ERR_MINI_PROJECT_UNDER_REVIEW: 'Your submission is waiting for a review',
  ERR_MINI_PROJECT_ALREADY_PASSED: 'This mini project has already been passed',
  ERR_MINI_PROJECT_ANSWERS_INVALID:
    "The answers do not match this mini project's questions: answer each one, with a file where one is asked for",
  ERR_FILE_TOO_LARGE: 'The file is too large',
  ERR_REVIEW_ALREADY_DONE: 'This submission has already been reviewed',
  ERR_REVIEW_NOT_DONE: 'This work has no verdict to correct yet: review it first',
  ERR_REVIEW_VERDICT_UNCHANGED: 'The work already has this verdict',
  ERR_REVIEW_SUPERSEDED:
    'The student has worked on it again since this verdict: correct the latest one',
  /* Billing (ARCHITECTURE.md, "Billing"). */
  ERR_PLAN_NOT_FOUND: 'This plan is not available',
  ERR_PLAN_NEEDS_DIRECTION:
    'You are not enrolled in any direction yet, so a plan would open nothing. Nothing was charged.',
  ERR_PLAN_OTHER_FORMAT:
    'This plan is for the other course format and would open none of your directions. Nothing was charged: choose a plan of your format.',
  ERR_PRICE_CHANGED:
    'The price changed while you were paying. Nothing was charged: check the new price and pay again.',
  /* Promotion codes (ARCHITECTURE.md, "Promotion codes"). */
  ERR_PROMOTION_CODE_UNKNOWN: 'There is no such promotion code. Check how it is written.',
  ERR_PROMOTION_CODE_NOT_STARTED: 'This promotion code is not valid yet.',
  ERR_PROMOTION_CODE_EXPIRED: 'This promotion code is no longer valid. Nothing was charged.',
  ERR_PROMOTION_CODE_USED_UP: 'This promotion code has been used up. Nothing was charged.',
  ERR_PROMOTION_CODE_NOT_FOR_PLAN: 'This promotion code does not apply to this plan.',
  ERR_PROMOTION_CODE_TAKEN: 'A promotion code with this text already exists.',
  ERR_PAYMENT_DECLINED: 'Your card was declined. No money was taken: try another card.',
  ERR_PAYMENT_TOKEN_INVALID: 'The card could not be read. Please enter it again.',
  ERR_PAYMENT_NOT_FOUND: 'The payment was not found',
  ERR_CREDIT_NOTE_NOT_FOUND: 'The credit note was not found',
  ERR_PAYMENT_NOT_PENDING: 'This payment is no longer waiting for confirmation',
  ERR_PAYMENT_EXPIRED:
    'This payment waited too long for confirmation and has expired. Nothing was charged.',
  ERR_PAYMENT_PROVIDER_UNAVAILABLE:
    'The payment service is not answering. No money was taken: please try again in a minute.',
  ERR_IDEMPOTENCY_KEY_IN_USE: 'This payment is already being processed',
  ERR_IDEMPOTENCY_KEY_REUSED: 'This payment request was already used for a different payment',
  ERR_WEBHOOK_SIGNATURE_INVALID: 'The signature of this event is not valid',
  /* Refunds (ARCHITECTURE.md, "Payments ledger"). */
  ERR_PAYMENT_NOT_REFUNDABLE: 'Only a succeeded payment can be refunded',
  ERR_REFUND_EXCEEDS_PAYMENT: 'The refund is more than what is left of the payment to give back',
  ERR_REFUND_RETAKE_USED:
    'The retake this payment bought has already been used, so it can no longer be refunded',
  ERR_REFUND_IN_PROGRESS: 'This refund is already being processed',
  ERR_GRANT_NEEDS_STUDENT: 'Access can be granted to students only',
  /* Certificates (ARCHITECTURE.md, "Certificates"). */
  ERR_CERTIFICATE_NOT_FOUND: 'No certificate has this code',
  ERR_CERTIFICATE_ALREADY_REVOKED: 'This certificate has already been revoked',
  /* The exam schedule (ARCHITECTURE.md, "The staff area", "Exam schedule"). */
  ERR_EXAM_CAPACITY_BELOW_BOOKINGS:
    'A capacity cannot be lower than the seats already booked in a coming sitting at that time',
  ERR_APPLICANT_NOT_IN_SITTING: 'The applicant did not book this sitting',
  ERR_EXAM_SITTING_NOT_STARTED: 'Attendance is recorded once the sitting has started',
  ERR_EXAM_SITTING_HAS_BOOKINGS:
    'A coming sitting at this time has bookings: its time, week day or time zone cannot change',
  ERR_EXAM_SITTING_STARTED: 'This sitting has already started, so it can no longer change',
  ERR_EXAM_SITTING_CANCELLED: 'This sitting has been cancelled',
  ERR_EXAM_SITTING_TIME_UNAVAILABLE:
    'The sitting cannot move to that time: it is not on the schedule, too soon, or cancelled',
  ERR_EXAM_SITTING_TARGET_FULL:
    'The sitting at the new time has too few free seats for everyone booked here',
  ERR_APPLICANT_HAS_BOOKING:
    'This applicant has a sitting booked: change its time instead of sending a link',
  ERR_TOKEN_EXPIRED: 'This link has expired',
  ERR_TOKEN_USED: 'This link has already been used',
  /* The content's structure (ARCHITECTURE.md, "Content structure"). */
  ERR_CONTENT_HAS_PROGRESS:
    'Students have work in this content: confirm the deletion to remove it with their work',
  ERR_CONTENT_HAS_CERTIFICATES:
    'Certificates were issued for this content, so it cannot be deleted: unpublish it instead',
  ERR_REORDER_MISMATCH: 'The order must name every item here exactly once: reload and try again',
  ERR_DIRECTION_TITLE_TAKEN: 'A direction with this title already exists',
  ERR_SUBJECT_TITLE_TAKEN: 'This direction already has a subject with this title',
  ERR_CHAPTER_TITLE_TAKEN: 'This subject already has a chapter with this title',
  ERR_CONTENT_IMPORT_INVALID:
    'The folder has problems, so nothing was imported: fix each one listed and import it again',
  /* The content editors (ARCHITECTURE.md, "The staff area"). */
  ERR_TASK_HAS_ATTEMPTS:
    'Students have attempted this test: its questions and answers can be edited and added, not removed, nor a question type changed',
  ERR_MINI_PROJECT_HAS_SUBMISSIONS:
    'Students have submitted this mini project: its questions can be edited and added, not removed, nor their answer type changed',
  ERR_TASK_WITHOUT_QUESTIONS: 'A test needs at least one question to be published',
  ERR_CONTENT_CHANGED:
    'Someone else saved this item after you opened it: load the latest version before saving',
  /* Users (ARCHITECTURE.md, "Users"). */
  ERR_USER_ADMIN_SELF: 'You cannot do this to your own account',
  ERR_USER_ALREADY_BLACKLISTED: 'This account is already blocked',
  ERR_USER_NOT_BLACKLISTED: 'This account is not blocked',
  ERR_ENROLMENT_NEEDS_STUDENT: 'Only a student can be enrolled in a direction',
  ERR_ENROLMENT_EXISTS: 'The student is already enrolled in this direction',
  ERR_ENROLMENT_NOT_FOUND: 'The student is not enrolled in this direction',
  ERR_ENROLMENT_FORMAT_UNCHANGED: 'The enrolment already has this course format',
  ERR_USER_IS_BLACKLISTED: 'This account is blocked. Restore it first.',
  ERR_ROLE_CHANGE_NOT_ALLOWED: 'Only staff members can be made mentors or admins',
  ERR_LINK_RECENTLY_SENT:
    'A link went to this address less than a minute ago: try again in a minute',
  ERR_LAST_ADMIN: 'The academy needs at least one active admin',
  ERR_USER_NOT_STAFF: 'Only mentors and admins can be deactivated',
  ERR_USER_ALREADY_DEACTIVATED: 'This account is already deactivated',
  ERR_USER_NOT_DEACTIVATED: 'This account is not deactivated',
  ERR_ACCOUNT_DEACTIVATED: 'This account has been deactivated. Ask an admin of the academy.',
  ERR_INVITATION_EMAIL_TAKEN:
    'An account with this e-mail already exists: find it in the users list instead',
  ERR_INVITATION_NOT_FOUND: 'This invitation has been accepted or revoked',
  ERR_INVITATION_RESENT_RECENTLY:
    'This invitation was mailed less than a minute ago: wait a minute before sending it again',
  /* Signed-in devices (ARCHITECTURE.md, "Signed-in devices"). */
  ERR_SESSION_NOT_FOUND: 'This device is no longer signed in',
  /* Two-factor sign-in (ARCHITECTURE.md, "Two-factor sign-in"). */
  ERR_TWO_FACTOR_CHALLENGE_INVALID: 'This sign-in has expired. Please log in again.',
  ERR_TWO_FACTOR_CODE_WRONG:
    'The code is wrong or no longer valid. Enter the code your app shows now.',
  ERR_TWO_FACTOR_CODE_REUSED:
    'This code has already been used. Wait for the next code in your app.',
  ERR_RECOVERY_CODE_USED: 'This recovery code has already been used.',
  ERR_TWO_FACTOR_NOT_STARTED: 'Set-up has not started or was replaced: start it again.',
  ERR_TWO_FACTOR_ALREADY_ENABLED: 'Two-factor sign-in is already on.',
  ERR_TWO_FACTOR_NOT_ENABLED: 'Two-factor sign-in is not on for this account.',
  ERR_TWO_FACTOR_REQUIRED: 'Staff accounts must keep two-factor sign-in on.',
  /* Admission (ARCHITECTURE.md, "Applicants and admission"). */
  ERR_APPLICANT_NOT_PENDING: 'This applicant has already been admitted or rejected',
  ERR_APPLICANT_EXAM_NOT_PASSED: 'Only an applicant who passed the entrance exam can be admitted',
  ERR_APPLICANT_EMAIL_NOT_VERIFIED:
    'Only an applicant who confirmed their e-mail address can be admitted',
  ERR_APPLICANT_EMAIL_ALREADY_VERIFIED: 'This applicant has already confirmed their e-mail address',
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

/** The message a blacklisted user's every authenticated call answers, with status 404. */
export const BLACKLISTED_MESSAGE = 'err_user_blacklisted' satisfies ErrorCode;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/** The friendly text for a known code; an unknown message is shown as it is. */
export function friendlyErrorText(message: string): string {
  return isErrorCode(message) ? errorCatalogue[message] : message;
}

/**
 * The 403 of a learning call while the student has neither a running trial nor an active
 * subscription. No token refresh can change it (the one exception to that rule), so the
 * client does not refresh on it.
 */
export const LEARNING_ACCESS_ENDED = 'ERR_LEARNING_ACCESS_ENDED' satisfies ErrorCode;

/** Shown for a 500 and for a call that got no response. */
export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const NETWORK_ERROR = 'Network Error';

export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * One problem a checked upload of many files has (a direction's folder to import,
 * ARCHITECTURE.md "Content import and export"): the file inside it, the line (1 first; null
 * when the problem is the whole file's or the archive's), and what is wrong, in words.
 */
export const fileProblemSchema = z.object({
  file: z.string(),
  line: z.number().int().positive().nullable(),
  message: z.string(),
});
export type FileProblem = z.infer<typeof fileProblemSchema>;

/**
 * The body of every failed call. `errors` lists failing fields on a 400, and the dependencies
 * that did not answer on the readiness check's 503 (GET /health/ready); `problems` every
 * problem of a refused import (422 ERR_CONTENT_IMPORT_INVALID).
 */
export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  problems: z.array(fileProblemSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
