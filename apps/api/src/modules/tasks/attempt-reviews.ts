import type { TransactionScope } from '../../db/unit-of-work.js';
import { createTasksRepository, type TasksRepository } from './repository.js';

/*
 * What staff reviews read and write of a test attempt inside their unit of work, on the
 * scope's transaction (tasks/repository.ts has the queries).
 */

/** An attempt by id, locked until the unit ends, or null. */
export const lockAttempt = (scope: TransactionScope, id: number) =>
  createTasksRepository(scope.tx).lockAttempt(id);

/** A mentor's verdict on an attempt. */
export const saveAttemptReview = (
  scope: TransactionScope,
  ...args: Parameters<TasksRepository['saveReview']>
): Promise<void> => createTasksRepository(scope.tx).saveReview(...args);
