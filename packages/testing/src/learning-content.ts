import {
  type Chapter,
  type Direction,
  type HomeworkItem,
  type HomeworkResponse,
  type LastOpenedLectureResponse,
  type LectureResponse,
  type LectureStatus,
  type MyHomeworkItem,
  type MyHomeworkResponse,
  progressPercent,
  type SubjectProgress,
  type SubjectResponse,
  type SubjectSummary,
} from '@academy/contracts';

/*
 * The learning area's content as the student's screens read it: directions, subjects with
 * their chapters, a lecture, the homework and "continue where you left off". Counts and
 * progress are kept consistent: a builder given counts computes the percentage with the
 * contracts' formula, as the server does.
 */

type Summary<T extends readonly unknown[]> = T[number];
type LectureSummary = Summary<Chapter['lectures']>;
type TaskSummary = Summary<Chapter['tasks']>;
type MiniProjectSummary = Summary<Chapter['miniProjects']>;

/** Counts of a subject with the progress they make; the percentage follows from the counts. */
export function aSubjectProgress(overrides: Partial<SubjectProgress> = {}): SubjectProgress {
  const counts = {
    totalLectureCount: 10,
    totalTaskCount: 4,
    totalMiniProjectCount: 2,
    completedLectureCount: 3,
    completedTaskCount: 1,
    completedMiniProjectCount: 0,
    ...overrides,
  };
  return { ...counts, progress: overrides.progress ?? progressPercent(counts) };
}

/** A subject as GET directions lists it. */
export function aSubjectSummary(overrides: Partial<SubjectSummary> = {}): SubjectSummary {
  const { id = 11, title = 'HTML & CSS', description, ...counts } = overrides;
  return {
    id,
    title,
    description:
      description ??
      'Semantic markup, the box model, Flexbox and Grid: pages that work everywhere.',
    ...aSubjectProgress(counts),
  };
}

/** A direction the student is enrolled in, with one subject unless told otherwise. */
export function aDirection(overrides: Partial<Direction> = {}): Direction {
  return {
    id: 3,
    title: 'Front-End Development',
    description: 'Build interfaces people enjoy using, from the first tag to a React app.',
    file: { id: '6f1c2b9e-4c1d-4a8e-9f3a-2d7b8c9e0a11' },
    courseType: 'online',
    enrolledAt: '2026-11-20T08:00:00.000Z',
    subjects: [aSubjectSummary()],
    ...overrides,
  };
}

/** A lecture in a subject's chapter: not started (no assignment) unless a status is given. */
export function aLectureSummary(
  overrides: Partial<LectureSummary> & { status?: LectureStatus } = {},
): LectureSummary {
  const { status, ...rest } = overrides;
  return {
    id: 101,
    title: 'How the web works',
    lectureAssignments:
      status === undefined || status === 'not_started' ? [] : [{ id: 9001, status }],
    ...rest,
  };
}

/** A test in a subject's chapter: not started unless told otherwise. */
export function aTaskSummary(overrides: Partial<TaskSummary> = {}): TaskSummary {
  return {
    id: 201,
    title: 'HTML basics quiz',
    state: 'not_started',
    dueAt: null,
    assignment: null,
    ...overrides,
  };
}

/** A mini project in a subject's chapter: not started unless told otherwise. */
export function aMiniProjectSummary(
  overrides: Partial<MiniProjectSummary> = {},
): MiniProjectSummary {
  return {
    id: 301,
    title: 'A personal landing page',
    state: 'not_started',
    dueAt: null,
    projectAssignments: [],
    ...overrides,
  };
}

export function aChapter(overrides: Partial<Chapter> = {}): Chapter {
  return {
    id: 21,
    title: 'Getting started',
    position: 0,
    lectures: [aLectureSummary()],
    tasks: [aTaskSummary()],
    miniProjects: [aMiniProjectSummary()],
    ...overrides,
  };
}

