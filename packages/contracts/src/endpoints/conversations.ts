import { z } from 'zod';
import {
  conversationFileParamsSchema,
  conversationMessageRequestSchema,
  conversationMessageSchema,
  conversationParamsSchema,
  conversationSchema,
} from '../conversations.js';
import { defineEndpoint } from '../endpoint.js';
import { uploadedFileSchema } from '../uploads.js';

/*
 * Conversations (ARCHITECTURE.md, "Conversations"): the thread on a mini-project submission,
 * a test attempt or a lecture question, read and written by the student whose it is and by
 * staff (a shared lecture question is also read by the students of its subject). For anyone
 * else (another student, an applicant) it does not exist: 404.
 */

const thread = { access: 'account', tag: 'conversations' } as const;

export const getConversation = defineEndpoint({
  ...thread,
  operationId: 'getConversation',
  method: 'GET',
  path: '/conversations/:thread/:id',
  summary: 'A thread: its messages and the verdict on the work, oldest first',
  params: conversationParamsSchema,
  responses: { 200: conversationSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const createConversationMessage = defineEndpoint({
  ...thread,
  operationId: 'createConversationMessage',
  method: 'POST',
  path: '/conversations/:thread/:id/messages',
  summary: 'Write in a thread (Markdown)',
  params: conversationParamsSchema,
  body: conversationMessageRequestSchema(),
  responses: { 201: conversationMessageSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const uploadConversationFile = defineEndpoint({
  ...thread,
  operationId: 'uploadConversationFile',
  method: 'POST',
  path: '/conversations/:thread/:id/files',
  summary: 'Upload a file to send in a thread (multipart field "file")',
  description:
    "The mini projects' file rules: the kinds of contracts' submissionFileKinds up to 10 MB, " +
    'the content of the type the extension names. The file is private and is sent with the ' +
    "caller's next message that names it; until then only its uploader may use it.",
  params: conversationParamsSchema,
  bodyType: 'multipart',
  responses: { 201: uploadedFileSchema },
  errors: {
    400: ['ERR_INVALID_FILE_TYPE'],
    404: ['ERR_NOT_FOUND'],
    413: ['ERR_FILE_TOO_LARGE'],
  },
});

export const getConversationFile = defineEndpoint({
  ...thread,
  operationId: 'getConversationFile',
  method: 'GET',
  path: '/conversations/:thread/:id/files/:fileId',
  summary: 'A file sent in a thread: to whoever may read the thread',
  params: conversationFileParamsSchema,
  responses: { 200: z.unknown().describe('The file bytes') },
  responseType: 'binary',
  errors: { 404: ['ERR_FILE_NOT_FOUND'] },
});
