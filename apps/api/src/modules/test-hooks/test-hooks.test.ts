import type { TaskResponse } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createContent, singleChoice } from '../../test/learning-builders.js';
import { getTask, openRetake, signedIn, submitted, wrongAnswer } from '../../test/task-requests.js';

/*
 * POST /dev/test-hooks/paid-retake records a paid retake for the browser journeys. It is
 * there only with DEV_TEST_HOOKS=true and only for callers on this machine; to everyone else
 * it answers as an unknown route does. The app trusts proxies, so that a forged
 * X-Forwarded-For would make request.ip look local: the hook must not be fooled by it.
 */
let off: TestApp;
let on: TestApp;

beforeAll(async () => {
  off = await buildTestApp();
  on = await buildTestApp({ devTestHooks: true, trustProxy: true });
});

afterAll(async () => {
  await Promise.all([off.close(), on.close()]);
});

interface Caller {
  remoteAddress?: string;
  headers?: Record<string, string>;
}

const hook = (
  app: TestApp['app'],
  payload: Record<string, unknown>,
  caller: Caller = {},
  url = '/dev/test-hooks/paid-retake',
) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    ...(caller.headers ? { headers: caller.headers } : {}),
    ...(caller.remoteAddress ? { remoteAddress: caller.remoteAddress } : {}),
  });

/** A student whose first attempt at a one-question test failed. */
async function failedStudent(app: TestApp['app']) {
  const content = await createContent(app, {
    chapters: [{ tasks: [{ passPercent: 100, questions: [singleChoice()] }] }],
  });
  const task = content.chapters[0]?.tasks[0];
  const only = task?.questions[0];
  if (!task || !only) throw new Error('No test created');
  const student = await signedIn(app, { directionId: content.directionId });
  await submitted(app, student, task.id, [wrongAnswer(only)]);
  return { student, taskId: task.id };
}

describe('POST /dev/test-hooks/paid-retake', () => {
  it('is off by default: it answers exactly as an unknown route does', async () => {
    expect(off.config.devTestHooks).toBe(false);
    const { student, taskId } = await failedStudent(off.app);
    const response = await hook(off.app, { email: student.email, taskId });
    const unknown = await hook(off.app, { email: student.email, taskId }, {}, '/dev/test-hooks/x');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, message: 'ERR_NOT_FOUND' });
    expect(response.json()).toEqual(unknown.json());
    expect(response.headers['content-type']).toBe(unknown.headers['content-type']);

    const task = (await getTask(off.app, student, taskId)).json<TaskResponse>();
    expect(task.assignment?.retakePaid).toBe(false);
  });

  it('when on, records a paid retake for a caller on this machine: the retake opens', async () => {
    const { student, taskId } = await failedStudent(on.app);
    expect((await openRetake(on.app, student, taskId)).statusCode).toBe(409);

    for (const remoteAddress of ['127.0.0.1', '::1']) {
      const response = await hook(
        on.app,
        { email: student.email.toUpperCase(), taskId },
        { remoteAddress },
      );
      expect(response.statusCode, remoteAddress).toBe(201);
      expect(response.json()).toEqual({ paymentId: expect.any(Number) });
    }

    const task = (await getTask(on.app, student, taskId)).json<TaskResponse>();
    expect(task.assignment?.retakePaid).toBe(true);
    const retake = await openRetake(on.app, student, taskId);
    expect(retake.statusCode).toBe(200);
    expect(retake.json<TaskResponse>().assignment).toMatchObject({
      status: 'incomplete',
      attempt: 1,
    });
  });

  it('when on, refuses other machines and relayed requests with the 404 of an unknown route', async () => {
    const { student, taskId } = await failedStudent(on.app);
    const callers: Caller[] = [
      { remoteAddress: '10.0.0.7' },
      { remoteAddress: '192.168.1.20', headers: { 'x-forwarded-for': '127.0.0.1' } },
      { headers: { 'x-forwarded-for': '203.0.113.9' } },
      { headers: { forwarded: 'for=203.0.113.9' } },
      { headers: { 'x-real-ip': '203.0.113.9' } },
    ];
    for (const caller of callers) {
      const response = await hook(on.app, { email: student.email, taskId }, caller);
      expect(response.statusCode, JSON.stringify(caller)).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: 'ERR_NOT_FOUND' });
    }
    const task = (await getTask(on.app, student, taskId)).json<TaskResponse>();
    expect(task.assignment?.retakePaid).toBe(false);
  });

  it('when on, says which of the user and the test it does not know, and checks its body', async () => {
    const { student, taskId } = await failedStudent(on.app);
    expect((await hook(on.app, { email: 'nobody@academy.test', taskId })).json()).toEqual({
      statusCode: 404,
      message: 'ERR_USER_NOT_EXISTS',
    });
    expect((await hook(on.app, { email: student.email, taskId: 2_000_000_000 })).json()).toEqual({
      statusCode: 404,
      message: 'ERR_TASK_NOT_EXISTS',
    });
    for (const payload of [{ email: student.email }, { email: student.email, taskId, extra: 1 }]) {
      const response = await hook(on.app, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'ERR_VALIDATION' });
    }
  });
});
