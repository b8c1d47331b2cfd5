import type { ChapterItemKind, ContentStatus, DeletionImpact } from '@academy/contracts';
import { and, asc, eq, ilike, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  certificates,
  chapters,
  directions,
  enrolments,
  lectureAssignments,
  lectures,
  miniProjects,
  projectAssignments,
  projectSubmissions,
  questions,
  subjects,
  taskAssignments,
  tasks,
} from '../../db/schema/index.js';

/*
 * The content's structure as admins edit it: every row, drafts too. Rows a write decides on
 * are read `for update`, so two admins' changes to the same siblings take turns
 * (ARCHITECTURE.md, "Content structure").
 */

const int = (value: SQL) => sql<number>`(${value})::int`.mapWith(Number);

export type DirectionRecord = {
  id: number;
  title: string;
  description: string;
  status: ContentStatus;
  position: number;
  imageFileId: string | null;
};

export type SubjectRecord = {
  id: number;
  directionId: number;
  title: string;
  description: string;
  status: ContentStatus;
  position: number;
};

export type ChapterRecord = {
  id: number;
  subjectId: number;
  title: string;
  status: ContentStatus;
  position: number;
};

export type ItemRecord = {
  id: number;
  kind: ChapterItemKind;
  chapterId: number;
  title: string;
  status: ContentStatus;
  position: number;
};

export type ImpactCounts = Omit<DeletionImpact, 'needsConfirmation'>;

const itemTables = { lecture: lectures, task: tasks, mini_project: miniProjects } as const;

const directionColumns = {
  id: directions.id,
  title: directions.title,
  description: directions.description,
  status: directions.status,
  position: directions.position,
  imageFileId: directions.imageFileId,
};
const subjectColumns = {
  id: subjects.id,
  directionId: subjects.directionId,
  title: subjects.title,
  description: subjects.description,
  status: subjects.status,
  position: subjects.position,
};
const chapterColumns = {
  id: chapters.id,
  subjectId: chapters.subjectId,
  title: chapters.title,
  status: chapters.status,
  position: chapters.position,
};

/** `%` and `_` in a search are the letters typed, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `position = case id when … then … end` for the ids in the order given. */
function positionsCase(column: SQL, ids: readonly number[]): SQL {
  const branches = ids.map((id, index) => sql`when ${id}::int then ${index}::int`);
  return sql`case ${column} ${sql.join(branches, sql` `)} end`;
}

/** Whose siblings: every direction, a direction's subjects, a subject's chapters. */
export type SiblingsOf =
  | { level: 'direction' }
  | { level: 'subject'; directionId: number }
  | { level: 'chapter'; subjectId: number };

