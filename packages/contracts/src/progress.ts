import type { ReviewStatus, TaskStatus } from './enums.js';

export interface ProgressCounts {
  completedLectureCount: number;
  completedTaskCount: number;
  completedMiniProjectCount: number;
  totalLectureCount: number;
  totalTaskCount: number;
  totalMiniProjectCount: number;
}

/**
 * Progress percentage (spec §9): (completed lectures + passed tasks + passed mini projects)
 * × 100 / (total lectures + tasks + mini projects), rounded; 0 when nothing exists.
 * `completedTaskCount` and `completedMiniProjectCount` count passed ones.
 */
export function progressPercent(c: ProgressCounts): number {
  const total = c.totalLectureCount + c.totalTaskCount + c.totalMiniProjectCount;
  if (total <= 0) return 0;
  const done = c.completedLectureCount + c.completedTaskCount + c.completedMiniProjectCount;
  return Math.round((done * 100) / total);
}

export interface TaskAssignmentState {
  status: TaskStatus;
  reviewStatus: ReviewStatus;
  attempt: number;
}

/** Complete: status completed and the review not failed (spec §4). */
export const isTaskComplete = (a: TaskAssignmentState) =>
  a.status === 'completed' && a.reviewStatus !== 'failed';
/** Passed: the review passed (spec §4). */
export const isTaskPassed = (a: TaskAssignmentState) => a.reviewStatus === 'passed';
/** A failed review with exactly one attempt allows a (paid) retake (spec §4). */
export const canRetakeTask = (a: TaskAssignmentState) =>
  a.reviewStatus === 'failed' && a.attempt === 1;
/** A failed review with more than one attempt disables retake (spec §4). */
export const isRetakeDisabled = (a: TaskAssignmentState) =>
  a.reviewStatus === 'failed' && a.attempt > 1;
