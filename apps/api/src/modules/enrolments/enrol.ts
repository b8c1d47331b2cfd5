import type { TransactionScope } from '../../db/unit-of-work.js';
import { createEnrolmentsRepository, type EnrolmentsRepository } from './repository.js';

/** Enrols a student in a direction, in the caller's transaction (again: keeps the first). */
export async function enrol(
  scope: TransactionScope,
  ...args: Parameters<EnrolmentsRepository['enrol']>
): Promise<void> {
  await createEnrolmentsRepository(scope.tx).enrol(...args);
}
