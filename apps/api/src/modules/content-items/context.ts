import type { ContentItemContext } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { chapters, directions, subjects } from '../../db/schema/index.js';

/** Where a chapter sits (the editors' breadcrumbs), or null when it is gone. */
export async function chapterContext(
  db: Executor,
  chapterId: number,
): Promise<ContentItemContext | null> {
  const [row] = await db
    .select({
      chapterId: chapters.id,
      chapterTitle: chapters.title,
      subjectId: subjects.id,
      subjectTitle: subjects.title,
      directionId: directions.id,
      directionTitle: directions.title,
    })
    .from(chapters)
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
    .innerJoin(directions, eq(directions.id, subjects.directionId))
    .where(eq(chapters.id, chapterId));
  if (!row) return null;
  return {
    direction: { id: row.directionId, title: row.directionTitle },
    subject: { id: row.subjectId, title: row.subjectTitle },
    chapter: { id: row.chapterId, title: row.chapterTitle },
  };
}
