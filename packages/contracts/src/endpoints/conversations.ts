import {
  conversationMessageRequestSchema,
  conversationMessageSchema,
  conversationParamsSchema,
  conversationSchema,
} from '../conversations.js';
import { defineEndpoint } from '../endpoint.js';

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
