import { describe, expect, it } from 'vitest';
import type { ReviewStatus, TaskStatus } from './enums.js';
import {
  canRetakeTask,
  isRetakeDisabled,
  isSubjectComplete,
  isTaskComplete,
  isTaskPassed,
  type ProgressCounts,
  progressPercent,
} from './progress.js';

/** [completed, total] for lectures, tasks and mini projects. */
type Pair = [done: number, total: number];
const counts = (
  lectures: Pair,
  tasks: Pair = [0, 0],
  miniProjects: Pair = [0, 0],
): ProgressCounts => ({
  completedLectureCount: lectures[0],
  totalLectureCount: lectures[1],
  completedTaskCount: tasks[0],
  totalTaskCount: tasks[1],
  completedMiniProjectCount: miniProjects[0],
  totalMiniProjectCount: miniProjects[1],
});

describe('progressPercent', () => {
  it.each<[string, ProgressCounts, number]>([
    ['nothing exists', counts([0, 0]), 0],
    ['nothing done', counts([0, 5]), 0],
    ['1 of 3 → 33', counts([1, 3]), 33],
    ['2 of 3 → 67', counts([2, 3]), 67],
    ['1 of 2 → 50', counts([1, 2]), 50],
    ['all done → 100', counts([4, 4], [3, 3], [2, 2]), 100],
    ['1 of 1 → 100', counts([0, 0], [1, 1]), 100],
    ['1 of 8 (12.5) → 13', counts([1, 8]), 13],
    ['3 of 8 (37.5) → 38', counts([3, 8]), 38],
    ['1 of 6 (16.67) → 17', counts([1, 6]), 17],
    ['5 of 6 (83.33) → 83', counts([5, 6]), 83],
    ['1 of 7 (14.29) → 14', counts([1, 7]), 14],
    ['1 of 200 (0.5) → 1', counts([1, 200]), 1],
    ['1 of 201 (0.497) → 0', counts([1, 201]), 0],
    ['99 of 100 → 99', counts([99, 100]), 99],
    ['lectures 2/4, tasks 1/3, mini projects 0/1 → 3/8 → 38', counts([2, 4], [1, 3], [0, 1]), 38],
    ['only tasks: 1 of 3 → 33', counts([0, 0], [1, 3]), 33],
    ['only mini projects: 2 of 3 → 67', counts([0, 0], [0, 0], [2, 3]), 67],
    ['tasks and mini projects: 1/1 + 0/1 → 50', counts([0, 0], [1, 1], [0, 1]), 50],
    ['each kind counts once: 1/1 lecture + 0/2 tasks → 33', counts([1, 1], [0, 2]), 33],
  ])('%s', (_label, value, expected) => {
    expect(progressPercent(value)).toBe(expected);
  });

  it('is an integer between 0 and 100 for every split of up to 12 items', () => {
    for (let total = 0; total <= 12; total++) {
      for (let done = 0; done <= total; done++) {
        const percent = progressPercent(counts([done, total]));
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        expect(percent).toBe(total === 0 ? 0 : Math.round((done * 100) / total));
      }
    }
  });

  it('is never NaN when nothing exists', () => {
    expect(Number.isNaN(progressPercent(counts([0, 0])))).toBe(false);
  });
});

type Row = [TaskStatus, ReviewStatus, number, boolean];

describe('isSubjectComplete: every item done, exactly (certificates)', () => {
  it.each<[string, ProgressCounts, boolean]>([
    ['everything done', counts([3, 3], [2, 2], [1, 1]), true],
    ['lectures only, all read', counts([1, 1]), true],
    ['199 of 200 (shown as 100 %)', counts([199, 200]), false],
    ['one test left', counts([3, 3], [1, 2], [1, 1]), false],
    ['nothing to do', counts([0, 0]), false],
  ])('%s', (_name, input, complete) => {
    expect(isSubjectComplete(input)).toBe(complete);
  });

  it('differs from a rounded 100 %', () => {
    expect(progressPercent(counts([199, 200]))).toBe(100);
    expect(isSubjectComplete(counts([199, 200]))).toBe(false);
  });
});

describe('isTaskComplete: status completed and review not failed', () => {
  it.each<Row>([
    ['completed', 'not_checked_yet', 1, true],
    ['completed', 'passed', 1, true],
    ['completed', 'passed', 2, true],
    ['completed', 'failed', 1, false],
    ['completed', 'failed', 2, false],
    ['incomplete', 'not_checked_yet', 0, false],
    ['incomplete', 'passed', 1, false],
    ['incomplete', 'failed', 1, false],
  ])('%s / %s / attempt %i → %s', (status, reviewStatus, attempt, expected) => {
    expect(isTaskComplete({ status, reviewStatus, attempt })).toBe(expected);
  });
});

describe('isTaskPassed: review passed', () => {
  it.each<Row>([
    ['completed', 'passed', 1, true],
    ['completed', 'passed', 2, true],
    ['incomplete', 'passed', 1, true],
    ['completed', 'not_checked_yet', 1, false],
    ['completed', 'failed', 1, false],
    ['incomplete', 'not_checked_yet', 0, false],
    ['incomplete', 'failed', 2, false],
  ])('%s / %s / attempt %i → %s', (status, reviewStatus, attempt, expected) => {
    expect(isTaskPassed({ status, reviewStatus, attempt })).toBe(expected);
  });
});

describe('canRetakeTask: failed with exactly one attempt', () => {
  it.each<Row>([
    ['completed', 'failed', 1, true],
    ['incomplete', 'failed', 1, true],
    ['completed', 'failed', 0, false],
    ['completed', 'failed', 2, false],
    ['completed', 'failed', 3, false],
    ['completed', 'passed', 1, false],
    ['completed', 'not_checked_yet', 1, false],
    ['incomplete', 'not_checked_yet', 0, false],
  ])('%s / %s / attempt %i → %s', (status, reviewStatus, attempt, expected) => {
    expect(canRetakeTask({ status, reviewStatus, attempt })).toBe(expected);
  });
});

describe('isRetakeDisabled: failed with more than one attempt', () => {
  it.each<Row>([
    ['completed', 'failed', 2, true],
    ['completed', 'failed', 3, true],
    ['completed', 'failed', 10, true],
    ['incomplete', 'failed', 2, true],
    ['completed', 'failed', 1, false],
    ['completed', 'failed', 0, false],
    ['completed', 'passed', 2, false],
    ['completed', 'not_checked_yet', 5, false],
  ])('%s / %s / attempt %i → %s', (status, reviewStatus, attempt, expected) => {
    expect(isRetakeDisabled({ status, reviewStatus, attempt })).toBe(expected);
  });

  it('a failed task with attempts is either retakable or disabled, never both', () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const state = { status: 'completed' as const, reviewStatus: 'failed' as const, attempt };
      expect(canRetakeTask(state)).not.toBe(isRetakeDisabled(state));
    }
  });
});
