import { z } from 'zod';
import { fileParamsSchema, idParamsSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import {
  directionSchema,
  directionsResponseSchema,
  homeworkResponseSchema,
  lastOpenedLectureResponseSchema,
  lectureResponseSchema,
  miniProjectResponseSchema,
  myHomeworkResponseSchema,
  subjectResponseSchema,
  submitMiniProjectRequestSchema,
  taskAnswerRequestSchema,
  taskAnswerResponseSchema,
  taskResponseSchema,
  updateLectureRequestSchema,
  updateLectureResponseSchema,
} from '../learning.js';
import { uploadedFileSchema } from '../uploads.js';

/*
 * The student's learning area. Every endpoint here checks that the caller is
 * enrolled in the direction the content belongs to (403 ERR_USER_FORBIDDEN otherwise) and
 * only ever reads or changes the caller's own work.
 */

const learning = { access: 'student', requiresLearningAccess: true } as const;

export const listMyDirections = defineEndpoint({
  ...learning,
  operationId: 'listMyDirections',
  method: 'GET',
  path: '/directions',
  tag: 'learning',
  summary: 'The directions the caller is enrolled in, with their subjects and progress',
  description: 'Directions without subjects are left out.',
  responses: { 200: directionsResponseSchema },
});

export const getDirection = defineEndpoint({
  ...learning,
  operationId: 'getDirection',
  method: 'GET',
  path: '/directions/:id',
  tag: 'learning',
  summary: 'One direction the caller is enrolled in',
  params: idParamsSchema,
  responses: { 200: directionSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const getSubject = defineEndpoint({
  ...learning,
  operationId: 'getSubject',
  method: 'GET',
  path: '/subject/:id',
  tag: 'learning',
  summary: "A subject's chapters with the caller's state of every item, its counts and progress",
  params: idParamsSchema,
  responses: { 200: subjectResponseSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const getHomework = defineEndpoint({
  ...learning,
  operationId: 'getHomework',
  method: 'GET',
  path: '/subject/:id/homework',
  tag: 'learning',
  summary: "A subject's open tasks and mini projects, with their state and due date",
  params: idParamsSchema,
  responses: { 200: homeworkResponseSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const listMyHomework = defineEndpoint({
  ...learning,
  operationId: 'listMyHomework',
  method: 'GET',
  path: '/homework',
  tag: 'learning',
  summary: 'The open tests and mini projects of every subject the caller is enrolled in',
  description:
    'Overdue items first, then by due date (items without one last), then in course order.',
  responses: { 200: myHomeworkResponseSchema },
});

export const getLastOpenedLecture = defineEndpoint({
  ...learning,
  operationId: 'getLastOpenedLecture',
  method: 'GET',
  path: '/lectures/last-opened',
  tag: 'learning',
  summary: 'The lecture the caller opened last, to continue with',
  responses: { 200: lastOpenedLectureResponseSchema },
});

export const getLecture = defineEndpoint({
  ...learning,
  operationId: 'getLecture',
  method: 'GET',
  path: '/lectures/:id',
  tag: 'learning',
  summary: 'A lecture; opening it marks it in progress',
  description:
    "Creates the caller's assignment (in_progress) on the first opening, and makes the lecture " +
    'the one to continue with.',
  params: idParamsSchema,
  responses: { 200: lectureResponseSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const completeLecture = defineEndpoint({
  ...learning,
  operationId: 'completeLecture',
  method: 'PATCH',
  path: '/lectures/:id',
  tag: 'learning',
  summary: 'Mark a lecture as completed',
  params: idParamsSchema,
  body: updateLectureRequestSchema,
  responses: { 200: updateLectureResponseSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const getTask = defineEndpoint({
  ...learning,
  operationId: 'getTask',
  method: 'GET',
  path: '/tasks/:id',
  tag: 'learning',
  summary: "A test's questions (never which answers are correct) and the caller's attempt",
  params: idParamsSchema,
  responses: { 200: taskResponseSchema },
  errors: { 404: ['ERR_TASK_NOT_EXISTS'] },
});

export const submitTaskAnswers = defineEndpoint({
  ...learning,
  operationId: 'submitTaskAnswers',
  method: 'POST',
  path: '/questions/task-answer',
  tag: 'learning',
  summary: "Submit one attempt's answers; the server scores it",
  description:
    'Choice questions are scored at once against the pass mark. Free-text answers wait for a ' +
    "mentor's review (not_checked_yet). One submission per attempt, however many arrive at once. " +
    'Code answers are graded on the server against the visible and hidden tests before the ' +
    'attempt is recorded; when every grading worker is busy and the queue is full it answers ' +
    '503 ERR_CODE_RUNNER_BUSY with Retry-After, and nothing is recorded.',
  body: taskAnswerRequestSchema,
  responses: { 200: taskAnswerResponseSchema },
  errors: {
    400: ['ERR_TASK_ANSWERS_INVALID'],
    404: ['ERR_TASK_NOT_EXISTS'],
    409: ['ERR_TASK_ALREADY_SUBMITTED'],
    503: ['ERR_CODE_RUNNER_BUSY'],
  },
});

export const openTaskRetake = defineEndpoint({
  ...learning,
  operationId: 'openTaskRetake',
  method: 'PATCH',
  path: '/tasks/retake/:id',
  tag: 'learning',
  summary: 'Open the paid second attempt of a failed test',
  description:
    'Needs a failed first attempt and a paid retake. Opening an attempt that is already open ' +
    'answers it again; there is never a third attempt.',
  params: idParamsSchema,
  responses: { 200: taskResponseSchema },
  errors: {
    404: ['ERR_TASK_NOT_EXISTS'],
    409: ['ERR_TASK_RETAKE_NOT_AVAILABLE', 'ERR_TASK_RETAKE_NOT_PAID'],
  },
});

export const getMiniProject = defineEndpoint({
  ...learning,
  operationId: 'getMiniProject',
  method: 'GET',
  path: '/mini-projects/:id',
  tag: 'learning',
  summary: "A mini project's brief and questions, and the caller's submissions and reviews",
  params: idParamsSchema,
  responses: { 200: miniProjectResponseSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const submitMiniProject = defineEndpoint({
  ...learning,
  operationId: 'submitMiniProject',
  method: 'PATCH',
  path: '/mini-projects/:id',
  tag: 'learning',
  summary: 'Submit a mini project (first time, or again after a failed review)',
  params: idParamsSchema,
  body: submitMiniProjectRequestSchema(),
  responses: { 200: miniProjectResponseSchema },
  errors: {
    400: ['ERR_MINI_PROJECT_ANSWERS_INVALID'],
    404: ['ERR_NOT_FOUND'],
    409: ['ERR_MINI_PROJECT_UNDER_REVIEW', 'ERR_MINI_PROJECT_ALREADY_PASSED'],
  },
});

export const uploadMiniProjectFile = defineEndpoint({
  ...learning,
  operationId: 'uploadMiniProjectFile',
  method: 'POST',
  path: '/mini-projects/:id/files',
  tag: 'learning',
  summary: 'Upload a file for a mini-project answer (multipart field "file")',
  description:
    "The kinds of contracts' submissionFileKinds (PDF, ZIP, PNG, JPEG, and source code and " +
    'data as UTF-8 text: .py, .csv, .ipynb as JSON, …) up to 10 MB. The content must be of the ' +
    'type the extension names; text goes out as a text/plain attachment.' +
    ' The file is private: its owner and staff may download it.',
  params: idParamsSchema,
  bodyType: 'multipart',
  responses: { 201: uploadedFileSchema },
  errors: {
    400: ['ERR_INVALID_FILE_TYPE'],
    404: ['ERR_NOT_FOUND'],
    413: ['ERR_FILE_TOO_LARGE'],
  },
});

export const getSubmittedFile = defineEndpoint({
  operationId: 'getSubmittedFile',
  method: 'GET',
  path: '/files/:fileId',
  access: 'account',
  tag: 'files',
  summary: 'A file a student attached to an answer: to its owner and to staff',
  params: fileParamsSchema,
  responses: { 200: z.unknown().describe('The file bytes') },
  responseType: 'binary',
  errors: { 404: ['ERR_FILE_NOT_FOUND'] },
});
