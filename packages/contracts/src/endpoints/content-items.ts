import { z } from 'zod';
import { codeExerciseCheckRequestSchema, staffCodeRunResultSchema } from '../code-exercise.js';
import { idParamsSchema } from '../common.js';
import { contentStatusRequestSchema } from '../content.js';
import {
  adminLectureAttachmentSchema,
  adminLectureSchema,
  adminMiniProjectSchema,
  adminTaskSchema,
  attachmentOrderRequestSchema,
  attachmentRenameRequestSchema,
  contentDeleteQuerySchema,
  itemDeletionImpactSchema,
  lectureAttachmentParamsSchema,
  lectureUpdateRequestSchema,
  miniProjectSaveRequestSchema,
  taskSaveRequestSchema,
} from '../content-items.js';
import { defineEndpoint } from '../endpoint.js';

/*
 * The content editors (admins): one lecture, test or mini project at a time. Creating an item
 * in a chapter and ordering a chapter's items belong to the structure's endpoints.
 */

const editor = { access: 'admin', tag: 'content-items' } as const;
const deletion = {
  query: contentDeleteQuerySchema,
  responses: { 204: null },
  errors: { 404: ['ERR_NOT_FOUND'], 409: ['ERR_CONTENT_HAS_PROGRESS'] },
} as const;

/** The saves' word on `revision` (ARCHITECTURE.md, "Content editors"). */
const STALE_SAVE =
  '`revision` is the one the editor loaded (or its last save answered). When another save ' +
  'came in since, the save is refused with 409 ERR_CONTENT_CHANGED and changes nothing; a ' +
  'save that goes through answers the item with its revision one higher.';

/* Lectures */

