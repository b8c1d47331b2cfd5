import type { TransactionScope } from '../../db/unit-of-work.js';
import { createEnrolmentsRepository, type EnrolmentsRepository } from './repository.js';

/** Enrols a student in a direction, in the caller's transaction (again: keeps the first). */
export async function enrol(
  scope: TransactionScope,
  ...args: Parameters<EnrolmentsRepository['enrol']>
): Promise<void> {
  await createEnrolmentsRepository(scope.tx).enrol(...args);
}

/** The student's enrolment in the direction, locked in the caller's transaction; or null. */
export async function lockEnrolment(scope: TransactionScope, userId: number, directionId: number) {
  return createEnrolmentsRepository(scope.tx).lock(userId, directionId);
}

/** Gives a (locked) enrolment the other course format. */
export async function changeCourseType(
  scope: TransactionScope,
  ...args: Parameters<EnrolmentsRepository['setCourseType']>
): Promise<void> {
  await createEnrolmentsRepository(scope.tx).setCourseType(...args);
}

/** Ends a (locked) enrolment: learning in its direction closes; work and certificates stay. */
export async function endEnrolment(scope: TransactionScope, id: number): Promise<void> {
  await createEnrolmentsRepository(scope.tx).remove(id);
}
