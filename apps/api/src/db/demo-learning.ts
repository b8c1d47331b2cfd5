import { progressPercent } from '@academy/contracts';
import {
  demoDirections,
  type SeedSubject,
  seedAnswerType,
  seedProjectQuestion,
} from './seed-data/index.js';

/*
 * Where the demo student (seed.ts) stands in the learning area, by title: what the seed
 * builds, and what the browser journeys and screenshots use. The journeys cannot import the
 * API, so e2e/support/demo-learning.json holds a copy of `demoLearning`; seed.test.ts fails
 * when the two differ or when the seed does not match them.
 */

export const demoLearningTitles = {
  /** The student is enrolled in these two of the five directions (online, since admission). */
  enrolledDirections: ['Front-End Development', 'Software Engineering'],
  /** Started: three lectures read and one in progress, one test passed, work under review. */
  startedSubject: {
    direction: 'Front-End Development',
    subject: 'HTML & CSS Foundations',
    completedLectures: [
      'Document structure and semantics',
      'Forms and accessibility',
      'The box model and the cascade',
    ],
    /** In progress, and the lecture opened last: "continue where you left off". */
    lectureInProgress: 'Flexbox and Grid',
    passedTest: 'Semantic HTML check',
    /** Choice questions scored and met; the free-text answer waits for a mentor. */
    testWaitingForReview: 'Layout quiz',
    miniProjectWaitingForReview: 'Responsive landing page',
  },
  /**
   * Everything done but one lecture (never opened), one choice-only test (never attempted:
   * scored at once, so the journey can fail it, pay for the retake and pass it) and one mini
   * project (never submitted; a file question and a text question). Those three make 100 %.
   */
  nearCompletion: {
    direction: 'Front-End Development',
    subject: 'JavaScript Essentials',
    lecture: 'Fetching data with async/await',
    test: 'Browser APIs quiz',
    miniProject: 'Weather widget',
    /** The mini project passed already (its review is in its history). */
    passedMiniProject: 'Tip calculator',
  },
  /** A choice-only test never attempted, in another subject: the journey fails it twice. */
  failsTwice: {
    direction: 'Software Engineering',
    subject: 'Algorithms and Data Structures',
    test: 'Complexity check',
  },
  /**
   * Four code questions (JavaScript, TypeScript, Python, SQL), never attempted: graded on the
   * server at submission (ARCHITECTURE.md, "Code exercises").
   */
  codeTest: {
    direction: 'Software Engineering',
    subject: 'Algorithms and Data Structures',
    test: 'Code exercises',
  },
  /** Due two days after enrolment, never submitted: overdue for the demo student. */
  overdue: {
    direction: 'Software Engineering',
    subject: 'Algorithms and Data Structures',
    miniProject: 'Algorithm toolkit',
  },
  /**
   * Complete (every lecture read, every test and mini project passed) a day after admission:
   * its certificate is issued, signed, with a verification code the journeys read from GET
   * students/completion (it is random). Its direction is not complete, so no direction
   * certificate.
   */
  certifiedSubject: {
    direction: 'Software Engineering',
    subject: 'Clean Code and Design',
  },
  lectureWithImage: { subject: 'HTML & CSS Foundations', lecture: 'The box model and the cascade' },
  lectureWithVideo: {
    subject: 'JavaScript Essentials',
    lecture: 'Values, types and variables',
    videoUrl: 'https://www.youtube.com/watch?v=DHjqpvDnNGE',
  },
  lectureWithAttachment: {
    subject: 'HTML & CSS Foundations',
    lecture: 'Flexbox and Grid',
    attachment: 'css-layout-cheat-sheet.txt',
  },
} as const;

function seedSubject(title: string): SeedSubject {
  const subject = demoDirections
    .flatMap((direction) => direction.subjects)
    .find((candidate) => candidate.title === title);
  if (!subject) throw new Error(`No demo subject "${title}"`);
  return subject;
}

/** A test's questions with the texts of its right and wrong answers, for a journey to pick. */
function answerKey(subjectTitle: string, taskTitle: string) {
  const task = seedSubject(subjectTitle)
    .chapters.flatMap((chapter) => chapter.tasks)
    .find((candidate) => candidate.title === taskTitle);
  if (!task) throw new Error(`No demo test "${taskTitle}"`);
  return {
    passPercent: task.passPercent ?? 70,
    questions: task.questions.map((question) => {
      const answerType = seedAnswerType(question);
      if (question.answerType === 'text' || question.answerType === 'code') {
        return { text: question.text, answerType, right: [], wrong: [] };
      }
      return {
        text: question.text,
        answerType,
        right: question.answers.filter((_, index) => question.correct.includes(index)),
        wrong: question.answers.filter((_, index) => !question.correct.includes(index)),
      };
    }),
  };
}

function miniProjectQuestions(subjectTitle: string, projectTitle: string) {
  const project = seedSubject(subjectTitle)
    .chapters.flatMap((chapter) => chapter.miniProjects)
    .find((candidate) => candidate.title === projectTitle);
  if (!project) throw new Error(`No demo mini project "${projectTitle}"`);
  return { questions: project.questions.map(seedProjectQuestion) };
}

/** The progress a subject shows once `remaining` of its items are left. */
function progressWithLeft(subjectTitle: string, remaining: number) {
  const chapters = seedSubject(subjectTitle).chapters;
  const totalLectureCount = chapters.reduce((sum, chapter) => sum + chapter.lectures.length, 0);
  const totalTaskCount = chapters.reduce((sum, chapter) => sum + chapter.tasks.length, 0);
  const totalMiniProjectCount = chapters.reduce(
    (sum, chapter) => sum + chapter.miniProjects.length,
    0,
  );
  const total = totalLectureCount + totalTaskCount + totalMiniProjectCount;
  return progressPercent({
    totalLectureCount,
    totalTaskCount,
    totalMiniProjectCount,
    completedLectureCount: total - remaining,
    completedTaskCount: 0,
    completedMiniProjectCount: 0,
  });
}

const { nearCompletion, failsTwice, startedSubject } = demoLearningTitles;

/** The titles, with what a journey needs to know of the content it works through. */
export const demoLearning = {
  ...demoLearningTitles,
  /** The near-completion subject's progress before the journey (100 % after it). */
  nearCompletionProgress: progressWithLeft(nearCompletion.subject, 3),
  /** The first subject's: three lectures and one test of its seven items. */
  startedSubjectProgress: progressWithLeft(startedSubject.subject, 3),
  tests: {
    [nearCompletion.test]: answerKey(nearCompletion.subject, nearCompletion.test),
    [failsTwice.test]: answerKey(failsTwice.subject, failsTwice.test),
  },
  miniProjects: {
    [nearCompletion.miniProject]: miniProjectQuestions(
      nearCompletion.subject,
      nearCompletion.miniProject,
    ),
  },
};
