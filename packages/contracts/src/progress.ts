import { TASK_MAX_ATTEMPTS } from './constants.js';
import type { ReviewStatus, TaskStatus } from './enums.js';
import type { ItemState } from './learning.js';

export interface ProgressCounts {
  completedLectureCount: number;
  completedTaskCount: number;
  completedMiniProjectCount: number;
  totalLectureCount: number;
  totalTaskCount: number;
  totalMiniProjectCount: number;
}

/**
 * Progress percentage: (completed lectures + passed tasks + passed mini projects)
 * × 100 / (total lectures + tasks + mini projects), rounded; 0 when nothing exists.
 * `completedTaskCount` and `completedMiniProjectCount` count passed ones.
 */
export function progressPercent(c: ProgressCounts): number {
  const total = c.totalLectureCount + c.totalTaskCount + c.totalMiniProjectCount;
  if (total <= 0) return 0;
  const done = c.completedLectureCount + c.completedTaskCount + c.completedMiniProjectCount;
  return Math.round((done * 100) / total);
}

/**
 * Whether a subject is complete: every lecture completed, every test and mini project
 * passed, and at least one item. Exact, unlike the rounded percentage (199 of 200 shows
 * 100 %): certificates are issued on this (ARCHITECTURE.md, "Certificates").
 */
export function isSubjectComplete(c: ProgressCounts): boolean {
  const total = c.totalLectureCount + c.totalTaskCount + c.totalMiniProjectCount;
  const done = c.completedLectureCount + c.completedTaskCount + c.completedMiniProjectCount;
  return total > 0 && done === total;
}

export interface TaskAssignmentState {
  status: TaskStatus;
  reviewStatus: ReviewStatus;
  attempt: number;
}

/** Complete: status completed and the review not failed. */
export const isTaskComplete = (a: TaskAssignmentState) =>
  a.status === 'completed' && a.reviewStatus !== 'failed';
/** Passed: the review passed. */
export const isTaskPassed = (a: TaskAssignmentState) => a.reviewStatus === 'passed';
/** A failed review with exactly one attempt allows a (paid) retake. */
export const canRetakeTask = (a: TaskAssignmentState) =>
  a.reviewStatus === 'failed' && a.attempt === 1;
/** A failed review with more than one attempt disables retake. */
export const isRetakeDisabled = (a: TaskAssignmentState) =>
  a.reviewStatus === 'failed' && a.attempt > 1;

/** Where a student stands with a test (subject and homework screens). */
export function taskItemState(a: TaskAssignmentState | null): ItemState {
  if (!a) return 'not_started';
  if (a.status === 'incomplete') return a.attempt === 0 ? 'not_started' : 'in_progress';
  if (a.reviewStatus === 'passed') return 'passed';
  if (a.reviewStatus === 'failed') return 'failed';
  return 'waiting_for_review';
}

/** Where a student stands with a mini project: its latest submission's review. */
export function miniProjectItemState(a: { reviewStatus: ReviewStatus } | null): ItemState {
  if (!a) return 'not_started';
  if (a.reviewStatus === 'not_checked_yet') return 'waiting_for_review';
  return a.reviewStatus;
}

/**
 * Whether homework lists an item: not passed, and not closed for good (a test failed on its
 * last attempt). A failed mini project stays open: it can be submitted again.
 */
export function isHomeworkOpen(kind: 'task' | 'mini-project', state: ItemState, attempt = 0) {
  if (state === 'passed') return false;
  if (kind === 'task' && state === 'failed') return attempt < TASK_MAX_ATTEMPTS;
  return true;
}

/**
 * Whether a test's questions show right or wrong: after a pass, or once no retake is left
 * (a failed first attempt keeps them hidden, or the retake would be trivial).
 */
export function revealsOutcomes(a: TaskAssignmentState | null): boolean {
  if (a?.status !== 'completed') return false;
  if (a.reviewStatus === 'passed') return true;
  return a.reviewStatus === 'failed' && a.attempt >= TASK_MAX_ATTEMPTS;
}
