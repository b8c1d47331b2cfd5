import { z } from 'zod';
import { idParamsSchema } from '../common.js';
import {
  adminChapterListSchema,
  adminChapterSchema,
  adminDirectionListSchema,
  adminDirectionSchema,
  adminDirectionSummarySchema,
  adminDirectionsQuerySchema,
  adminSubjectListSchema,
  adminSubjectSchema,
  adminSubjectSummarySchema,
  chapterPublishPlanSchema,
  chapterPublishResultSchema,
  contentStatusRequestSchema,
  createDirectionRequestSchema,
  createdChapterItemSchema,
  createSubjectRequestSchema,
  deleteContentQuerySchema,
  deletionImpactSchema,
  reorderItemsRequestSchema,
  reorderRequestSchema,
  titleRequestSchema,
  updateDirectionRequestSchema,
  updateSubjectRequestSchema,
} from '../content.js';
import { contentImportResultSchema } from '../content-transfer.js';
import { defineEndpoint } from '../endpoint.js';
import type { ErrorCode } from '../errors.js';

/*
 * The structure of the learning content, for admins: directions, subjects, chapters, and
 * the items of a chapter as titles in order (ARCHITECTURE.md, "The staff area"). The items'
 * own editors are content-items.ts'.
 */

const admin = { access: 'admin', tag: 'content' } as const;
const notFound = { 404: ['ERR_NOT_FOUND'] } as const;
const deletionErrors = {
  404: ['ERR_NOT_FOUND'],
  409: ['ERR_CONTENT_HAS_PROGRESS', 'ERR_CONTENT_HAS_CERTIFICATES'],
} as const;
const reorderErrors = { 400: ['ERR_REORDER_MISMATCH'], 404: ['ERR_NOT_FOUND'] } as const;
/** A title its siblings already have (contracts' `titleKey`: case and spaces ignored). */
const titleTaken = <const Code extends ErrorCode>(code: Code) =>
  ({ 404: ['ERR_NOT_FOUND'], 409: [code] }) as const;

/* ---- Directions ---- */

export const listAdminDirections = defineEndpoint({
  ...admin,
  operationId: 'listAdminDirections',
  method: 'GET',
  path: '/admin/directions',
  summary: 'Every direction, drafts too, in order, with its number of subjects',
  query: adminDirectionsQuerySchema,
  responses: { 200: adminDirectionListSchema },
});

export const createDirection = defineEndpoint({
  ...admin,
  operationId: 'createDirection',
  method: 'POST',
  path: '/admin/directions',
  summary: 'Create a direction (a draft, last in order)',
  body: createDirectionRequestSchema(),
  responses: { 201: adminDirectionSummarySchema },
  errors: { 409: ['ERR_DIRECTION_TITLE_TAKEN'] },
});

export const importDirection = defineEndpoint({
  ...admin,
  operationId: 'importDirection',
  method: 'POST',
  path: '/admin/directions/import',
  summary: 'Import a direction from a zip of Markdown and YAML files (multipart field "file")',
  description:
    'Every file is checked first; any problem (each with its file and line) is 422 ' +
    'ERR_CONTENT_IMPORT_INVALID listing all of them, and nothing is created. Otherwise the ' +
    'direction and everything in it are created as drafts in one transaction. The format: ' +
    'ARCHITECTURE.md, "Content import and export".',
  bodyType: 'multipart',
  responses: { 201: contentImportResultSchema },
  errors: {
    413: ['ERR_FILE_TOO_LARGE'],
    422: ['ERR_CONTENT_IMPORT_INVALID'],
    503: ['ERR_CODE_RUNNER_BUSY'],
  },
});

export const exportDirection = defineEndpoint({
  ...admin,
  operationId: 'exportDirection',
  method: 'GET',
  path: '/admin/directions/:id/export',
  summary: 'A direction as a zip of Markdown and YAML files, as the import reads them',
  description:
    'Drafts too. Lecture attachments and pictures are not part of it (ARCHITECTURE.md, ' +
    '"Content import and export").',
  params: idParamsSchema,
  responses: { 200: z.unknown().describe('The zip file (application/zip)') },
  responseType: 'binary',
  errors: notFound,
});

