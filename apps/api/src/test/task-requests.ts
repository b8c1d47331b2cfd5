import type { TaskAnswerRequest, TaskResponse } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, createUser, login, type TestUser, type UserOverrides } from './builders.js';
import { type CreatedQuestion, enrol } from './learning-builders.js';

/*
 * Requests of the tests' endpoints for API tests: a signed-in user, and answers built from
 * the questions `createContent` returns, right or wrong on purpose.
 */

export interface SignedIn extends TestUser {
  headers: { authorization: string };
}

/** A user (a student unless `role` says otherwise), signed in; enrolled where `directionId` is given. */
export async function signedIn(
  app: FastifyInstance,
  options: UserOverrides & { directionId?: number; enrolledAt?: Date } = {},
): Promise<SignedIn> {
  const { directionId, enrolledAt, ...overrides } = options;
  const user = await createUser(app, overrides);
  if (directionId !== undefined) {
    await enrol(app, user.id, directionId, enrolledAt ? { enrolledAt } : {});
  }
  const session = await login(app, user);
  return { ...user, headers: bearer(session.accessToken) };
}

type Answer = TaskAnswerRequest['answers'][number];

/** The right answer to a question: its correct options (choice), or some text (free text). */
export const rightAnswer = (question: CreatedQuestion, text = 'My answer'): Answer =>
  question.answerType === 'text'
    ? { questionId: question.id, answerIds: [], answerText: text }
    : { questionId: question.id, answerIds: question.correctAnswerIds };

/** A wrong answer to a choice question: its first wrong option. */
export const wrongAnswer = (question: CreatedQuestion): Answer => ({
  questionId: question.id,
  answerIds: question.wrongAnswerIds.slice(0, 1),
});

export const getTask = (app: FastifyInstance, user: SignedIn, taskId: number) =>
  app.inject({ method: 'GET', url: `/v1/tasks/${taskId}`, headers: user.headers });

export const submitAnswers = (
  app: FastifyInstance,
  user: SignedIn,
  taskId: number,
  answers: Answer[],
) =>
  app.inject({
    method: 'POST',
    url: '/v1/questions/task-answer',
    headers: user.headers,
    payload: { taskId, answers },
  });

export const openRetake = (app: FastifyInstance, user: SignedIn, taskId: number) =>
  app.inject({ method: 'PATCH', url: `/v1/tasks/retake/${taskId}`, headers: user.headers });

/** Submits answers that must be accepted, and answers the scored test. */
export async function submitted(
  app: FastifyInstance,
  user: SignedIn,
  taskId: number,
  answers: Answer[],
): Promise<TaskResponse> {
  const response = await submitAnswers(app, user, taskId, answers);
  if (response.statusCode !== 200) {
    throw new Error(`Submission failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<TaskResponse>();
}
