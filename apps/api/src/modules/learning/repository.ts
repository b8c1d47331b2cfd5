import type {
  CourseType,
  LectureAssignment,
  LectureStatus,
  ReviewStatus,
  TaskStatus,
} from '@academy/contracts';
import { type AnyColumn, and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { jsonRows } from '../../db/json-rows.js';
import { preparedStatement } from '../../db/prepared.js';
import { allPublished } from '../../db/published.js';
import {
  chapters,
  directions,
  enrolments,
  files,
  lectureAssignments,
  lectureAttachments,
  lectures,
  miniProjects,
  projectAssignments,
  studentSubjectProgress,
  subjectContentCounts,
  subjects,
  taskAssignments,
  tasks,
} from '../../db/schema/index.js';
import { isEnrolledIn } from '../enrolments/index.js';

/*
 * The student's reads of learning content, each with the caller's own work joined in, of
 * published content only: an item counts and shows when it and every parent above it are
 * published (db/published.ts). Reads
 * of a whole subject or of every enrolled direction take a fixed number of statements however
 * much content there is (ARCHITECTURE.md, "Learning"; learning-statements.test.ts holds it).
 */

/** Counts behind a subject's progress, from the caller's own assignments. */
export interface SubjectCountsRow {
  totalLectureCount: number;
  totalTaskCount: number;
  totalMiniProjectCount: number;
  completedLectureCount: number;
  completedTaskCount: number;
  completedMiniProjectCount: number;
}

export interface DirectionRow {
  id: number;
  title: string;
  description: string;
  imageFileId: string | null;
  /** The caller's enrolment; null when they are not enrolled. */
  enrolment: { courseType: CourseType; enrolledAt: Date } | null;
  subjects: ({ id: number; title: string; description: string } & SubjectCountsRow)[];
}

export interface SubjectRow {
  id: number;
  title: string;
  description: string;
  directionId: number;
  directionTitle: string;
  /** The caller's enrolment in the subject's direction; null when they are not enrolled. */
  enrolledAt: Date | null;
}

/** A subject's page: the subject and everything in it, with the caller's work. */
export interface SubjectPageRow {
  subject: SubjectRow;
  chapters: ChapterRow[];
  lectures: LectureItemRow[];
  tasks: TaskItemRow[];
  miniProjects: MiniProjectItemRow[];
}

export interface ChapterRow {
  id: number;
  title: string;
  position: number;
}

export interface LectureItemRow {
  id: number;
  chapterId: number;
  title: string;
  assignment: { id: number; status: LectureStatus } | null;
}

export interface TaskItemRow {
  id: number;
  chapterId: number;
  chapterPosition: number;
  chapterTitle: string;
  title: string;
  dueDays: number | null;
  assignment: {
    id: number;
    status: TaskStatus;
    reviewStatus: ReviewStatus;
    attempt: number;
  } | null;
}

export interface MiniProjectItemRow {
  id: number;
  chapterId: number;
  chapterPosition: number;
  chapterTitle: string;
  title: string;
  dueDays: number | null;
  assignment: { id: number; reviewStatus: ReviewStatus } | null;
}

export interface LectureRow {
  id: number;
  title: string;
  content: string;
  videoUrl: string | null;
  chapterId: number;
  chapterTitle: string;
  subjectId: number;
  subjectTitle: string;
  enrolled: boolean;
}

export interface LectureLinkRow {
  id: number;
  title: string;
}

export interface LectureAttachmentRow {
  id: string;
  name: string;
  size: number;
  contentType: string;
}

/** A lecture's page: the lecture, its neighbours and files, and the caller's assignment. */
export interface LecturePageRow extends LectureRow {
  previous: LectureLinkRow | null;
  next: LectureLinkRow | null;
  attachments: LectureAttachmentRow[];
  /** The caller's, as the opening this read recorded left it; null when not enrolled. */
  assignment: { id: number; status: LectureStatus } | null;
  /**
   * When the caller last opened this lecture, now their latest opening: the time this read
   * recorded, or the one it found within `REOPENING_WINDOW_MS`. Null when not enrolled.
   */
  latestOpeningAt: Date | null;
}

export interface LastOpenedLectureRow {
  id: number;
  title: string;
  status: LectureStatus;
  subjectId: number;
  subjectTitle: string;
  directionTitle: string;
}

/**
 * A test or mini project of a subject the caller is enrolled in, with the caller's
 * enrolment and assignment (GET homework).
 */
export interface WorkItemRow {
  kind: 'task' | 'mini-project';
  id: number;
  title: string;
  dueDays: number | null;
  chapterTitle: string;
  subjectId: number;
  subjectTitle: string;
  directionTitle: string;
  enrolledAt: Date;
  status: TaskStatus | null;
  reviewStatus: ReviewStatus | null;
  attempt: number | null;
}

const int = (value: SQL) => sql<number>`(${value})::int`.mapWith(Number);

/** A lecture and its chapter, subject and direction all published (joined by the read). */
const publishedLecture = allPublished(
  lectures.status,
  chapters.status,
  subjects.status,
  directions.status,
);

/** The caller, in every prepared learning read. */
const user = sql.placeholder('userId');

/**
 * Directions with their subjects and the user's counts, in one statement. `enrolled`: the
 * user's enrolled directions that have subjects (the list); `one`: the direction of the
 * `directionId` placeholder, with the enrolment if there is one and its subjects if any.
 */
function directionsQuery(db: Executor, filter: 'enrolled' | 'one') {
  const enrolment = and(eq(enrolments.directionId, directions.id), eq(enrolments.userId, user));
  // The user's counts, kept per subject by the database (studentSubjectProgress).
  const progressOfUser = and(
    eq(studentSubjectProgress.subjectId, subjects.id),
    eq(studentSubjectProgress.userId, user),
  );
  const publishedSubject = and(
    eq(subjects.directionId, directions.id),
    allPublished(subjects.status),
  );
  const columns = {
    id: directions.id,
    title: directions.title,
    description: directions.description,
    imageFileId: directions.imageFileId,
    courseType: enrolments.courseType,
    enrolledAt: enrolments.enrolledAt,
    subjectId: subjects.id,
    subjectTitle: subjects.title,
    subjectDescription: subjects.description,
    totalLectureCount: subjectContentCounts.lectures,
    completedLectureCount: int(sql`coalesce(${studentSubjectProgress.completedLectures}, 0)`),
    totalTaskCount: subjectContentCounts.tasks,
    completedTaskCount: int(sql`coalesce(${studentSubjectProgress.passedTasks}, 0)`),
    totalMiniProjectCount: subjectContentCounts.miniProjects,
    completedMiniProjectCount: int(sql`coalesce(${studentSubjectProgress.passedMiniProjects}, 0)`),
  };
  const order = [
    asc(directions.position),
    asc(directions.id),
    asc(subjects.position),
    asc(subjects.id),
  ];
  return filter === 'enrolled'
    ? db
        .select(columns)
        .from(directions)
        .innerJoin(enrolments, enrolment)
        .innerJoin(subjects, publishedSubject)
        .leftJoin(subjectContentCounts, eq(subjectContentCounts.subjectId, subjects.id))
        .leftJoin(studentSubjectProgress, progressOfUser)
        .where(allPublished(directions.status))
        .orderBy(...order)
    : db
        .select(columns)
        .from(directions)
        .leftJoin(enrolments, enrolment)
        .leftJoin(subjects, publishedSubject)
        .leftJoin(subjectContentCounts, eq(subjectContentCounts.subjectId, subjects.id))
        .leftJoin(studentSubjectProgress, progressOfUser)
        .where(
          and(eq(directions.id, sql.placeholder('directionId')), allPublished(directions.status)),
        )
        .orderBy(...order);
}

const enrolledDirections = preparedStatement('learning_enrolled_directions', (db, name) =>
  directionsQuery(db, 'enrolled').prepare(name),
);

const oneDirection = preparedStatement('learning_direction', (db, name) =>
  directionsQuery(db, 'one').prepare(name),
);

type DirectionsQueryRow = Awaited<
  ReturnType<ReturnType<typeof enrolledDirections>['execute']>
>[number];

/** The rows of `directionsQuery`, one per direction and subject, as directions. */
function groupDirections(rows: readonly DirectionsQueryRow[]): DirectionRow[] {
  const byId = new Map<number, DirectionRow>();
  for (const row of rows) {
    let direction = byId.get(row.id);
    if (!direction) {
      direction = {
        id: row.id,
        title: row.title,
        description: row.description,
        imageFileId: row.imageFileId,
        enrolment:
          row.courseType !== null && row.enrolledAt !== null
            ? { courseType: row.courseType, enrolledAt: row.enrolledAt }
            : null,
        subjects: [],
      };
      byId.set(row.id, direction);
    }
    if (row.subjectId === null) continue;
    direction.subjects.push({
      id: row.subjectId,
      title: row.subjectTitle ?? '',
      description: row.subjectDescription ?? '',
      totalLectureCount: row.totalLectureCount ?? 0,
      completedLectureCount: row.completedLectureCount ?? 0,
      totalTaskCount: row.totalTaskCount ?? 0,
      completedTaskCount: row.completedTaskCount ?? 0,
      totalMiniProjectCount: row.totalMiniProjectCount ?? 0,
      completedMiniProjectCount: row.completedMiniProjectCount ?? 0,
    });
  }
  return [...byId.values()];
}

/*
 * The reads of a subject page and a lecture page, prepared once (db/prepared.ts): the
 * student area's most frequent calls.
 */
/** Chapters of the outer query's subject that are published, and their course order. */
const ofSubject = and(eq(chapters.subjectId, subjects.id), allPublished(chapters.status));
const inCourseOrder = (item: { position: AnyColumn; id: AnyColumn }) =>
  sql`${chapters.position}, ${chapters.id}, ${item.position}, ${item.id}`;

/**
 * A subject's page in one statement, however much it holds: the subject, its direction and
 * the caller's enrolment, and its chapters, lectures, tests and mini projects in course
 * order, each item with the caller's assignment, as JSON arrays PostgreSQL builds. Prepared
 * once (db/prepared.ts).
 */
const subjectPage = preparedStatement('learning_subject_page', (db, name) =>
  db
    .select({
      id: subjects.id,
      title: subjects.title,
      description: subjects.description,
      directionId: directions.id,
      directionTitle: directions.title,
      enrolledAt: enrolments.enrolledAt,
      chapters: sql<unknown>`(select ${jsonRows(
        { id: chapters.id, title: chapters.title, position: chapters.position },
        sql`${chapters.position}, ${chapters.id}`,
      )} from ${chapters} where ${ofSubject})`,
      lectures: sql<unknown>`(select ${jsonRows(
        {
          id: lectures.id,
          chapterId: lectures.chapterId,
          title: lectures.title,
          assignmentId: lectureAssignments.id,
          status: lectureAssignments.status,
        },
        inCourseOrder(lectures),
      )} from ${lectures}
        inner join ${chapters} on ${eq(chapters.id, lectures.chapterId)}
        left join ${lectureAssignments} on ${and(eq(lectureAssignments.lectureId, lectures.id), eq(lectureAssignments.userId, user))}
        where ${and(ofSubject, allPublished(lectures.status))})`,
      tasks: sql<unknown>`(select ${jsonRows(
        {
          id: tasks.id,
          chapterId: tasks.chapterId,
          chapterPosition: chapters.position,
          chapterTitle: chapters.title,
          title: tasks.title,
          dueDays: tasks.dueDays,
          assignmentId: taskAssignments.id,
          status: taskAssignments.status,
          reviewStatus: taskAssignments.reviewStatus,
          attempt: taskAssignments.attempt,
        },
        inCourseOrder(tasks),
      )} from ${tasks}
        inner join ${chapters} on ${eq(chapters.id, tasks.chapterId)}
        left join ${taskAssignments} on ${and(eq(taskAssignments.taskId, tasks.id), eq(taskAssignments.userId, user))}
        where ${and(ofSubject, allPublished(tasks.status))})`,
      miniProjects: sql<unknown>`(select ${jsonRows(
        {
          id: miniProjects.id,
          chapterId: miniProjects.chapterId,
          chapterPosition: chapters.position,
          chapterTitle: chapters.title,
          title: miniProjects.title,
          dueDays: miniProjects.dueDays,
          assignmentId: projectAssignments.id,
          reviewStatus: projectAssignments.reviewStatus,
        },
        inCourseOrder(miniProjects),
      )} from ${miniProjects}
        inner join ${chapters} on ${eq(chapters.id, miniProjects.chapterId)}
        left join ${projectAssignments} on ${and(eq(projectAssignments.miniProjectId, miniProjects.id), eq(projectAssignments.userId, user))}
        where ${and(ofSubject, allPublished(miniProjects.status))})`,
    })
    .from(subjects)
    .innerJoin(directions, eq(directions.id, subjects.directionId))
    .leftJoin(
      enrolments,
      and(eq(enrolments.directionId, directions.id), eq(enrolments.userId, user)),
    )
    .where(
      and(
        eq(subjects.id, sql.placeholder('subjectId')),
        allPublished(subjects.status, directions.status),
      ),
    )
    .prepare(name),
);

/** The rows PostgreSQL built as JSON for `subjectPage`: the items with the assignment flat. */
type LectureJson = Omit<LectureItemRow, 'assignment'> & {
  assignmentId: number | null;
  status: LectureStatus | null;
};
type TaskJson = Omit<TaskItemRow, 'assignment'> & {
  assignmentId: number | null;
  status: TaskStatus | null;
  reviewStatus: ReviewStatus | null;
  attempt: number | null;
};
type MiniProjectJson = Omit<MiniProjectItemRow, 'assignment'> & {
  assignmentId: number | null;
  reviewStatus: ReviewStatus | null;
};

function lectureItem({ assignmentId, status, ...lecture }: LectureJson): LectureItemRow {
  return {
    ...lecture,
    assignment: assignmentId !== null && status !== null ? { id: assignmentId, status } : null,
  };
}

function taskItem({ assignmentId, status, reviewStatus, attempt, ...task }: TaskJson): TaskItemRow {
  return {
    ...task,
    assignment:
      assignmentId !== null && status !== null && reviewStatus !== null && attempt !== null
        ? { id: assignmentId, status, reviewStatus, attempt }
        : null,
  };
}

function miniProjectItem({
  assignmentId,
  reviewStatus,
  ...project
}: MiniProjectJson): MiniProjectItemRow {
  return {
    ...project,
    assignment:
      assignmentId !== null && reviewStatus !== null ? { id: assignmentId, reviewStatus } : null,
  };
}

/** The lecture's neighbours are read from other rows of the same tables. */
const otherLectures = alias(lectures, 'other_lectures');
const otherChapters = alias(chapters, 'other_chapters');
/** The caller's assignment as it was before the read (the statement's snapshot). */
const existing = alias(lectureAssignments, 'existing');
const latestOpening = alias(lectureAssignments, 'latest_opening');

/**
 * Reading again, within this window, the lecture that is already the caller's latest opening
 * writes nothing: where to continue stays the same, and a reload or a second tab costs no
 * commit. Any other opening is recorded at once.
 */
export const REOPENING_WINDOW_MS = 60_000;
const REOPENING_WINDOW = sql.raw(`interval '${REOPENING_WINDOW_MS} milliseconds'`);

/**
 * A lecture's page in one statement: the lecture with its chapter and subject, whether the
 * caller is enrolled, the lectures before and after it in its subject's order across
 * chapters, and its files, as JSON PostgreSQL builds. When the caller is enrolled, the same
 * statement records the opening (`opened`): the first creates the assignment in progress,
 * every one moves `last_opened_at` (but for `REOPENING_WINDOW`), and a completed lecture
 * stays completed. The assignment answered is the one recorded, else the `existing` one.
 * Prepared once (db/prepared.ts).
 */
const lecturePage = preparedStatement('learning_lecture_page', (db, name) => {
  const lectureId = sql.placeholder('lectureId');
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  // The insert's select is written out: drizzle's insert-from-select wants every column.
  const opened = db
    .$with('opened', {
      id: lectureAssignments.id,
      status: lectureAssignments.status,
      lastOpenedAt: lectureAssignments.lastOpenedAt,
    })
    .as(
      sql`insert into ${lectureAssignments} (${sql.identifier(lectureAssignments.userId.name)}, ${sql.identifier(lectureAssignments.lectureId.name)}, ${sql.identifier(lectureAssignments.status.name)}, ${sql.identifier(lectureAssignments.lastOpenedAt.name)})
      select ${user}::int, ${lectures.id}, 'in_progress', ${now}
      from ${lectures}
      inner join ${chapters} on ${eq(chapters.id, lectures.chapterId)}
      inner join ${subjects} on ${eq(subjects.id, chapters.subjectId)}
      inner join ${directions} on ${eq(directions.id, subjects.directionId)}
      where ${and(eq(lectures.id, lectureId), publishedLecture, isEnrolledIn(user, subjects.directionId))}
        and not exists (select 1 from ${lectureAssignments} ${latestOpening} where ${and(
          eq(latestOpening.userId, user),
          eq(latestOpening.lectureId, lectures.id),
          sql`${latestOpening.status} <> 'not_started'`,
          sql`${latestOpening.lastOpenedAt} > ${now} - ${REOPENING_WINDOW}`,
          sql`${latestOpening.lastOpenedAt} = (select max(${lectureAssignments.lastOpenedAt}) from ${lectureAssignments} where ${eq(lectureAssignments.userId, user)})`,
        )})
      on conflict (${sql.identifier(lectureAssignments.userId.name)}, ${sql.identifier(lectureAssignments.lectureId.name)}) do update set
        ${sql.identifier(lectureAssignments.lastOpenedAt.name)} = excluded.${sql.identifier(lectureAssignments.lastOpenedAt.name)},
        ${sql.identifier(lectureAssignments.updatedAt.name)} = excluded.${sql.identifier(lectureAssignments.lastOpenedAt.name)},
        ${sql.identifier(lectureAssignments.status.name)} = case when ${lectureAssignments.status} = 'not_started' then 'in_progress' else ${lectureAssignments.status} end
      returning ${lectureAssignments.id}, ${lectureAssignments.status}, ${lectureAssignments.lastOpenedAt}`,
    );
  const courseOrder = sql`over (order by ${otherChapters.position}, ${otherChapters.id}, ${otherLectures.position}, ${otherLectures.id})`;
  const ordered = db
    .select({
      id: otherLectures.id,
      previousId: sql`lag(${otherLectures.id}) ${courseOrder}`.as('previous_id'),
      previousTitle: sql`lag(${otherLectures.title}) ${courseOrder}`.as('previous_title'),
      nextId: sql`lead(${otherLectures.id}) ${courseOrder}`.as('next_id'),
      nextTitle: sql`lead(${otherLectures.title}) ${courseOrder}`.as('next_title'),
    })
    .from(otherLectures)
    .innerJoin(otherChapters, eq(otherChapters.id, otherLectures.chapterId))
    .where(
      and(
        eq(otherChapters.subjectId, subjects.id),
        allPublished(otherChapters.status, otherLectures.status),
      ),
    )
    .as('ordered');
  const neighbours = sql<unknown>`(select json_build_object('previousId', ${ordered.previousId}, 'previousTitle', ${ordered.previousTitle}, 'nextId', ${ordered.nextId}, 'nextTitle', ${ordered.nextTitle})
    from ${ordered} where ${eq(ordered.id, lectures.id)})`;
  const attachments = sql<unknown>`(select ${jsonRows(
    {
      id: lectureAttachments.fileId,
      name: lectureAttachments.name,
      size: files.size,
      contentType: files.contentType,
    },
    sql`${lectureAttachments.position}, ${lectureAttachments.id}`,
  )} from ${lectureAttachments}
    inner join ${files} on ${eq(files.id, lectureAttachments.fileId)}
    where ${eq(lectureAttachments.lectureId, lectures.id)})`;
  return db
    .with(opened)
    .select({
      id: lectures.id,
      title: lectures.title,
      content: lectures.content,
      videoUrl: lectures.videoUrl,
      chapterId: chapters.id,
      chapterTitle: chapters.title,
      subjectId: subjects.id,
      subjectTitle: subjects.title,
      enrolled: isEnrolledIn(user, subjects.directionId),
      assignmentId: sql<number | null>`coalesce(${opened.id}, ${existing.id})`,
      assignmentStatus: sql<LectureStatus | null>`coalesce(${opened.status}, ${existing.status})`,
      latestOpeningAt:
        sql<Date | null>`coalesce(${opened.lastOpenedAt}, ${existing.lastOpenedAt})`.mapWith(
          lectureAssignments.lastOpenedAt,
        ),
      neighbours,
      attachments,
    })
    .from(lectures)
    .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
    .innerJoin(directions, eq(directions.id, subjects.directionId))
    .leftJoin(opened, sql`true`)
    .leftJoin(existing, and(eq(existing.lectureId, lectures.id), eq(existing.userId, user)))
    .where(and(eq(lectures.id, lectureId), publishedLecture))
    .prepare(name);
});

/** The neighbours `lecturePage` built as JSON; null when the lecture is not in the order. */
interface NeighboursJson {
  previousId: number | null;
  previousTitle: string | null;
  nextId: number | null;
  nextTitle: string | null;
}

const lectureLink = (id: number | null | undefined, title: string | null | undefined) =>
  id === null || id === undefined ? null : { id, title: title ?? '' };

/**
 * Every published test and mini project of the directions the caller is enrolled in, with
 * the caller's assignment, in course order: one statement (a union of the two kinds),
 * however many subjects and items there are. Prepared once (db/prepared.ts).
 */
const enrolledWork = preparedStatement('learning_enrolled_work', (db, name) => {
  const publishedPath = allPublished(chapters.status, subjects.status, directions.status);
  const common = {
    chapterTitle: chapters.title,
    subjectId: sql<number>`${subjects.id}`.as('subject_id'),
    subjectTitle: subjects.title,
    directionTitle: directions.title,
    enrolledAt: enrolments.enrolledAt,
    // Named, as the union's order refers to them by name.
    directionPosition: sql<number>`${directions.position}`.as('direction_position'),
    directionId: sql<number>`${directions.id}`.as('direction_id'),
    subjectPosition: sql<number>`${subjects.position}`.as('subject_position'),
    chapterPosition: sql<number>`${chapters.position}`.as('chapter_position'),
    chapterId: sql<number>`${chapters.id}`.as('chapter_id'),
  };
  const taskRows = db
    .select({
      kind: sql<'task' | 'mini-project'>`'task'`.as('kind'),
      id: sql<number>`${tasks.id}`.as('item_id'),
      title: tasks.title,
      dueDays: tasks.dueDays,
      ...common,
      itemPosition: sql<number>`${tasks.position}`.as('item_position'),
      status: sql<TaskStatus | null>`${taskAssignments.status}::text`.as('status'),
      reviewStatus: sql<ReviewStatus | null>`${taskAssignments.reviewStatus}::text`.as(
        'review_status',
      ),
      attempt: sql<number | null>`${taskAssignments.attempt}`.as('attempt'),
    })
    .from(tasks)
    .innerJoin(chapters, eq(chapters.id, tasks.chapterId))
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
    .innerJoin(directions, eq(directions.id, subjects.directionId))
    .innerJoin(
      enrolments,
      and(eq(enrolments.directionId, directions.id), eq(enrolments.userId, user)),
    )
    .leftJoin(
      taskAssignments,
      and(eq(taskAssignments.taskId, tasks.id), eq(taskAssignments.userId, user)),
    )
    .where(and(allPublished(tasks.status), publishedPath));
  const projectRows = db
    .select({
      kind: sql<'task' | 'mini-project'>`'mini-project'`.as('kind'),
      id: sql<number>`${miniProjects.id}`.as('item_id'),
      title: miniProjects.title,
      dueDays: miniProjects.dueDays,
      ...common,
      itemPosition: sql<number>`${miniProjects.position}`.as('item_position'),
      status: sql<TaskStatus | null>`null`.as('status'),
      reviewStatus: sql<ReviewStatus | null>`${projectAssignments.reviewStatus}::text`.as(
        'review_status',
      ),
      attempt: sql<number | null>`null::int`.as('attempt'),
    })
    .from(miniProjects)
    .innerJoin(chapters, eq(chapters.id, miniProjects.chapterId))
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
    .innerJoin(directions, eq(directions.id, subjects.directionId))
    .innerJoin(
      enrolments,
      and(eq(enrolments.directionId, directions.id), eq(enrolments.userId, user)),
    )
    .leftJoin(
      projectAssignments,
      and(
        eq(projectAssignments.miniProjectId, miniProjects.id),
        eq(projectAssignments.userId, user),
      ),
    )
    .where(and(allPublished(miniProjects.status), publishedPath));
  return taskRows
    .unionAll(projectRows)
    .orderBy(
      sql`direction_position, direction_id, subject_position, subject_id, chapter_position, chapter_id, kind desc, item_position, item_id`,
    )
    .prepare(name);
});

const lectureAttachmentsRead = preparedStatement('learning_lecture_attachments', (db, name) =>
  db
    .select({
      id: lectureAttachments.fileId,
      name: lectureAttachments.name,
      size: files.size,
      contentType: files.contentType,
    })
    .from(lectureAttachments)
    .innerJoin(files, eq(files.id, lectureAttachments.fileId))
    .where(eq(lectureAttachments.lectureId, sql.placeholder('lectureId')))
    .orderBy(asc(lectureAttachments.position), asc(lectureAttachments.id))
    .prepare(name),
);

/**
 * PATCH lectures/{id} in one statement: the lecture completed for the caller, creating the
 * assignment if it was never opened, when it is published and the caller is enrolled in its
 * direction; and whether it is there for the caller, which the service turns into 404/403.
 * The first completion's time stays: completing again changes nothing but `updated_at`.
 * Prepared (db/prepared.ts): in the write's transaction drizzle builds it again, but each
 * pooled connection parses and plans it once.
 */
const completeLecture = preparedStatement('learning_complete_lecture', (db, name) => {
  const lectureId = sql.placeholder('lectureId');
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const column = (c: { name: string }) => sql.identifier(c.name);
  // The insert's select is written out, as the lecture page's opening is (lecturePage).
  const completed = db
    .$with('completed', { id: lectureAssignments.id, status: lectureAssignments.status })
    .as(
      sql`insert into ${lectureAssignments} (${column(lectureAssignments.userId)}, ${column(lectureAssignments.lectureId)}, ${column(lectureAssignments.status)}, ${column(lectureAssignments.completedAt)})
      select ${user}::int, ${lectures.id}, 'completed', ${now}
      from ${lectures}
      inner join ${chapters} on ${eq(chapters.id, lectures.chapterId)}
      inner join ${subjects} on ${eq(subjects.id, chapters.subjectId)}
      inner join ${directions} on ${eq(directions.id, subjects.directionId)}
      where ${and(eq(lectures.id, lectureId), publishedLecture, isEnrolledIn(user, subjects.directionId))}
      on conflict (${column(lectureAssignments.userId)}, ${column(lectureAssignments.lectureId)}) do update set
        ${column(lectureAssignments.status)} = 'completed',
        ${column(lectureAssignments.completedAt)} = coalesce(${lectureAssignments.completedAt}, excluded.${column(lectureAssignments.completedAt)}),
        ${column(lectureAssignments.updatedAt)} = ${now}
      returning ${lectureAssignments.id}, ${lectureAssignments.status}`,
    );
  return db
    .with(completed)
    .select({
      enrolled: isEnrolledIn(user, subjects.directionId),
      id: sql<number | null>`${completed.id}`,
      status: sql<LectureStatus | null>`${completed.status}`,
    })
    .from(lectures)
    .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
    .innerJoin(directions, eq(directions.id, subjects.directionId))
    .leftJoin(completed, sql`true`)
    .where(and(eq(lectures.id, lectureId), publishedLecture))
    .prepare(name);
});

export function createLearningRepository(db: Executor) {
  return {
    /** The directions the user is enrolled in that have subjects, with the user's counts. */
    async enrolledDirections(userId: number): Promise<DirectionRow[]> {
      return groupDirections(await enrolledDirections(db).execute({ userId }));
    },

    /** One direction with its subjects and the user's enrolment (null if it does not exist). */
    async direction(userId: number, directionId: number): Promise<DirectionRow | null> {
      const [row] = groupDirections(await oneDirection(db).execute({ userId, directionId }));
      return row ?? null;
    },

    /** A subject's page (`subjectPage`), or null when there is no such published subject. */
    async subjectPage(userId: number, subjectId: number): Promise<SubjectPageRow | null> {
      const [row] = await subjectPage(db).execute({ userId, subjectId });
      if (!row) return null;
      const {
        chapters: chapterList,
        lectures: lectureList,
        tasks: taskList,
        miniProjects: projectList,
        ...subject
      } = row;
      return {
        subject,
        chapters: chapterList as ChapterRow[],
        lectures: (lectureList as LectureJson[]).map(lectureItem),
        tasks: (taskList as TaskJson[]).map(taskItem),
        miniProjects: (projectList as MiniProjectJson[]).map(miniProjectItem),
      };
    },

    /**
     * A lecture's page (`lecturePage`), or null when there is no such published lecture. An
     * enrolled caller's opening is recorded by the same statement: `assignment` is theirs.
     */
    async lecturePage(
      userId: number,
      lectureId: number,
      now: Date,
    ): Promise<LecturePageRow | null> {
      const [row] = await lecturePage(db).execute({ userId, lectureId, now: now.toISOString() });
      if (!row) return null;
      const {
        assignmentId,
        assignmentStatus,
        latestOpeningAt,
        neighbours,
        attachments,
        ...lecture
      } = row;
      const links = neighbours as NeighboursJson | null;
      return {
        ...lecture,
        assignment:
          assignmentId !== null && assignmentStatus !== null
            ? { id: assignmentId, status: assignmentStatus }
            : null,
        latestOpeningAt,
        previous: lectureLink(links?.previousId, links?.previousTitle),
        next: lectureLink(links?.nextId, links?.nextTitle),
        attachments: attachments as LectureAttachmentRow[],
      };
    },

    /** The lecture's files, in order, with their stored size and type. */
    attachments(lectureId: number) {
      return lectureAttachmentsRead(db).execute({ lectureId });
    },

    /**
     * Marks the lecture completed (completeLecture above): null for an unknown or
     * unpublished lecture, `enrolled: false` (and nothing written) outside the caller's
     * directions.
     */
    async completeLecture(
      userId: number,
      lectureId: number,
      now: Date,
    ): Promise<{ enrolled: boolean; assignment: LectureAssignment | null } | null> {
      const [row] = await completeLecture(db).execute({
        userId,
        lectureId,
        now: now.toISOString(),
      });
      if (!row) return null;
      const assignment =
        row.id !== null && row.status !== null ? { id: row.id, status: row.status } : null;
      return { enrolled: row.enrolled, assignment };
    },

    /** The tests and mini projects of every direction the user is enrolled in (GET homework). */
    async enrolledWork(userId: number): Promise<WorkItemRow[]> {
      const rows = await enrolledWork(db).execute({ userId });
      return rows.map((row) => ({
        kind: row.kind,
        id: row.id,
        title: row.title,
        dueDays: row.dueDays,
        chapterTitle: row.chapterTitle,
        subjectId: row.subjectId,
        subjectTitle: row.subjectTitle,
        directionTitle: row.directionTitle,
        enrolledAt: new Date(row.enrolledAt),
        status: row.status,
        reviewStatus: row.reviewStatus,
        attempt: row.attempt,
      }));
    },

    /** The user's most recently opened lecture in a direction they are still enrolled in. */
    async lastOpenedLecture(userId: number): Promise<LastOpenedLectureRow | null> {
      const [row] = await db
        .select({
          id: lectures.id,
          title: lectures.title,
          status: lectureAssignments.status,
          subjectId: subjects.id,
          subjectTitle: subjects.title,
          directionTitle: directions.title,
        })
        .from(lectureAssignments)
        .innerJoin(lectures, eq(lectures.id, lectureAssignments.lectureId))
        .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
        .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
        .innerJoin(directions, eq(directions.id, subjects.directionId))
        .where(
          and(
            eq(lectureAssignments.userId, userId),
            isNotNull(lectureAssignments.lastOpenedAt),
            isEnrolledIn(userId, subjects.directionId),
            publishedLecture,
          ),
        )
        .orderBy(desc(lectureAssignments.lastOpenedAt), desc(lectureAssignments.id))
        .limit(1);
      return row ?? null;
    },

    /**
     * The first lecture of the subject the user has not completed, in course order after the
     * given lecture, else the first before it; null when every one is completed.
     */
    async nextOpenLecture(
      userId: number,
      subjectId: number,
      afterLectureId: number,
    ): Promise<LastOpenedLectureRow | null> {
      const after = alias(lectures, 'after_lecture');
      const afterChapter = alias(chapters, 'after_chapter');
      const afterPlace = db
        .select({
          place: sql`array[${afterChapter.position}, ${afterChapter.id}, ${after.position}, ${after.id}]`,
        })
        .from(after)
        .innerJoin(afterChapter, eq(afterChapter.id, after.chapterId))
        .where(eq(after.id, afterLectureId));
      const place = sql`array[${chapters.position}, ${chapters.id}, ${lectures.position}, ${lectures.id}]`;
      const [row] = await db
        .select({
          id: lectures.id,
          title: lectures.title,
          status: sql<LectureStatus>`coalesce(${lectureAssignments.status}, 'not_started')`,
          subjectId: subjects.id,
          subjectTitle: subjects.title,
          directionTitle: directions.title,
        })
        .from(lectures)
        .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
        .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
        .innerJoin(directions, eq(directions.id, subjects.directionId))
        .leftJoin(
          lectureAssignments,
          and(eq(lectureAssignments.lectureId, lectures.id), eq(lectureAssignments.userId, userId)),
        )
        .where(
          and(
            eq(subjects.id, subjectId),
            publishedLecture,
            sql`${lectureAssignments.status} is distinct from 'completed'`,
          ),
        )
        .orderBy(
          sql`case when ${place} > (${afterPlace}) then 0 else 1 end`,
          asc(chapters.position),
          asc(chapters.id),
          asc(lectures.position),
          asc(lectures.id),
        )
        .limit(1);
      return row ?? null;
    },
  };
}

export type LearningRepository = ReturnType<typeof createLearningRepository>;