export const getAdminDirection = defineEndpoint({
  ...admin,
  operationId: 'getAdminDirection',
  method: 'GET',
  path: '/admin/directions/:id',
  summary: 'A direction with its subjects, drafts too',
  params: idParamsSchema,
  responses: { 200: adminDirectionSchema },
  errors: notFound,
});

export const updateDirection = defineEndpoint({
  ...admin,
  operationId: 'updateDirection',
  method: 'PATCH',
  path: '/admin/directions/:id',
  summary: "Change a direction's title, description or place in the order",
  params: idParamsSchema,
  body: updateDirectionRequestSchema(),
  responses: { 200: adminDirectionSummarySchema },
  errors: titleTaken('ERR_DIRECTION_TITLE_TAKEN'),
});

export const reorderDirections = defineEndpoint({
  ...admin,
  operationId: 'reorderDirections',
  method: 'PUT',
  path: '/admin/directions/order',
  summary: 'Put every direction in a new order (all their ids, once each)',
  body: reorderRequestSchema,
  responses: { 200: adminDirectionListSchema },
  errors: { 400: ['ERR_REORDER_MISMATCH'] },
});

export const setDirectionStatus = defineEndpoint({
  ...admin,
  operationId: 'setDirectionStatus',
  method: 'PUT',
  path: '/admin/directions/:id/status',
  summary: 'Publish or unpublish a direction',
  params: idParamsSchema,
  body: contentStatusRequestSchema,
  responses: { 200: adminDirectionSummarySchema },
  errors: notFound,
});

export const getDirectionDeletionImpact = defineEndpoint({
  ...admin,
  operationId: 'getDirectionDeletionImpact',
  method: 'GET',
  path: '/admin/directions/:id/deletion-impact',
  summary: 'What deleting a direction would take away from students',
  params: idParamsSchema,
  responses: { 200: deletionImpactSchema },
  errors: notFound,
});

export const deleteDirection = defineEndpoint({
  ...admin,
  operationId: 'deleteDirection',
  method: 'DELETE',
  path: '/admin/directions/:id',
  summary: 'Delete a direction and everything in it',
  description:
    'Needs confirm=true when students have work in it or are enrolled in it (409 ' +
    'ERR_CONTENT_HAS_PROGRESS otherwise). A direction with certificates cannot be deleted ' +
    '(409 ERR_CONTENT_HAS_CERTIFICATES): unpublish it instead.',
  params: idParamsSchema,
  query: deleteContentQuerySchema,
  responses: { 204: null },
  errors: deletionErrors,
});

export const uploadDirectionImage = defineEndpoint({
  ...admin,
  operationId: 'uploadDirectionImage',
  method: 'POST',
  path: '/admin/directions/:id/image',
  summary: 'Set a direction\'s picture (multipart field "file")',
  description:
    'PNG, JPEG or WebP up to 5 MB, checked by its content. Stored as a public file: ' +
    'students see it on their directions.',
  params: idParamsSchema,
  bodyType: 'multipart',
  responses: { 200: adminDirectionSummarySchema },
  errors: { 400: ['ERR_INVALID_FILE_TYPE'], 404: ['ERR_NOT_FOUND'], 413: ['ERR_FILE_TOO_LARGE'] },
});

export const removeDirectionImage = defineEndpoint({
  ...admin,
  operationId: 'removeDirectionImage',
  method: 'DELETE',
  path: '/admin/directions/:id/image',
  summary: "Remove a direction's picture",
  params: idParamsSchema,
  responses: { 200: adminDirectionSummarySchema },
  errors: notFound,
});

/* ---- Subjects ---- */

export const listAdminSubjects = defineEndpoint({
  ...admin,
  operationId: 'listAdminSubjects',
  method: 'GET',
  path: '/admin/directions/:id/subjects',
  summary: "A direction's subjects, drafts too, in order",
  params: idParamsSchema,
  responses: { 200: adminSubjectListSchema },
  errors: notFound,
});

export const createSubject = defineEndpoint({
  ...admin,
  operationId: 'createSubject',
  method: 'POST',
  path: '/admin/directions/:id/subjects',
  summary: 'Create a subject in a direction (a draft, last in order)',
  params: idParamsSchema,
  body: createSubjectRequestSchema(),
  responses: { 201: adminSubjectSummarySchema },
  errors: titleTaken('ERR_SUBJECT_TITLE_TAKEN'),
});

