import type { ProjectAnswerType } from '@academy/contracts';
import type { CompletedItem } from '../modules/certificates/index.js';
import type { Transaction } from './client.js';
import { demoLearningTitles } from './demo-learning.js';
import {
  enrolments,
  lectureAssignments,
  projectAnswers,
  projectAssignments,
  projectSubmissions,
  taskAssignments,
} from './schema/index.js';

/*
 * The demo student's learning, by title (the titles live in demo-learning.ts, which the browser
 * journeys read through e2e/support/demo-learning.json):
 * - enrolled online in Front-End Development and Software Engineering since admission (three
 *   days ago), not in the other three directions;
 * - HTML & CSS Foundations started: three lectures read, 'Flexbox and Grid' in progress and
 *   opened last, 'Semantic HTML check' passed, 'Layout quiz' waiting for a mentor (a
 *   free-text answer), 'Responsive landing page' submitted and waiting for review;
 * - JavaScript Essentials near completion: all done but the lecture 'Fetching data with
 *   async/await' (never opened), the choice-only test 'Browser APIs quiz' (never attempted)
 *   and the mini project 'Weather widget' (never submitted; a file and a text question);
 * - Algorithms and Data Structures: 'Big-O notation' read, the choice-only 'Complexity check'
 *   never attempted (the journey that fails twice), 'Algorithm toolkit' overdue;
 * - Clean Code and Design complete a day after admission: every lecture read, every test and
 *   mini project passed. The seed then issues its certificate (seed.ts).
 */

export interface SeededTask {
  id: number;
  questions: {
    id: number;
    answerType: 'single' | 'multiple' | 'text' | 'code';
    points: number;
    correctAnswerIds: number[];
  }[];
}

export interface SeededMiniProject {
  id: number;
  questions: { id: number; answerType: ProjectAnswerType }[];
}

export interface SeededSubject {
  id: number;
  lectures: Map<string, number>;
  tasks: Map<string, SeededTask>;
  miniProjects: Map<string, SeededMiniProject>;
}

/** What the seed wrote, by title: directions' ids, and each subject's items. */
export interface SeededContent {
  directions: Map<string, number>;
  subjects: Map<string, SeededSubject>;
}

const HOUR_MS = 60 * 60 * 1000;

function byTitle<T>(items: Map<string, T>, title: string): T {
  const item = items.get(title);
  if (item === undefined) throw new Error(`The demo content has no "${title}"`);
  return item;
}