/** What the chapters hold, counted as the server counts it (passed tests and projects). */
function countsOf(chapters: readonly Chapter[]) {
  const lectures = chapters.flatMap((chapter) => chapter.lectures);
  const tasks = chapters.flatMap((chapter) => chapter.tasks);
  const projects = chapters.flatMap((chapter) => chapter.miniProjects);
  return {
    totalLectureCount: lectures.length,
    totalTaskCount: tasks.length,
    totalMiniProjectCount: projects.length,
    completedLectureCount: lectures.filter(
      (lecture) => lecture.lectureAssignments[0]?.status === 'completed',
    ).length,
    completedTaskCount: tasks.filter((task) => task.state === 'passed').length,
    completedMiniProjectCount: projects.filter((project) => project.state === 'passed').length,
  };
}

/**
 * GET subject/{id}: one chapter unless told otherwise. The counts and progress follow from
 * the chapters, unless they are given.
 */
export function aSubject(overrides: Partial<SubjectResponse> = {}): SubjectResponse {
  const {
    chapters = [aChapter()],
    directionId = 3,
    directionTitle = 'Front-End Development',
    ...summary
  } = overrides;
  return {
    ...aSubjectSummary({ ...countsOf(chapters), ...summary }),
    directionId,
    directionTitle,
    chapters,
  };
}

/** GET lectures/{id}: opened (in progress), in the middle of its subject. */
export function aLecture(overrides: Partial<LectureResponse> = {}): LectureResponse {
  return {
    id: 102,
    title: 'The box model',
    content: '# The box model\n\nEvery element is a box: content, padding, border and margin.',
    videoUrl: null,
    chapterId: 21,
    chapterTitle: 'Getting started',
    subjectId: 11,
    subjectTitle: 'HTML & CSS',
    attachments: [],
    previous: { id: 101, title: 'How the web works' },
    next: { id: 103, title: 'Flexbox' },
    lectureAssignments: [{ id: 9002, status: 'in_progress' }],
    ...overrides,
  };
}

/** GET lectures/last-opened: the lecture to continue with; `null` before any was opened. */
export function aLastOpenedLecture(
  lecture: Partial<NonNullable<LastOpenedLectureResponse['lecture']>> | null = {},
  { opened = lecture !== null }: { opened?: boolean } = {},
): LastOpenedLectureResponse {
  if (lecture === null) return { opened, lecture: null };
  return {
    opened,
    lecture: {
      id: 102,
      title: 'The box model',
      status: 'in_progress',
      subjectId: 11,
      subjectTitle: 'HTML & CSS',
      directionTitle: 'Front-End Development',
      ...lecture,
    },
  };
}

/** One open item of a subject's homework: a test not started, without a due date. */
export function aHomeworkItem(overrides: Partial<HomeworkItem> = {}): HomeworkItem {
  return {
    kind: 'task',
    id: 201,
    title: 'HTML basics quiz',
    chapterTitle: 'Getting started',
    state: 'not_started',
    dueAt: null,
    overdue: false,
    ...overrides,
  };
}

/** GET subject/{id}/homework: one open item unless told otherwise. */
export function aHomework(overrides: Partial<HomeworkResponse> = {}): HomeworkResponse {
  return {
    subjectId: 11,
    subjectTitle: 'HTML & CSS',
    directionTitle: 'Front-End Development',
    items: [aHomeworkItem()],
    ...overrides,
  };
}

/** One open item of the homework across subjects: a test of HTML & CSS, not started. */
export function aMyHomeworkItem(overrides: Partial<MyHomeworkItem> = {}): MyHomeworkItem {
  return {
    ...aHomeworkItem(),
    subjectId: 11,
    subjectTitle: 'HTML & CSS',
    directionTitle: 'Front-End Development',
    ...overrides,
  };
}

/** GET homework: one open item unless told otherwise. */
export function aMyHomework(overrides: Partial<MyHomeworkResponse> = {}): MyHomeworkResponse {
  return { items: [aMyHomeworkItem()], ...overrides };
}