export const reorderSubjects = defineEndpoint({
  ...admin,
  operationId: 'reorderSubjects',
  method: 'PUT',
  path: '/admin/directions/:id/subjects/order',
  summary: "Put a direction's subjects in a new order (all their ids, once each)",
  params: idParamsSchema,
  body: reorderRequestSchema,
  responses: { 200: adminSubjectListSchema },
  errors: reorderErrors,
});

export const getAdminSubject = defineEndpoint({
  ...admin,
  operationId: 'getAdminSubject',
  method: 'GET',
  path: '/admin/subjects/:id',
  summary: 'A subject with its chapters and their items, drafts too',
  params: idParamsSchema,
  responses: { 200: adminSubjectSchema },
  errors: notFound,
});

export const updateSubject = defineEndpoint({
  ...admin,
  operationId: 'updateSubject',
  method: 'PATCH',
  path: '/admin/subjects/:id',
  summary: "Change a subject's title or description",
  params: idParamsSchema,
  body: updateSubjectRequestSchema(),
  responses: { 200: adminSubjectSummarySchema },
  errors: titleTaken('ERR_SUBJECT_TITLE_TAKEN'),
});

export const setSubjectStatus = defineEndpoint({
  ...admin,
  operationId: 'setSubjectStatus',
  method: 'PUT',
  path: '/admin/subjects/:id/status',
  summary: 'Publish or unpublish a subject',
  params: idParamsSchema,
  body: contentStatusRequestSchema,
  responses: { 200: adminSubjectSummarySchema },
  errors: notFound,
});

export const getSubjectDeletionImpact = defineEndpoint({
  ...admin,
  operationId: 'getSubjectDeletionImpact',
  method: 'GET',
  path: '/admin/subjects/:id/deletion-impact',
  summary: 'What deleting a subject would take away from students',
  params: idParamsSchema,
  responses: { 200: deletionImpactSchema },
  errors: notFound,
});

export const deleteSubject = defineEndpoint({
  ...admin,
  operationId: 'deleteSubject',
  method: 'DELETE',
  path: '/admin/subjects/:id',
  summary: 'Delete a subject and everything in it',
  description:
    'Needs confirm=true when students have work in it (409 ERR_CONTENT_HAS_PROGRESS ' +
    'otherwise). A subject with certificates cannot be deleted (409 ' +
    'ERR_CONTENT_HAS_CERTIFICATES): unpublish it instead.',
  params: idParamsSchema,
  query: deleteContentQuerySchema,
  responses: { 204: null },
  errors: deletionErrors,
});

/* ---- Chapters ---- */

export const listAdminChapters = defineEndpoint({
  ...admin,
  operationId: 'listAdminChapters',
  method: 'GET',
  path: '/admin/subjects/:id/chapters',
  summary: "A subject's chapters with their items, drafts too, in order",
  params: idParamsSchema,
  responses: { 200: adminChapterListSchema },
  errors: notFound,
});

export const createChapter = defineEndpoint({
  ...admin,
  operationId: 'createChapter',
  method: 'POST',
  path: '/admin/subjects/:id/chapters',
  summary: 'Create a chapter in a subject (a draft, last in order)',
  params: idParamsSchema,
  body: titleRequestSchema(),
  responses: { 201: adminChapterSchema },
  errors: titleTaken('ERR_CHAPTER_TITLE_TAKEN'),
});

export const reorderChapters = defineEndpoint({
  ...admin,
  operationId: 'reorderChapters',
  method: 'PUT',
  path: '/admin/subjects/:id/chapters/order',
  summary: "Put a subject's chapters in a new order (all their ids, once each)",
  params: idParamsSchema,
  body: reorderRequestSchema,
  responses: { 200: adminChapterListSchema },
  errors: reorderErrors,
});

export const updateChapter = defineEndpoint({
  ...admin,
  operationId: 'updateChapter',
  method: 'PATCH',
  path: '/admin/chapters/:id',
  summary: 'Rename a chapter',
  params: idParamsSchema,
  body: titleRequestSchema(),
  responses: { 200: adminChapterSchema },
  errors: titleTaken('ERR_CHAPTER_TITLE_TAKEN'),
});

