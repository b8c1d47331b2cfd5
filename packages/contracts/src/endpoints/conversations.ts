import {
  conversationMessageRequestSchema,
  conversationMessageSchema,
  conversationParamsSchema,
  conversationSchema,
} from '../conversations.js';
import { defineEndpoint } from '../endpoint.js';

/*
 * Conversations (ARCHITECTURE.md, "Conversations"): the thread on a mini-project submission,
 * read and written by the student whose work it is and by staff. For anyone else (another
 * student, an applicant) it does not exist: 404.
 */

const thread = { access: 'account', tag: 'conversations' } as const;

export const getSubmissionConversation = defineEndpoint({
  ...thread,
  operationId: 'getSubmissionConversation',
  method: 'GET',
  path: '/conversations/mini-project-submissions/:id',
  summary: "A mini-project submission's thread: messages and the verdict, oldest first",
  params: conversationParamsSchema,
  responses: { 200: conversationSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const createSubmissionMessage = defineEndpoint({
  ...thread,
  operationId: 'createSubmissionMessage',
  method: 'POST',
  path: '/conversations/mini-project-submissions/:id/messages',
  summary: "Write in a mini-project submission's thread (Markdown)",
  params: conversationParamsSchema,
  body: conversationMessageRequestSchema(),
  responses: { 201: conversationMessageSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});
