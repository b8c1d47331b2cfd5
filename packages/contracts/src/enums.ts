import { z } from 'zod';
import { roles } from './roles.js';

/** Enumerations of spec §3 and §4, shared by the database, the API and the web app. */
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

export const answerTypes = ['single', 'multiple', 'text'] as const;
export const answerTypeSchema = z.enum(answerTypes);
export type AnswerType = z.infer<typeof answerTypeSchema>;

export const subscriptionStatuses = ['trial', 'active', 'expired', 'cancelled'] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const paymentStatuses = ['pending', 'succeeded', 'declined', 'cancelled'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentPurposes = ['subscription', 'retake'] as const;
export const paymentPurposeSchema = z.enum(paymentPurposes);
export type PaymentPurpose = z.infer<typeof paymentPurposeSchema>;