export const setChapterStatus = defineEndpoint({
  ...admin,
  operationId: 'setChapterStatus',
  method: 'PUT',
  path: '/admin/chapters/:id/status',
  summary: 'Publish or unpublish a chapter',
  params: idParamsSchema,
  body: contentStatusRequestSchema,
  responses: { 200: adminChapterSchema },
  errors: notFound,
});

export const getChapterPublishPlan = defineEndpoint({
  ...admin,
  operationId: 'getChapterPublishPlan',
  method: 'GET',
  path: '/admin/chapters/:id/publish-plan',
  summary: 'What publishing a chapter with all its items would publish, and what stops it',
  params: idParamsSchema,
  responses: { 200: chapterPublishPlanSchema },
  errors: notFound,
});

export const publishChapter = defineEndpoint({
  ...admin,
  operationId: 'publishChapter',
  method: 'POST',
  path: '/admin/chapters/:id/publish',
  summary: 'Publish a chapter and every draft lecture, test and mini project in it at once',
  description:
    'One transaction: the chapter and all its draft items are published, each with its audit ' +
    'entry, or nothing is. 409 ERR_TASK_WITHOUT_QUESTIONS (and nothing changes) while a ' +
    'draft test has no question: GET …/publish-plan lists them.',
  params: idParamsSchema,
  responses: { 200: chapterPublishResultSchema },
  errors: { 404: ['ERR_NOT_FOUND'], 409: ['ERR_TASK_WITHOUT_QUESTIONS'] },
});

export const getChapterDeletionImpact = defineEndpoint({
  ...admin,
  operationId: 'getChapterDeletionImpact',
  method: 'GET',
  path: '/admin/chapters/:id/deletion-impact',
  summary: 'What deleting a chapter would take away from students',
  params: idParamsSchema,
  responses: { 200: deletionImpactSchema },
  errors: notFound,
});

export const deleteChapter = defineEndpoint({
  ...admin,
  operationId: 'deleteChapter',
  method: 'DELETE',
  path: '/admin/chapters/:id',
  summary: 'Delete a chapter and its items',
  description:
    'Needs confirm=true when students have work in it (409 ERR_CONTENT_HAS_PROGRESS ' +
    'otherwise). Certificates already issued stay as they are.',
  params: idParamsSchema,
  query: deleteContentQuerySchema,
  responses: { 204: null },
  errors: { 404: ['ERR_NOT_FOUND'], 409: ['ERR_CONTENT_HAS_PROGRESS'] },
});

/* ---- A chapter's items ---- */

const newItem = {
  ...admin,
  method: 'POST',
  params: idParamsSchema,
  body: titleRequestSchema(),
  responses: { 201: createdChapterItemSchema },
  errors: notFound,
} as const;

export const createLecture = defineEndpoint({
  ...newItem,
  operationId: 'createLecture',
  path: '/admin/chapters/:id/lectures',
  summary: 'Create a lecture in a chapter with its title (a draft, last in order)',
});

export const createTask = defineEndpoint({
  ...newItem,
  operationId: 'createTask',
  path: '/admin/chapters/:id/tasks',
  summary: 'Create a test in a chapter with its title (a draft, last in order)',
});

export const createMiniProject = defineEndpoint({
  ...newItem,
  operationId: 'createMiniProject',
  path: '/admin/chapters/:id/mini-projects',
  summary: 'Create a mini project in a chapter with its title (a draft, last in order)',
});

export const reorderChapterItems = defineEndpoint({
  ...admin,
  operationId: 'reorderChapterItems',
  method: 'PUT',
  path: '/admin/chapters/:id/items/order',
  summary: "Put a chapter's items in a new order; an item of a sibling chapter moves in",
  description:
    "The list names every item of the chapter once, and may add items of the subject's " +
    'other chapters, which move into this one. Anything else is 400 ERR_REORDER_MISMATCH.',
  params: idParamsSchema,
  body: reorderItemsRequestSchema,
  responses: { 200: adminChapterListSchema },
  errors: reorderErrors,
});
