import { idParamsSchema } from '../common.js';
import { conversationMessageRequestSchema } from '../conversations.js';
import { defineEndpoint } from '../endpoint.js';
import {
  lectureQuestionSchema,
  lectureQuestionsSchema,
  shareLectureQuestionSchema,
  staffLectureQuestionSchema,
  waitingQuestionsQuerySchema,
  waitingQuestionsSchema,
} from '../lecture-questions.js';

/*
 * Questions on a lecture (ARCHITECTURE.md, "Conversations"): students ask on the lecture they
 * may open; staff answer in the question's thread (`getConversation` with thread
 * `lecture-questions`) and find the waiting ones in the review area.
 */

const learning = { access: 'student', requiresLearningAccess: true, tag: 'learning' } as const;

export const listLectureQuestions = defineEndpoint({
  ...learning,
  operationId: 'listLectureQuestions',
  method: 'GET',
  path: '/lectures/:id/questions',
  summary: "The caller's questions on a lecture and those shared with the subject's students",
  params: idParamsSchema,
  responses: { 200: lectureQuestionsSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const askLectureQuestion = defineEndpoint({
  ...learning,
  operationId: 'askLectureQuestion',
  method: 'POST',
  path: '/lectures/:id/questions',
  summary: "Ask the subject's mentors a question on a lecture (Markdown)",
  params: idParamsSchema,
  body: conversationMessageRequestSchema(),
  responses: { 201: lectureQuestionSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

const staff = { access: 'staff', tag: 'reviews' } as const;

export const listWaitingQuestions = defineEndpoint({
  ...staff,
  operationId: 'listWaitingQuestions',
  method: 'GET',
  path: '/admin/questions',
  summary: "Students' lecture questions waiting for an answer, oldest first",
  query: waitingQuestionsQuerySchema,
  responses: { 200: waitingQuestionsSchema },
});

export const getStaffLectureQuestion = defineEndpoint({
  ...staff,
  operationId: 'getStaffLectureQuestion',
  method: 'GET',
  path: '/admin/questions/:id',
  summary: 'One lecture question: who asked, where, whether it waits',
  params: idParamsSchema,
  responses: { 200: staffLectureQuestionSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const shareLectureQuestion = defineEndpoint({
  ...staff,
  operationId: 'shareLectureQuestion',
  method: 'PATCH',
  path: '/admin/questions/:id',
  summary: "Share a lecture question and its answers with the subject's students, or stop",
  params: idParamsSchema,
  body: shareLectureQuestionSchema,
  responses: { 200: staffLectureQuestionSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});