export const getAdminLecture = defineEndpoint({
  ...editor,
  operationId: 'getAdminLecture',
  method: 'GET',
  path: '/admin/lectures/:id',
  summary: 'A lecture to edit: its text, video, status, attachments and place',
  params: idParamsSchema,
  responses: { 200: adminLectureSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const updateAdminLecture = defineEndpoint({
  ...editor,
  operationId: 'updateAdminLecture',
  method: 'PUT',
  path: '/admin/lectures/:id',
  summary: "Save a lecture's title, Markdown text and video",
  params: idParamsSchema,
  description: STALE_SAVE,
  body: lectureUpdateRequestSchema(),
  responses: { 200: adminLectureSchema },
  errors: { 404: ['ERR_NOT_FOUND'], 409: ['ERR_CONTENT_CHANGED'] },
});

export const setAdminLectureStatus = defineEndpoint({
  ...editor,
  operationId: 'setAdminLectureStatus',
  method: 'PUT',
  path: '/admin/lectures/:id/status',
  summary: 'Publish or unpublish a lecture',
  params: idParamsSchema,
  body: contentStatusRequestSchema,
  responses: { 200: adminLectureSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const getAdminLectureDeletionImpact = defineEndpoint({
  ...editor,
  operationId: 'getAdminLectureDeletionImpact',
  method: 'GET',
  path: '/admin/lectures/:id/deletion-impact',
  summary: 'What students would lose with the lecture: who opened it, who completed it',
  params: idParamsSchema,
  responses: { 200: itemDeletionImpactSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const deleteAdminLecture = defineEndpoint({
  ...editor,
  ...deletion,
  operationId: 'deleteAdminLecture',
  method: 'DELETE',
  path: '/admin/lectures/:id',
  summary: 'Delete a lecture (confirm=true when students have progress in it)',
  params: idParamsSchema,
});

export const uploadLectureAttachment = defineEndpoint({
  ...editor,
  operationId: 'uploadLectureAttachment',
  method: 'POST',
  path: '/admin/lectures/:id/attachments',
  summary: 'Attach a file to a lecture (multipart field "file"); stored public',
  description:
    "The kinds of contracts' submissionFileKinds (PDF, ZIP, PNG, JPEG, and source code and " +
    'data as UTF-8 text: .py, .csv, .ipynb as JSON, …) up to 10 MB. The content must be of the ' +
    'type the extension names; text goes out as a text/plain attachment.' +
    ' Added last.',
  params: idParamsSchema,
  bodyType: 'multipart',
  responses: { 201: adminLectureAttachmentSchema },
  errors: {
    400: ['ERR_INVALID_FILE_TYPE'],
    404: ['ERR_NOT_FOUND'],
    413: ['ERR_FILE_TOO_LARGE'],
  },
});

export const renameLectureAttachment = defineEndpoint({
  ...editor,
  operationId: 'renameLectureAttachment',
  method: 'PATCH',
  path: '/admin/lectures/:id/attachments/:attachmentId',
  summary: 'Rename a lecture attachment (the name students download it as)',
  params: lectureAttachmentParamsSchema,
  body: attachmentRenameRequestSchema(),
  responses: { 200: adminLectureAttachmentSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const deleteLectureAttachment = defineEndpoint({
  ...editor,
  operationId: 'deleteLectureAttachment',
  method: 'DELETE',
  path: '/admin/lectures/:id/attachments/:attachmentId',
  summary: 'Remove an attachment from a lecture, and its file',
  params: lectureAttachmentParamsSchema,
  responses: { 204: null },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const reorderLectureAttachments = defineEndpoint({
  ...editor,
  operationId: 'reorderLectureAttachments',
  method: 'PUT',
  path: '/admin/lectures/:id/attachment-order',
  summary: "Order a lecture's attachments: every attachment's id, once, in the new order",
  params: idParamsSchema,
  body: attachmentOrderRequestSchema,
  responses: { 200: z.array(adminLectureAttachmentSchema) },
  errors: { 400: ['ERR_BAD_REQUEST'], 404: ['ERR_NOT_FOUND'] },
});

/* Tests */

export const getAdminTask = defineEndpoint({
  ...editor,
  operationId: 'getAdminTask',
  method: 'GET',
  path: '/admin/tasks/:id',
  summary: 'A test to edit: its questions, answers (correct ones marked) and pass mark',
  params: idParamsSchema,
  responses: { 200: adminTaskSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const saveAdminTask = defineEndpoint({
  ...editor,
  operationId: 'saveAdminTask',
  method: 'PUT',
  path: '/admin/tasks/:id',
  summary: 'Save a whole test, questions and answers, in one transaction',
  params: idParamsSchema,
  description: STALE_SAVE,
  body: taskSaveRequestSchema(),
  responses: { 200: adminTaskSchema },
  errors: {
    404: ['ERR_NOT_FOUND'],
    409: ['ERR_CONTENT_CHANGED', 'ERR_TASK_HAS_ATTEMPTS'],
    // A code question whose reference solution fails a test: the field
    // `questions.N.code.referenceSolution` with `codeReferenceFails`.
    422: ['ERR_VALIDATION'],
    503: ['ERR_CODE_RUNNER_BUSY'],
  },
});

export const checkCodeExercise = defineEndpoint({
  ...editor,
  operationId: 'checkCodeExercise',
  method: 'POST',
  path: '/admin/code-exercises/check',
  summary: "Run a code exercise's reference solution (or other code) against all its tests",
  description:
    'Nothing is saved. Staff see every test with its input, expected value, output and error, ' +
    'hidden ones included. 503 ERR_CODE_RUNNER_BUSY with Retry-After when the grading queue is full.',
  body: codeExerciseCheckRequestSchema(),
  responses: { 200: staffCodeRunResultSchema },
  errors: { 503: ['ERR_CODE_RUNNER_BUSY'] },
});

export const setAdminTaskStatus = defineEndpoint({
  ...editor,
  operationId: 'setAdminTaskStatus',
  method: 'PUT',
  path: '/admin/tasks/:id/status',
  summary: 'Publish or unpublish a test (published only with at least one question)',
  params: idParamsSchema,
  body: contentStatusRequestSchema,
  responses: { 200: adminTaskSchema },
  errors: { 404: ['ERR_NOT_FOUND'], 409: ['ERR_TASK_WITHOUT_QUESTIONS'] },
});

export const getAdminTaskDeletionImpact = defineEndpoint({
  ...editor,
  operationId: 'getAdminTaskDeletionImpact',
  method: 'GET',
  path: '/admin/tasks/:id/deletion-impact',
  summary: 'What students would lose with the test: their attempts and passes',
  params: idParamsSchema,
  responses: { 200: itemDeletionImpactSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const deleteAdminTask = defineEndpoint({
  ...editor,
  ...deletion,
  operationId: 'deleteAdminTask',
  method: 'DELETE',
  path: '/admin/tasks/:id',
  summary: 'Delete a test (confirm=true when students have attempted it)',
  params: idParamsSchema,
});

/* Mini projects */

export const getAdminMiniProject = defineEndpoint({
  ...editor,
  operationId: 'getAdminMiniProject',
  method: 'GET',
  path: '/admin/mini-projects/:id',
  summary: 'A mini project to edit: its brief, due days and questions',
  params: idParamsSchema,
  responses: { 200: adminMiniProjectSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const saveAdminMiniProject = defineEndpoint({
  ...editor,
  operationId: 'saveAdminMiniProject',
  method: 'PUT',
  path: '/admin/mini-projects/:id',
  summary: 'Save a whole mini project, its questions too, in one transaction',
  params: idParamsSchema,
  description: STALE_SAVE,
  body: miniProjectSaveRequestSchema(),
  responses: { 200: adminMiniProjectSchema },
  errors: {
    404: ['ERR_NOT_FOUND'],
    409: ['ERR_CONTENT_CHANGED', 'ERR_MINI_PROJECT_HAS_SUBMISSIONS'],
  },
});

export const setAdminMiniProjectStatus = defineEndpoint({
  ...editor,
  operationId: 'setAdminMiniProjectStatus',
  method: 'PUT',
  path: '/admin/mini-projects/:id/status',
  summary: 'Publish or unpublish a mini project',
  params: idParamsSchema,
  body: contentStatusRequestSchema,
  responses: { 200: adminMiniProjectSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const getAdminMiniProjectDeletionImpact = defineEndpoint({
  ...editor,
  operationId: 'getAdminMiniProjectDeletionImpact',
  method: 'GET',
  path: '/admin/mini-projects/:id/deletion-impact',
  summary: 'What students would lose with the mini project: their submissions and passes',
  params: idParamsSchema,
  responses: { 200: itemDeletionImpactSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const deleteAdminMiniProject = defineEndpoint({
  ...editor,
  ...deletion,
  operationId: 'deleteAdminMiniProject',
  method: 'DELETE',
  path: '/admin/mini-projects/:id',
  summary: 'Delete a mini project (confirm=true when students have submitted it)',
  params: idParamsSchema,
});
