import { z } from 'zod';
import { roles } from './roles.js';

/** Enumerations shared by the database, the API and the web app. */
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const occupations = ['employee', 'student', 'other'] as const;
export const occupationSchema = z.enum(occupations);
export type Occupation = z.infer<typeof occupationSchema>;

/** CEFR levels. */
export const englishLevels = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export const englishLevelSchema = z.enum(englishLevels);
export type EnglishLevel = z.infer<typeof englishLevelSchema>;

export const courseTypes = ['online', 'offline'] as const;
export const courseTypeSchema = z.enum(courseTypes);
export type CourseType = z.infer<typeof courseTypeSchema>;

export const applicantStatuses = ['pending', 'admitted', 'rejected'] as const;
export const applicantStatusSchema = z.enum(applicantStatuses);
export type ApplicantStatus = z.infer<typeof applicantStatusSchema>;

export const reviewStatuses = ['not_checked_yet', 'passed', 'failed'] as const;
export const reviewStatusSchema = z.enum(reviewStatuses);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const lectureStatuses = ['not_started', 'in_progress', 'completed'] as const;
export const lectureStatusSchema = z.enum(lectureStatuses);
export type LectureStatus = z.infer<typeof lectureStatusSchema>;

export const taskStatuses = ['incomplete', 'completed'] as const;
export const taskStatusSchema = z.enum(taskStatuses);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

export const contactMethods = ['phoneCall', 'location', 'chat'] as const;
export const contactMethodSchema = z.enum(contactMethods);
export type ContactMethod = z.infer<typeof contactMethodSchema>;

export const itemKinds = ['mini-project', 'lecture', 'task'] as const;
export const itemKindSchema = z.enum(itemKinds);
export type ItemKind = z.infer<typeof itemKindSchema>;

/** A test question's answer: one option, several, written text, or code graded on the server. */
export const answerTypes = ['single', 'multiple', 'text', 'code'] as const;
export const answerTypeSchema = z.enum(answerTypes);
export type AnswerType = z.infer<typeof answerTypeSchema>;

/**
 * What gave an access period: the free trial (from admission), a paid plan, or a grant by
 * staff without payment (a scholarship, a goodwill extension).
 */
export const subscriptionKinds = ['trial', 'paid', 'grant'] as const;
export const subscriptionKindSchema = z.enum(subscriptionKinds);
export type SubscriptionKind = z.infer<typeof subscriptionKindSchema>;

/** A stored access period is active, or was cancelled (refunded, withdrawn) before its end. */
export const subscriptionStatuses = ['active', 'cancelled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * An access period as the student sees it now: running, starting later (a renewal queued
 * after the running one), over, or cancelled.
 */
export const subscriptionStates = ['active', 'upcoming', 'ended', 'cancelled'] as const;
export const subscriptionStateSchema = z.enum(subscriptionStates);
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

/** The student's learning access now: a running trial, a running paid period, or none. */
export const learningAccessStates = ['trial', 'subscription', 'ended'] as const;
export const learningAccessStateSchema = z.enum(learningAccessStates);
export type LearningAccessState = z.infer<typeof learningAccessStateSchema>;

/** `expired`: left waiting for the card holder's confirmation longer than the provider allows. */
export const paymentStatuses = [
  'pending',
  'succeeded',
  'declined',
  'cancelled',
  'expired',
] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentPurposes = ['subscription', 'retake'] as const;
export const paymentPurposeSchema = z.enum(paymentPurposes);
export type PaymentPurpose = z.infer<typeof paymentPurposeSchema>;

/**
 * A refund's course: `processing` while the provider is asked, `unfinished` when it did not
 * answer (the same request may go again), `pending` until the provider's webhook settles it,
 * then `succeeded` or `failed`.
 */
export const refundStatuses = [
  'processing',
  'unfinished',
  'pending',
  'succeeded',
  'failed',
] as const;
export const refundStatusSchema = z.enum(refundStatuses);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

/**
 * A payment's status as staff read it: the stored one, or, for a succeeded payment with money
 * given back, `refunded` (all of it) or `partly_refunded` (derived from its succeeded refunds).
 */
export const paymentLedgerStatuses = [
  'pending',
  'succeeded',
  'declined',
  'cancelled',
  'expired',
  'refunded',
  'partly_refunded',
] as const;
export const paymentLedgerStatusSchema = z.enum(paymentLedgerStatuses);
export type PaymentLedgerStatus = z.infer<typeof paymentLedgerStatusSchema>;

/** A certificate is for one completed subject, or for a direction whose every subject is complete. */
export const certificateKinds = ['subject', 'direction'] as const;
export const certificateKindSchema = z.enum(certificateKinds);
export type CertificateKind = z.infer<typeof certificateKindSchema>;

/**
 * Why a certificate was revoked: an admin's `decision` stands (completing the subject again
 * earns nothing), a `correction` of a verdict took back what the work no longer earned, and a
 * later correction back to "passed" issues a new certificate.
 */
export const certificateRevocationCauses = ['decision', 'correction'] as const;
export type CertificateRevocationCause = (typeof certificateRevocationCauses)[number];

/**
 * Where a piece of content stands: staff write drafts, students see published items only
 * (an item whose parent is a draft is hidden with it).
 */
export const contentStatuses = ['draft', 'published'] as const;
export const contentStatusSchema = z.enum(contentStatuses);
export type ContentStatus = z.infer<typeof contentStatusSchema>;
