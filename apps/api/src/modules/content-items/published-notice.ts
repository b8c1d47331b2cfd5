import { and, eq } from 'drizzle-orm';
import { chapters, directions, subjects } from '../../db/schema/index.js';
import type { UnitOfWorkScope } from '../../db/unit-of-work.js';
import { notificationEvents, notify } from '../notifications/index.js';

/**
 * Tells the students of a direction that a lecture, test or mini project was published in one
 * of its subjects (ARCHITECTURE.md, "Notifications"), in the unit of work that publishes it:
 * only when its chapter, subject and direction are published too, so students can open it.
 * Grouped per subject: publishing a chapter's items one after another makes one notification.
 */
export async function tellStudentsOfPublished(
  scope: UnitOfWorkScope,
  item: { title: string; chapterId: number },
  at: Date,
): Promise<void> {
  const [shown] = await scope.tx
    .select({ subjectId: subjects.id, subjectTitle: subjects.title, directionId: directions.id })
    .from(chapters)
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
    .innerJoin(directions, eq(directions.id, subjects.directionId))
    .where(
      and(
        eq(chapters.id, item.chapterId),
        eq(chapters.status, 'published'),
        eq(subjects.status, 'published'),
        eq(directions.status, 'published'),
      ),
    );
  if (!shown) return;
  await notify(
    scope,
    { enrolled: { directionId: shown.directionId } },
    notificationEvents.contentPublished({
      subjectId: shown.subjectId,
      subjectTitle: shown.subjectTitle,
      title: item.title,
    }),
    at,
  );
}
