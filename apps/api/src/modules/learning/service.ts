import {
  type Chapter,
  type Direction,
  endpoints,
  type HomeworkItem,
  type HomeworkResponse,
  isHomeworkOpen,
  isTaskPassed,
  type LastOpenedLectureResponse,
  type LectureAssignment,
  type LectureResponse,
  type MyHomeworkResponse,
  miniProjectItemState,
  progressPercent,
  type SubjectProgress,
  type SubjectResponse,
  taskItemState,
} from '@academy/contracts';
import type { Database } from '../../db/client.js';
import { STUDENT_WRITE, type UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import type { SerialisedJson } from '../../lib/serialised-json.js';
import { type CredentialSigner, issueDueCertificates } from '../certificates/index.js';
import type { LearningAnswers } from './answers-cache.js';
import { dueDate } from './due-date.js';
import { openWork } from './open-work.js';
import {
  createLearningRepository,
  type DirectionRow,
  type MiniProjectItemRow,
  REOPENING_WINDOW_MS,
  type SubjectCountsRow,
  type SubjectPageRow,
  type SubjectRow,
  type TaskItemRow,
} from './repository.js';

const withProgress = (counts: SubjectCountsRow): SubjectProgress => ({
  ...counts,
  progress: progressPercent(counts),
});

/**
 * Content that does not exist is a 404; content in a direction the caller is not enrolled in
 * a 403 (ARCHITECTURE.md, "Learning").
 */
function accessible<T, E extends T>(row: T | null, enrolled: (row: T) => row is E): E;
function accessible<T>(row: T | null, enrolled: (row: T) => boolean): T;
function accessible<T>(row: T | null, enrolled: (row: T) => boolean): T {
  if (!row) throw notFound();
  if (!enrolled(row)) throw forbidden();
  return row;
}

type Enrolled<T, K extends keyof T> = T & { [P in K]: NonNullable<T[P]> };

const hasEnrolment = (row: DirectionRow): row is Enrolled<DirectionRow, 'enrolment'> =>
  row.enrolment !== null;
const isEnrolledInSubject = (
  page: SubjectPageRow,
): page is SubjectPageRow & { subject: Enrolled<SubjectRow, 'enrolledAt'> } =>
  page.subject.enrolledAt !== null;

function directionResponse(row: Enrolled<DirectionRow, 'enrolment'>): Direction {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    file: row.imageFileId ? { id: row.imageFileId } : null,
    courseType: row.enrolment.courseType,
    enrolledAt: row.enrolment.enrolledAt.toISOString(),
    subjects: row.subjects.map((subject) => ({ ...subject, ...withProgress(subject) })),
  };
}

function taskState(task: TaskItemRow) {
  return taskItemState(task.assignment);
}

function miniProjectState(project: MiniProjectItemRow) {
  return miniProjectItemState(project.assignment);
}

