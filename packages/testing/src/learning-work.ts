import type {
  MiniProjectResponse,
  ProjectAssignment,
  Question,
  StudentAnswer,
  Submission,
  SubmittedFile,
  TaskAssignment,
  TaskResponse,
  UploadedFile,
} from '@academy/contracts';

/*
 * The student's work as the learning endpoints answer it: tests (GET tasks/{id}, the answer
 * of questions/task-answer and tasks/retake/{id}) and mini projects (GET and PATCH
 * mini-projects/{id}, the upload's answer). Every builder answers a value its contracts
 * schema accepts and takes overrides.
 */

/** A choice question of a test, nothing selected yet, its outcome and correct answers hidden. */
export function aTaskQuestion(overrides: Partial<Question> = {}): Question {
  return {
    id: 101,
    text: 'Which keyword declares a constant in JavaScript?',
    answerType: 'single',
    points: 1,
    answers: [
      { id: 1001, text: 'var', isSelected: false },
      { id: 1002, text: 'let', isSelected: false },
      { id: 1003, text: 'const', isSelected: false },
    ],
    answerText: null,
    code: null,
    answerCode: null,
    codeResult: null,
    outcome: null,
    ...overrides,
  };
}

/** A multiple-choice question: several answers may be right. */
export function aMultipleChoiceQuestion(overrides: Partial<Question> = {}): Question {
  return aTaskQuestion({
    id: 102,
    text: 'Which of these are primitive types?',
    answerType: 'multiple',
    points: 2,
    answers: [
      { id: 1011, text: 'string', isSelected: false },
      { id: 1012, text: 'object', isSelected: false },
      { id: 1013, text: 'boolean', isSelected: false },
    ],
    ...overrides,
  });
}

/** A free-text question: a mentor judges the answer. */
export function aTextQuestion(overrides: Partial<Question> = {}): Question {
  return aTaskQuestion({
    id: 103,
    text: 'Explain what a closure is.',
    answerType: 'text',
    points: 3,
    answers: [],
    ...overrides,
  });
}

/**
 * A code question: a JavaScript function checked by two visible examples and three hidden
 * tests, nothing submitted yet.
 */
export function aCodeQuestion(overrides: Partial<Question> = {}): Question {
  return aTaskQuestion({
    id: 104,
    text: 'Write `sum(a, b)`: it returns **the sum** of two numbers.',
    answerType: 'code',
    points: 5,
    answers: [],
    code: {
      language: 'javascript',
      starterCode: 'function sum(a, b) {\n  // your code\n}\n',
      functionName: 'sum',
      timeLimitMs: 2000,
      examples: [
        { kind: 'io', name: 'small numbers', args: [1, 2], expected: 3 },
        { kind: 'io', args: [-4, 10], expected: 6 },
      ],
      hiddenTestCount: 3,
      sql: null,
    },
    ...overrides,
  });
}

/** The student's first attempt, submitted and passed with full marks. */
export function aTaskAssignment(overrides: Partial<TaskAssignment> = {}): TaskAssignment {
  return {
    id: 501,
    status: 'completed',
    reviewStatus: 'passed',
    attempt: 1,
    score: 3,
    maxScore: 3,
    retakePaid: false,
    submittedAt: '2026-03-02T10:15:00.000Z',
    reviewComment: null,
    reviewedAt: null,
    ...overrides,
  };
}

/** A test never attempted: a single and a multiple choice question, a 70 % pass mark. */
export function aTask(overrides: Partial<TaskResponse> = {}): TaskResponse {
  return {
    id: 41,
    title: 'Variables and types',
    description: 'Five minutes on how JavaScript stores values.',
    subjectId: 7,
    subjectTitle: 'JavaScript basics',
    passPercent: 70,
    dueAt: null,
    questions: [aTaskQuestion(), aMultipleChoiceQuestion()],
    assignment: null,
    ...overrides,
  };
}

/** A file a student uploaded for a mini-project answer, as the upload answers it. */
export function anUploadedFile(overrides: Partial<UploadedFile> = {}): UploadedFile {
  return {
    id: '6f1c2f0e-1b7a-4c1e-9a51-2f4d3c8b9a10',
    name: 'report.pdf',
    size: 482_304,
    contentType: 'application/pdf',
    ...overrides,
  };
}

/** The same file as a submission lists it: with its download path. */
export function aSubmittedFile(overrides: Partial<SubmittedFile> = {}): SubmittedFile {
  const file = anUploadedFile(overrides);
  return { ...file, path: `/files/${file.id}`, ...overrides };
}

/** One answer of a mini-project submission: a written one unless a file is given. */
export function aStudentAnswer(overrides: Partial<StudentAnswer> = {}): StudentAnswer {
  return {
    id: 801,
    question: { id: 301, text: 'What did you find hardest?' },
    file: null,
    answerText: 'Keeping the state in one place.',
    ...overrides,
  };
}

/** A mini-project submission waiting for a review. */
export function aSubmission(overrides: Partial<Submission> = {}): Submission {
  return {
    id: 901,
    githubLink: 'https://github.com/anna/todo-app',
    submittedAt: '2026-03-05T09:00:00.000Z',
    late: false,
    reviewStatus: 'not_checked_yet',
    reviewComment: null,
    reviewerName: null,
    reviewedAt: null,
    studentAnswers: [
      aStudentAnswer(),
      aStudentAnswer({
        id: 802,
        question: { id: 302, text: 'Attach your design notes.' },
        file: aSubmittedFile(),
        answerText: null,
      }),
    ],
    ...overrides,
  };
}

/** The student's state of a mini project: that of its latest submission. */
export function aProjectAssignment(
  latest: Submission = aSubmission(),
  overrides: Partial<ProjectAssignment> = {},
): ProjectAssignment {
  return {
    id: 601,
    reviewStatus: latest.reviewStatus,
    githubLink: latest.githubLink,
    submittedAt: latest.submittedAt,
    reviewComment: latest.reviewComment,
    studentAnswers: latest.studentAnswers,
    ...overrides,
  };
}

/**
 * A mini project with a written and a file question. Without `submissions` it was never
 * submitted; given submissions (newest first), its assignment follows the newest.
 */
export function aMiniProject(overrides: Partial<MiniProjectResponse> = {}): MiniProjectResponse {
  const submissions = overrides.submissions ?? [];
  const latest = submissions[0];
  return {
    id: 21,
    title: 'A to-do list',
    description: '## What to build\n\nA to-do list that keeps its items after a reload.',
    subjectId: 7,
    subjectTitle: 'JavaScript basics',
    dueAt: null,
    questions: [
      { id: 301, text: 'What did you find hardest?', answerType: 'text' },
      { id: 302, text: 'Attach your design notes.', answerType: 'file' },
    ],
    projectAssignments: latest ? [aProjectAssignment(latest)] : [],
    submissions,
    ...overrides,
  };
}
