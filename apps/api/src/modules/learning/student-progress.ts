import { progressPercent, type SubjectProgress } from '@academy/contracts';
import type { Executor } from '../../db/client.js';
import { createLearningRepository } from './repository.js';

export interface DirectionProgress {
  directionId: number;
  directionTitle: string;
  subjects: ({ id: number; title: string } & SubjectProgress)[];
}

/**
 * A student's progress in every enrolled direction, subject by subject: the same one
 * statement and counts as their GET directions (repository.ts, `directionsQuery`), with
 * contracts' `progressPercent`. Staff read it on a user's page.
 */
export async function studentSubjectProgress(
  db: Executor,
  userId: number,
): Promise<DirectionProgress[]> {
  const directions = await createLearningRepository(db).enrolledDirections(userId);
  return directions.map((direction) => ({
    directionId: direction.id,
    directionTitle: direction.title,
    subjects: direction.subjects.map(({ description: _description, ...counts }) => ({
      ...counts,
      progress: progressPercent(counts),
    })),
  }));
}