export function createLearningService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  credentialSigner: CredentialSigner;
  now: Clock;
  /** Answers kept while the database announces changes to them (answers-cache.ts). */
  answers: LearningAnswers;
}) {
  const repository = createLearningRepository(deps.db);
  const { remembered } = deps.answers;

  /** The subject's page for an enrolled caller, or the 404/403 the caller gets instead. */
  async function enrolledSubjectPage(userId: number, subjectId: number) {
    return accessible(await repository.subjectPage(userId, subjectId), isEnrolledInSubject);
  }

  /** The subject's page for an enrolled caller, built from its one statement. */
  async function subjectPage(userId: number, subjectId: number): Promise<SubjectResponse> {
    const {
      subject,
      chapters: chapterRows,
      lectures: lectureRows,
      tasks: taskRows,
      miniProjects: projectRows,
    } = await enrolledSubjectPage(userId, subjectId);

    const chapters = new Map<number, Chapter>(
      chapterRows.map((chapter) => [
        chapter.id,
        { ...chapter, lectures: [], tasks: [], miniProjects: [] },
      ]),
    );
    for (const lecture of lectureRows) {
      chapters.get(lecture.chapterId)?.lectures.push({
        id: lecture.id,
        title: lecture.title,
        lectureAssignments: lecture.assignment ? [lecture.assignment] : [],
      });
    }
    for (const task of taskRows) {
      const { assignment } = task;
      chapters.get(task.chapterId)?.tasks.push({
        id: task.id,
        title: task.title,
        state: taskState(task),
        dueAt: dueDate(subject.enrolledAt, task.dueDays)?.toISOString() ?? null,
        assignment: assignment
          ? {
              id: assignment.id,
              status: assignment.status,
              reviewStatus: assignment.reviewStatus,
              attempt: assignment.attempt,
            }
          : null,
      });
    }
    for (const project of projectRows) {
      chapters.get(project.chapterId)?.miniProjects.push({
        id: project.id,
        title: project.title,
        state: miniProjectState(project),
        dueAt: dueDate(subject.enrolledAt, project.dueDays)?.toISOString() ?? null,
        projectAssignments: project.assignment ? [project.assignment] : [],
      });
    }

    // The counts GET directions reads from those the database keeps per subject (repository.ts,
    // `directionsQuery`), counted here from the page's own rows.
    const counts = withProgress({
      totalLectureCount: lectureRows.length,
      completedLectureCount: lectureRows.filter(
        (lecture) => lecture.assignment?.status === 'completed',
      ).length,
      totalTaskCount: taskRows.length,
      completedTaskCount: taskRows.filter(
        (task) => task.assignment && isTaskPassed(task.assignment),
      ).length,
      totalMiniProjectCount: projectRows.length,
      completedMiniProjectCount: projectRows.filter(
        (project) => project.assignment?.reviewStatus === 'passed',
      ).length,
    });
    return {
      id: subject.id,
      title: subject.title,
      description: subject.description,
      directionId: subject.directionId,
      directionTitle: subject.directionTitle,
      ...counts,
      chapters: [...chapters.values()],
    };
  }

  return {
    /** GET directions: enrolled directions that have subjects, with the caller's progress. */
    async directions(userId: number): Promise<SerialisedJson<Direction[]>> {
      const kept = await remembered(
        userId,
        'directions',
        endpoints.listMyDirections.responses[200],
        async () => {
          const rows = await repository.enrolledDirections(userId);
          return {
            body: rows.flatMap((row) =>
              hasEnrolment(row) && row.subjects.length > 0 ? [directionResponse(row)] : [],
            ),
          };
        },
      );
      return kept.json;
    },

    /** GET directions/{id}: one direction the caller is enrolled in. */
    async direction(userId: number, directionId: number): Promise<SerialisedJson<Direction>> {
      const kept = await remembered(
        userId,
        `direction/${directionId}`,
        endpoints.getDirection.responses[200],
        async () => ({
          body: directionResponse(
            accessible(await repository.direction(userId, directionId), hasEnrolment),
          ),
        }),
      );
      return kept.json;
    },

    /**
     * GET subject/{id}: chapters in order with every item's state for the caller, the counts
     * and the progress. One statement, whatever the size of the subject.
     */
    async subject(userId: number, subjectId: number): Promise<SerialisedJson<SubjectResponse>> {
      const kept = await remembered(
        userId,
        `subject/${subjectId}`,
        endpoints.getSubject.responses[200],
        async () => ({ body: await subjectPage(userId, subjectId) }),
      );
      return kept.json;
    },

    /** GET subject/{id}/homework: the open tests and mini projects, in course order. */
    async homework(userId: number, subjectId: number): Promise<HomeworkResponse> {
      const {
        subject,
        tasks: taskRows,
        miniProjects: projectRows,
      } = await enrolledSubjectPage(userId, subjectId);
      const now = deps.now().getTime();

      const item = (
        kind: HomeworkItem['kind'],
        row: TaskItemRow | MiniProjectItemRow,
        state: HomeworkItem['state'],
      ): HomeworkItem => {
        const due = dueDate(subject.enrolledAt, row.dueDays);
        return {
          kind,
          id: row.id,
          title: row.title,
          chapterTitle: row.chapterTitle,
          state,
          dueAt: due?.toISOString() ?? null,
          overdue: due !== null && due.getTime() < now && state !== 'passed',
        };
      };
      const open = [
        ...taskRows.flatMap((task, index) => {
          const state = taskState(task);
          return isHomeworkOpen('task', state, task.assignment?.attempt ?? 0)
            ? [{ row: task, kind: 0, index, item: item('task', task, state) }]
            : [];
        }),
        ...projectRows.flatMap((project, index) => {
          const state = miniProjectState(project);
          return isHomeworkOpen('mini-project', state)
            ? [{ row: project, kind: 1, index, item: item('mini-project', project, state) }]
            : [];
        }),
      ];
      // Course order: by chapter, a chapter's tests before its mini projects.
      open.sort(
        (a, b) =>
          a.row.chapterPosition - b.row.chapterPosition ||
          a.row.chapterId - b.row.chapterId ||
          a.kind - b.kind ||
          a.index - b.index,
      );
      return {
        subjectId: subject.id,
        subjectTitle: subject.title,
        directionTitle: subject.directionTitle,
        items: open.map((entry) => entry.item),
      };
    },

    /**
     * GET homework: the open tests and mini projects of every subject the caller is enrolled
     * in, from one statement. Overdue first, then by due date (none last), then course order.
     */
    async myHomework(userId: number): Promise<MyHomeworkResponse> {
      return { items: await openWork(repository, userId, deps.now()) };
    },

    /**
     * GET lectures/last-opened: where to continue, in a direction still enrolled in. A
     * completed lecture is not where to continue: the next one of its subject not completed
     * is, and when there is none, nothing is.
     */
    async lastOpenedLecture(userId: number): Promise<LastOpenedLectureResponse> {
      const last = await repository.lastOpenedLecture(userId);
      if (!last) return { opened: false, lecture: null };
      if (last.status !== 'completed') return { opened: true, lecture: last };
      return {
        opened: true,
        lecture: await repository.nextOpenLecture(userId, last.subjectId, last.id),
      };
    },

    /**
     * GET lectures/{id}: the lecture, its files and neighbours. Opening it records the
     * caller's assignment (in progress on the first opening) and the time of this opening.
     * Opened again within the reopening window while it is still their latest opening, it
     * has nothing to record: the copy of the page answers (any other opening of theirs is
     * announced, and drops it).
     */
    async lecture(userId: number, lectureId: number): Promise<SerialisedJson<LectureResponse>> {
      const kept = await remembered(
        userId,
        `lecture/${lectureId}`,
        endpoints.getLecture.responses[200],
        async () => {
          const { enrolled, assignment, latestOpeningAt, ...lecture } = accessible(
            await repository.lecturePage(userId, lectureId, deps.now()),
            (row) => row.enrolled,
          );
          // Enrolled, so the read recorded the opening and has the assignment.
          if (!assignment) throw new Error('Lecture opening returned no assignment');
          return {
            body: { ...lecture, lectureAssignments: [assignment] },
            until: (latestOpeningAt?.getTime() ?? 0) + REOPENING_WINDOW_MS,
          };
        },
      );
      return kept.json;
    },

    /**
     * PATCH lectures/{id}: completed, once and for good. When it was the subject's last item,
     * its certificate (and the direction's, if due) is issued in the same transaction.
     */
    async completeLecture(userId: number, lectureId: number): Promise<LectureAssignment> {
      return deps.unitOfWork(async (scope) => {
        const learning = createLearningRepository(scope.tx);
        const now = deps.now();
        const { assignment } = accessible(
          await learning.completeLecture(userId, lectureId, now),
          (row) => row.enrolled,
        );
        // Enrolled, so the statement recorded the completion and has the assignment.
        if (!assignment) throw new Error('Lecture completion returned no assignment');
        await issueDueCertificates(scope, deps.credentialSigner, {
          userId,
          item: { lectureId },
          now,
        });
        return assignment;
      }, STUDENT_WRITE);
    },
  };
}

export type LearningService = ReturnType<typeof createLearningService>;
