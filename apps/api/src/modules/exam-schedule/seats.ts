import type { TransactionScope } from '../../db/unit-of-work.js';
import { createExamScheduleRepository, type ExamScheduleRepository } from './repository.js';

/*
 * What registration, admission and the mails read and write of the exam schedule inside
 * their unit of work, on the scope's transaction (exam-schedule/repository.ts has the rules).
 */

/** The academy's time zone, the one every mail and staff screen writes times in. */
export const academyTimeZone = (scope: TransactionScope): Promise<string> =>
  createExamScheduleRepository(scope.tx).timeZone();

/** The schedule a booking is checked against, its settings row locked until the unit ends. */
export const scheduleForBooking = (scope: TransactionScope) =>
  createExamScheduleRepository(scope.tx).scheduleForBooking();

/** Takes a seat of the sitting at `startsAt`: its slot's id, or null when it is full. */
export const takeSeat = (
  scope: TransactionScope,
  ...args: Parameters<ExamScheduleRepository['takeSeat']>
): Promise<number | null> => createExamScheduleRepository(scope.tx).takeSeat(...args);