export async function seedStudentProgress(
  tx: Transaction,
  input: {
    userId: number;
    /** Who reviewed the work already reviewed (the demo admin). */
    reviewerId: number;
    content: SeededContent;
    admittedAt: Date;
    now: Date;
  },
) {
  const { userId, reviewerId, content, admittedAt, now } = input;
  /** A time `hours` after admission (or, negative, before now). */
  const afterAdmission = (hours: number) => new Date(admittedAt.getTime() + hours * HOUR_MS);
  const beforeNow = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const titles = demoLearningTitles;

  await tx.insert(enrolments).values(
    titles.enrolledDirections.map((direction) => ({
      userId,
      directionId: byTitle(content.directions, direction),
      courseType: 'online' as const,
      enrolledAt: admittedAt,
    })),
  );

  const readLectures = async (subjectTitle: string, lectures: readonly string[], start: number) => {
    const subject = byTitle(content.subjects, subjectTitle);
    await tx.insert(lectureAssignments).values(
      lectures.map((title, index) => {
        const at = afterAdmission(start + index);
        return {
          userId,
          lectureId: byTitle(subject.lectures, title),
          status: 'completed' as const,
          completedAt: at,
          lastOpenedAt: at,
        };
      }),
    );
  };

  /** One attempt with every choice answered right; free-text answers as given. */
  const attempt = (task: SeededTask, texts: string[] = []) => {
    // Code is graded in the sandbox, which the seed does not start: no seeded attempt has any.
    if (task.questions.some((question) => question.answerType === 'code')) {
      throw new Error('The seed makes no attempt at a test with code questions');
    }
    let textIndex = 0;
    const maxScore = task.questions
      .filter((question) => question.answerType !== 'text')
      .reduce((sum, question) => sum + question.points, 0);
    return {
      maxScore,
      score: maxScore,
      answers: task.questions.map((question) =>
        question.answerType === 'text'
          ? { questionId: question.id, answerIds: [], answerText: texts[textIndex++] ?? '' }
          : { questionId: question.id, answerIds: question.correctAnswerIds },
      ),
    };
  };
  const passTest = async (subjectTitle: string, taskTitle: string, at: Date) => {
    const task = byTitle(byTitle(content.subjects, subjectTitle).tasks, taskTitle);
    await tx.insert(taskAssignments).values({
      userId,
      taskId: task.id,
      status: 'completed',
      reviewStatus: 'passed',
      attempt: 1,
      ...attempt(task),
      submittedAt: at,
    });
  };

  const submitProject = async (
    subjectTitle: string,
    projectTitle: string,
    submission: {
      githubLink: string;
      replies: string[];
      submittedAt: Date;
      review?: { comment: string; at: Date };
    },
  ) => {
    const project = byTitle(byTitle(content.subjects, subjectTitle).miniProjects, projectTitle);
    const reviewStatus = submission.review ? ('passed' as const) : ('not_checked_yet' as const);
    const [assignment] = await tx
      .insert(projectAssignments)
      .values({ userId, miniProjectId: project.id, reviewStatus })
      .returning({ id: projectAssignments.id });
    if (!assignment) throw new Error('Project assignment insert returned no row');
    const [row] = await tx
      .insert(projectSubmissions)
      .values({
        projectAssignmentId: assignment.id,
        githubLink: submission.githubLink,
        submittedAt: submission.submittedAt,
        reviewStatus,
        ...(submission.review
          ? {
              reviewComment: submission.review.comment,
              reviewedBy: reviewerId,
              reviewedAt: submission.review.at,
            }
          : {}),
      })
      .returning({ id: projectSubmissions.id });
    if (!row) throw new Error('Project submission insert returned no row');
    await tx.insert(projectAnswers).values(
      project.questions.map((question, index) => ({
        submissionId: row.id,
        questionId: question.id,
        answerText: submission.replies[index] ?? null,
      })),
    );
  };

  // JavaScript Essentials, near completion: the first days after admission.
  const near = titles.nearCompletion;
  await readLectures(
    near.subject,
    [
      'Values, types and variables',
      'Functions and scope',
      'The DOM and events',
      'Modules and npm',
      'TypeScript basics',
    ],
    2,
  );
  await passTest(near.subject, 'JavaScript basics check', afterAdmission(4));
  await passTest(near.subject, 'Tooling quiz', afterAdmission(8));
  await submitProject(near.subject, near.passedMiniProject, {
    githubLink: 'https://github.com/academy-demo/tip-calculator',
    replies: [
      'Amounts are kept in whole cents (integers) and only formatted with two decimals when shown, so 0.1 + 0.2 never appears.',
      'Empty, negative and non-numeric amounts, and zero people: the field turns red and its message says what to type instead.',
    ],
    submittedAt: afterAdmission(9),
    review: {
      comment:
        'Clean and well tested: the pure function makes the rounding easy to trust. Well done!',
      at: afterAdmission(26),
    },
  });

  // Clean Code and Design, complete: the day after admission, its last lecture read last.
  const certifiedTitle = titles.certifiedSubject.subject;
  const certifiedSubject = byTitle(content.subjects, certifiedTitle);
  for (const [index, task] of [...certifiedSubject.tasks.keys()].entries()) {
    await passTest(certifiedTitle, task, afterAdmission(12 + index));
  }
  for (const [index, project] of [...certifiedSubject.miniProjects.keys()].entries()) {
    await submitProject(certifiedTitle, project, {
      githubLink: `https://github.com/academy-demo/clean-code-${index + 1}`,
      replies: [
        'Small functions with names that say what they do; the tests describe the behaviour, not the code.',
        'I split the long module along its responsibilities and kept every test green on the way.',
      ],
      submittedAt: afterAdmission(14 + index),
      review: {
        comment: 'Clear structure and honest tests: the refactoring steps are easy to follow.',
        at: afterAdmission(20 + index),
      },
    });
  }
  const certifiedLectures = [...certifiedSubject.lectures.keys()];
  await readLectures(certifiedTitle, certifiedLectures, 22);
  const lastLecture = certifiedLectures.at(-1);
  if (lastLecture === undefined) throw new Error(`${certifiedTitle} has no lecture`);
  const certified: { item: CompletedItem; at: Date } = {
    item: { lectureId: byTitle(certifiedSubject.lectures, lastLecture) },
    at: afterAdmission(22 + certifiedLectures.length - 1),
  };

  // Algorithms and Data Structures: just begun.
  await readLectures(titles.failsTwice.subject, ['Big-O notation'], 30);

  // HTML & CSS Foundations, started: today's work.
  const started = titles.startedSubject;
  const first = byTitle(content.subjects, started.subject);
  await readLectures(started.subject, started.completedLectures.slice(0, 2), 1);
  await tx.insert(lectureAssignments).values([
    {
      userId,
      lectureId: byTitle(first.lectures, started.completedLectures[2]),
      status: 'completed',
      completedAt: beforeNow(3),
      lastOpenedAt: beforeNow(3),
    },
    {
      userId,
      lectureId: byTitle(first.lectures, started.lectureInProgress),
      status: 'in_progress',
      lastOpenedAt: beforeNow(1),
    },
  ]);
  await passTest(started.subject, started.passedTest, afterAdmission(1.5));
  // The choice questions met the pass mark; the free-text answer waits for a mentor.
  const layoutQuiz = byTitle(first.tasks, started.testWaitingForReview);
  await tx.insert(taskAssignments).values({
    userId,
    taskId: layoutQuiz.id,
    status: 'completed',
    reviewStatus: 'not_checked_yet',
    attempt: 1,
    ...attempt(layoutQuiz, [
      'The header is a single row, so Flexbox: the logo on the left and the links pushed to the right with margin-left: auto. The gallery has rows and columns, so Grid with repeat(auto-fill, minmax(12rem, 1fr)) lets the photos wrap on their own.',
    ]),
    submittedAt: beforeNow(2.5),
  });
  await submitProject(started.subject, started.miniProjectWaitingForReview, {
    githubLink: 'https://github.com/academy-demo/responsive-landing-page',
    replies: [
      'Grid for the feature cards (they wrap into columns on their own), Flexbox for the header.',
      'I went through the whole page with the keyboard only and checked every label with a screen reader.',
    ],
    submittedAt: beforeNow(2),
  });
  return { certified };
}
