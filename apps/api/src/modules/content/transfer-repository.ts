import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { chapters, lectures, miniProjects, subjects, tasks } from '../../db/schema/index.js';

/*
 * The rows a direction's import writes and its export reads (ARCHITECTURE.md, "Content import
 * and export"): whole items, drafts, at the positions the folder gives.
 */

export function createTransferRepository(db: Executor) {
  return {
    async insertSubject(values: {
      directionId: number;
      title: string;
      description: string;
      position: number;
    }): Promise<number> {
      const [row] = await db.insert(subjects).values(values).returning({ id: subjects.id });
      if (!row) throw new Error('Subject insert returned no row');
      return row.id;
    },

    async insertChapter(values: {
      subjectId: number;
      title: string;
      position: number;
    }): Promise<number> {
      const [row] = await db.insert(chapters).values(values).returning({ id: chapters.id });
      if (!row) throw new Error('Chapter insert returned no row');
      return row.id;
    },

    async insertLecture(values: {
      chapterId: number;
      title: string;
      content: string;
      videoUrl: string | null;
      position: number;
    }): Promise<number> {
      const [row] = await db.insert(lectures).values(values).returning({ id: lectures.id });
      if (!row) throw new Error('Lecture insert returned no row');
      return row.id;
    },

    async insertTask(values: {
      chapterId: number;
      title: string;
      description: string;
      passPercent: number;
      dueDays: number | null;
      position: number;
    }): Promise<number> {
      const [row] = await db.insert(tasks).values(values).returning({ id: tasks.id });
      if (!row) throw new Error('Test insert returned no row');
      return row.id;
    },

    async insertMiniProject(values: {
      chapterId: number;
      title: string;
      description: string;
      dueDays: number | null;
      position: number;
    }): Promise<number> {
      const [row] = await db.insert(miniProjects).values(values).returning({ id: miniProjects.id });
      if (!row) throw new Error('Mini project insert returned no row');
      return row.id;
    },

    /** The direction's subjects and their chapters, in order. */
    async structure(directionId: number) {
      const subjectRows = await db
        .select({
          id: subjects.id,
          title: subjects.title,
          description: subjects.description,
        })
        .from(subjects)
        .where(eq(subjects.directionId, directionId))
        .orderBy(asc(subjects.position), asc(subjects.id));
      const subjectIds = subjectRows.map((subject) => subject.id);
      const chapterRows =
        subjectIds.length === 0
          ? []
          : await db
              .select({ id: chapters.id, subjectId: chapters.subjectId, title: chapters.title })
              .from(chapters)
              .where(inArray(chapters.subjectId, subjectIds))
              .orderBy(asc(chapters.position), asc(chapters.id));
      return { subjects: subjectRows, chapters: chapterRows };
    },

    /** Every item of the chapters with its own fields (positions shared by the three kinds). */
    async items(chapterIds: readonly number[]) {
      if (chapterIds.length === 0) return { lectures: [], tasks: [], miniProjects: [] };
      const ids = [...chapterIds];
      return {
        lectures: await db
          .select({
            id: lectures.id,
            chapterId: lectures.chapterId,
            title: lectures.title,
            content: lectures.content,
            videoUrl: lectures.videoUrl,
            position: lectures.position,
          })
          .from(lectures)
          .where(inArray(lectures.chapterId, ids)),
        tasks: await db
          .select({
            id: tasks.id,
            chapterId: tasks.chapterId,
            title: tasks.title,
            description: tasks.description,
            passPercent: tasks.passPercent,
            dueDays: tasks.dueDays,
            position: tasks.position,
          })
          .from(tasks)
          .where(inArray(tasks.chapterId, ids)),
        miniProjects: await db
          .select({
            id: miniProjects.id,
            chapterId: miniProjects.chapterId,
            title: miniProjects.title,
            description: miniProjects.description,
            dueDays: miniProjects.dueDays,
            position: miniProjects.position,
          })
          .from(miniProjects)
          .where(inArray(miniProjects.chapterId, ids)),
      };
    },
  };
}