export function createContentRepository(db: Executor) {
  /** Chapters inside the scope, as a subquery of their ids. */
  const chapterIdsOf = (scope: ImpactScope) => {
    if (scope.kind === 'chapter') return sql`select ${scope.id}::int`;
    if (scope.kind === 'subject')
      return sql`select ${chapters.id} from ${chapters} where ${chapters.subjectId} = ${scope.id}`;
    return sql`select ${chapters.id} from ${chapters} join ${subjects} on ${subjects.id} = ${chapters.subjectId} where ${subjects.directionId} = ${scope.id}`;
  };

  return {
    /**
     * The titles beside which a direction, a subject of a direction or a chapter of a subject
     * is named. Read after the parent's lock, so parallel namings take turns.
     */
    siblingTitles(of: SiblingsOf): Promise<{ id: number; title: string }[]> {
      if (of.level === 'subject') {
        return db
          .select({ id: subjects.id, title: subjects.title })
          .from(subjects)
          .where(eq(subjects.directionId, of.directionId));
      }
      if (of.level === 'chapter') {
        return db
          .select({ id: chapters.id, title: chapters.title })
          .from(chapters)
          .where(eq(chapters.subjectId, of.subjectId));
      }
      return db.select({ id: directions.id, title: directions.title }).from(directions);
    },

    /* ---- Directions ---- */

    async listDirections(search?: string) {
      const subjectCount = int(
        sql`select count(*) from ${subjects} where ${subjects.directionId} = ${directions.id}`,
      );
      return db
        .select({ ...directionColumns, subjectCount })
        .from(directions)
        .where(search ? ilike(directions.title, likePattern(search)) : undefined)
        .orderBy(asc(directions.position), asc(directions.id));
    },

    async findDirection(id: number, lock = false): Promise<DirectionRecord | null> {
      const query = db.select(directionColumns).from(directions).where(eq(directions.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** Every direction's id in order, the rows locked: the siblings of a reorder. */
    async lockDirectionOrder(): Promise<number[]> {
      const rows = await db
        .select({ id: directions.id })
        .from(directions)
        .orderBy(asc(directions.position), asc(directions.id))
        .for('update');
      return rows.map((row) => row.id);
    },

    async insertDirection(values: { title: string; description: string }) {
      const [row] = await db
        .insert(directions)
        .values({
          ...values,
          position: sql`(select coalesce(max(${directions.position}) + 1, 0) from ${directions})`,
        })
        .returning(directionColumns);
      if (!row) throw new Error('Direction insert returned no row');
      return row;
    },

    async updateDirection(
      id: number,
      set: Partial<Pick<DirectionRecord, 'title' | 'description' | 'status' | 'imageFileId'>>,
    ): Promise<DirectionRecord> {
      const [row] = await db
        .update(directions)
        .set(set)
        .where(eq(directions.id, id))
        .returning(directionColumns);
      if (!row) throw new Error('Direction update returned no row');
      return row;
    },

    async orderDirections(ids: readonly number[]) {
      if (ids.length === 0) return;
      await db
        .update(directions)
        .set({ position: positionsCase(sql`${directions.id}`, ids) })
        .where(inArray(directions.id, [...ids]));
    },

    async deleteDirection(id: number) {
      await db.delete(directions).where(eq(directions.id, id));
    },

    /* ---- Subjects ---- */

    async listSubjects(directionId: number) {
      const ofSubject = sql`${chapters.subjectId} = ${subjects.id}`;
      const itemsOf = (table: typeof lectures | typeof tasks | typeof miniProjects) =>
        sql`select count(*) from ${table} join ${chapters} on ${chapters.id} = ${table.chapterId} where ${ofSubject}`;
      return db
        .select({
          ...subjectColumns,
          chapterCount: int(sql`select count(*) from ${chapters} where ${ofSubject}`),
          itemCount: int(
            sql`(${itemsOf(lectures)}) + (${itemsOf(tasks)}) + (${itemsOf(miniProjects)})`,
          ),
        })
        .from(subjects)
        .where(eq(subjects.directionId, directionId))
        .orderBy(asc(subjects.position), asc(subjects.id));
    },

    async findSubject(id: number, lock = false): Promise<SubjectRecord | null> {
      const query = db.select(subjectColumns).from(subjects).where(eq(subjects.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** The subject with its direction's id, title and status: the editor's header. */
    async subjectWithDirection(id: number) {
      const [row] = await db
        .select({
          ...subjectColumns,
          directionTitle: directions.title,
          directionStatus: directions.status,
        })
        .from(subjects)
        .innerJoin(directions, eq(directions.id, subjects.directionId))
        .where(eq(subjects.id, id));
      return row ?? null;
    },

    async lockSubjectOrder(directionId: number): Promise<number[]> {
      const rows = await db
        .select({ id: subjects.id })
        .from(subjects)
        .where(eq(subjects.directionId, directionId))
        .orderBy(asc(subjects.position), asc(subjects.id))
        .for('update');
      return rows.map((row) => row.id);
    },

    async insertSubject(values: { directionId: number; title: string; description: string }) {
      const [row] = await db
        .insert(subjects)
        .values({
          ...values,
          position: sql`(select coalesce(max(${subjects.position}) + 1, 0) from ${subjects} where ${subjects.directionId} = ${values.directionId})`,
        })
        .returning(subjectColumns);
      if (!row) throw new Error('Subject insert returned no row');
      return row;
    },

    async updateSubject(
      id: number,
      set: Partial<Pick<SubjectRecord, 'title' | 'description' | 'status'>>,
    ): Promise<SubjectRecord> {
      const [row] = await db
        .update(subjects)
        .set(set)
        .where(eq(subjects.id, id))
        .returning(subjectColumns);
      if (!row) throw new Error('Subject update returned no row');
      return row;
    },

    async orderSubjects(ids: readonly number[]) {
      if (ids.length === 0) return;
      await db
        .update(subjects)
        .set({ position: positionsCase(sql`${subjects.id}`, ids) })
        .where(inArray(subjects.id, [...ids]));
    },

    async deleteSubject(id: number) {
      await db.delete(subjects).where(eq(subjects.id, id));
    },

    /* ---- Chapters ---- */

    listChapters(subjectId: number): Promise<ChapterRecord[]> {
      return db
        .select(chapterColumns)
        .from(chapters)
        .where(eq(chapters.subjectId, subjectId))
        .orderBy(asc(chapters.position), asc(chapters.id));
    },

    async findChapter(id: number, lock = false): Promise<ChapterRecord | null> {
      const query = db.select(chapterColumns).from(chapters).where(eq(chapters.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async lockChapterOrder(subjectId: number): Promise<number[]> {
      const rows = await db
        .select({ id: chapters.id })
        .from(chapters)
        .where(eq(chapters.subjectId, subjectId))
        .orderBy(asc(chapters.position), asc(chapters.id))
        .for('update');
      return rows.map((row) => row.id);
    },

    async insertChapter(values: { subjectId: number; title: string }) {
      const [row] = await db
        .insert(chapters)
        .values({
          ...values,
          position: sql`(select coalesce(max(${chapters.position}) + 1, 0) from ${chapters} where ${chapters.subjectId} = ${values.subjectId})`,
        })
        .returning(chapterColumns);
      if (!row) throw new Error('Chapter insert returned no row');
      return row;
    },

    async updateChapter(
      id: number,
      set: Partial<Pick<ChapterRecord, 'title' | 'status'>>,
    ): Promise<ChapterRecord> {
      const [row] = await db
        .update(chapters)
        .set(set)
        .where(eq(chapters.id, id))
        .returning(chapterColumns);
      if (!row) throw new Error('Chapter update returned no row');
      return row;
    },

    async orderChapters(ids: readonly number[]) {
      if (ids.length === 0) return;
      await db
        .update(chapters)
        .set({ position: positionsCase(sql`${chapters.id}`, ids) })
        .where(inArray(chapters.id, [...ids]));
    },

    async deleteChapter(id: number) {
      await db.delete(chapters).where(eq(chapters.id, id));
    },

    /* ---- A chapter's items ---- */

    /**
     * The items (lectures, tests, mini projects) of a subject's chapters, or of one chapter,
     * in each chapter's one order: a single statement however many there are.
     */
    async items(where: { subjectId: number } | { chapterId: number }): Promise<ItemRecord[]> {
      const select = (kind: ChapterItemKind) => {
        const table = itemTables[kind];
        return db
          .select({
            id: table.id,
            kind: sql<ChapterItemKind>`${kind}::text`.as('kind'),
            chapterId: table.chapterId,
            title: table.title,
            status: table.status,
            position: table.position,
          })
          .from(table)
          .innerJoin(chapters, eq(chapters.id, table.chapterId))
          .where(
            'subjectId' in where
              ? eq(chapters.subjectId, where.subjectId)
              : eq(table.chapterId, where.chapterId),
          );
      };
      const rows = (await select('lecture')
        .unionAll(select('task'))
        .unionAll(select('mini_project'))) as ItemRecord[];
      const kindOrder: Record<ChapterItemKind, number> = { lecture: 0, task: 1, mini_project: 2 };
      return rows.sort(
        (a, b) => a.position - b.position || kindOrder[a.kind] - kindOrder[b.kind] || a.id - b.id,
      );
    },

    async insertItem(kind: ChapterItemKind, values: { chapterId: number; title: string }) {
      const table = itemTables[kind];
      const last = (other: typeof lectures | typeof tasks | typeof miniProjects) =>
        sql`(select max(${other.position}) from ${other} where ${other.chapterId} = ${values.chapterId})`;
      const position = sql`coalesce(greatest(${last(lectures)}, ${last(tasks)}, ${last(miniProjects)}) + 1, 0)`;
      const [row] = await db
        .insert(table)
        .values({ ...values, position })
        .returning({
          id: table.id,
          chapterId: table.chapterId,
          title: table.title,
          status: table.status,
          position: table.position,
        });
      if (!row) throw new Error('Item insert returned no row');
      return { ...row, kind };
    },

    /** Puts the items, in the order given, into the chapter: positions 0, 1, 2… */
    async placeItems(
      chapterId: number,
      items: readonly { kind: ChapterItemKind; id: number }[],
    ): Promise<void> {
      for (const kind of ['lecture', 'task', 'mini_project'] as const) {
        const table = itemTables[kind];
        const ofKind = items.flatMap((item, index) =>
          item.kind === kind ? [{ ...item, index }] : [],
        );
        if (ofKind.length === 0) continue;
        const branches = ofKind.map((item) => sql`when ${item.id}::int then ${item.index}::int`);
        await db
          .update(table)
          .set({ chapterId, position: sql`case ${table.id} ${sql.join(branches, sql` `)} end` })
          .where(
            inArray(
              table.id,
              ofKind.map((item) => item.id),
            ),
          );
      }
    },

    /* ---- Publishing a chapter at once ---- */

    /** The chapter's draft tests without a question: they cannot be published as they are. */
    async draftTasksWithoutQuestions(chapterId: number) {
      return db
        .select({ id: tasks.id, title: tasks.title })
        .from(tasks)
        .where(
          and(
            eq(tasks.chapterId, chapterId),
            eq(tasks.status, 'draft'),
            notExists(
              db.select({ one: sql`1` }).from(questions).where(eq(questions.taskId, tasks.id)),
            ),
          ),
        )
        .orderBy(asc(tasks.position), asc(tasks.id));
    },

    /** Publishes every draft item of the chapter: the items published, per kind. */
    async publishDraftItems(chapterId: number) {
      const published = {
        lecture: [] as number[],
        task: [] as number[],
        mini_project: [] as number[],
      };
      for (const kind of ['lecture', 'task', 'mini_project'] as const) {
        const table = itemTables[kind];
        const rows = await db
          .update(table)
          .set({ status: 'published' })
          .where(and(eq(table.chapterId, chapterId), eq(table.status, 'draft')))
          .returning({ id: table.id });
        published[kind] = rows.map((row) => row.id);
      }
      return published;
    },

    /* ---- Deletion ---- */

    /**
     * Locks the lectures, tests and mini projects inside the scope, so that no student's
     * work on them (whose rows reference them) can be written until the deletion is done:
     * the impact counted is then the impact had.
     */
    async lockItemsOf(scope: ImpactScope): Promise<void> {
      const inScope = chapterIdsOf(scope);
      for (const table of [lectures, tasks, miniProjects]) {
        await db
          .select({ id: table.id })
          .from(table)
          .where(sql`${table.chapterId} in (${inScope})`)
          .for('update');
      }
    },

    /** What deleting the direction, subject or chapter would take away: one statement. */
    async impact(scope: ImpactScope): Promise<ImpactCounts> {
      const inScope = chapterIdsOf(scope);
      const lectureIds = sql`select ${lectures.id} from ${lectures} where ${lectures.chapterId} in (${inScope})`;
      const taskIds = sql`select ${tasks.id} from ${tasks} where ${tasks.chapterId} in (${inScope})`;
      const projectIds = sql`select ${miniProjects.id} from ${miniProjects} where ${miniProjects.chapterId} in (${inScope})`;
      const count = (query: SQL) => int(sql`select count(*) from (${query}) as counted`);
      const zero = int(sql`0`);
      const [row] = await db
        .select({
          subjects:
            scope.kind === 'direction'
              ? int(
                  sql`select count(*) from ${subjects} where ${subjects.directionId} = ${scope.id}`,
                )
              : zero,
          chapters: scope.kind === 'chapter' ? zero : count(inScope),
          lectures: count(lectureIds),
          tasks: count(taskIds),
          miniProjects: count(projectIds),
          enrolments:
            scope.kind === 'direction'
              ? int(
                  sql`select count(*) from ${enrolments} where ${enrolments.directionId} = ${scope.id}`,
                )
              : zero,
          studentsWithProgress: count(
            sql`select ${lectureAssignments.userId} from ${lectureAssignments} where ${lectureAssignments.lectureId} in (${lectureIds})
              union select ${taskAssignments.userId} from ${taskAssignments} where ${taskAssignments.taskId} in (${taskIds})
              union select ${projectAssignments.userId} from ${projectAssignments} where ${projectAssignments.miniProjectId} in (${projectIds})`,
          ),
          lectureCompletions: int(
            sql`select count(*) from ${lectureAssignments} where ${lectureAssignments.lectureId} in (${lectureIds}) and ${lectureAssignments.status} = 'completed'`,
          ),
          testAttempts: int(
            sql`select coalesce(sum(${taskAssignments.attempt}), 0) from ${taskAssignments} where ${taskAssignments.taskId} in (${taskIds})`,
          ),
          miniProjectSubmissions: int(
            sql`select count(*) from ${projectSubmissions} join ${projectAssignments} on ${projectAssignments.id} = ${projectSubmissions.projectAssignmentId} where ${projectAssignments.miniProjectId} in (${projectIds})`,
          ),
          certificates:
            scope.kind === 'direction'
              ? int(
                  sql`select count(*) from ${certificates} where ${certificates.directionId} = ${scope.id}`,
                )
              : scope.kind === 'subject'
                ? int(
                    sql`select count(*) from ${certificates} where ${certificates.subjectId} = ${scope.id}`,
                  )
                : zero,
        })
        .from(sql`(select 1) as one`);
      if (!row) throw new Error('Impact query returned no row');
      return row;
    },
  };
}

export type ImpactScope = { kind: 'direction' | 'subject' | 'chapter'; id: number };

export type ContentRepository = ReturnType<typeof createContentRepository>;
