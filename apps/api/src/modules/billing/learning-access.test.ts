import {
  allEndpoints,
  type EndpointDefinition,
  endpointPath,
  IDEMPOTENCY_KEY_HEADER,
  LEARNING_ACCESS_ENDED,
} from '@academy/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createPeriod, createPlans } from '../../test/billing-builders.js';
import { testClock } from '../../test/builders.js';
import { type CreatedContent, createContent } from '../../test/learning-builders.js';
import { GITHUB_LINK, multipartForm, sampleFiles } from '../../test/mini-projects.js';
import { type SignedIn, signedIn } from '../../test/task-requests.js';

/*
 * The learning-access guard over every endpoint that declares `requiresLearningAccess`
 * (taken from contracts' catalogue, so an endpoint added later is walked too): refused with
 * 403 ERR_LEARNING_ACCESS_ENDED without access, let through with a running trial, a paid
 * period, and after an ended trial once the student has paid.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = testClock('2030-04-01T09:00:00.000Z');
let t: TestApp;
let content: CreatedContent;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  await createPlans(t.app);
  content = await createContent(t.app, {
    chapters: [{ lectures: 2, tasks: [{}], miniProjects: [{}] }],
  });
});

afterAll(async () => {
  await t.close();
});

const learningEndpoints = allEndpoints.filter(
  (endpoint: EndpointDefinition) => endpoint.requiresLearningAccess,
);

/** A well-formed request of the endpoint on the test's content, so only the guard can refuse it. */
function requestOf(endpoint: EndpointDefinition, user: SignedIn): InjectOptions {
  const first = (ids: number[]) => ids[0] ?? 0;
  const id = endpoint.path.startsWith('/directions')
    ? content.directionId
    : endpoint.path.startsWith('/subject')
      ? content.subjectId
      : endpoint.path.startsWith('/lectures')
        ? first(content.lectureIds)
        : endpoint.path.startsWith('/tasks')
          ? first(content.taskIds)
          : first(content.miniProjectIds);
  const url = `/v1${endpoint.path.includes(':id') ? endpointPath(endpoint, { id }) : endpoint.path}`;
  const base = { method: endpoint.method, url, headers: { ...user.headers } };
  if (endpoint.bodyType === 'multipart') {
    const form = multipartForm([{ filename: 'notes.md', data: sampleFiles.text() }]);
    return { ...base, headers: { ...base.headers, ...form.headers }, payload: form.payload };
  }
  if (endpoint.operationId === 'completeLecture')
    return { ...base, payload: { status: 'completed' } };
  if (endpoint.operationId === 'submitTaskAnswers') {
    return { ...base, payload: { taskId: first(content.taskIds), answers: [] } };
  }
  if (endpoint.operationId === 'submitMiniProject') {
    return { ...base, payload: { githubLink: GITHUB_LINK, answers: [] } };
  }
  if (endpoint.operationId === 'askLectureQuestion') {
    return { ...base, payload: { body: 'Why?' } };
  }
  if (endpoint.body) throw new Error(`No request body written for ${endpoint.operationId}`);
  return base;
}

/** Every learning endpoint's answer for the user: [operationId, status, message]. */
async function walk(user: SignedIn) {
  const answers: [string, number, string | undefined][] = [];
  for (const endpoint of learningEndpoints) {
    const response = await t.app.inject(requestOf(endpoint, user));
    const message =
      response.statusCode >= 400 ? response.json<{ message: string }>().message : undefined;
    answers.push([endpoint.operationId, response.statusCode, message]);
  }
  return answers;
}

const refused = (answers: [string, number, string | undefined][]) =>
  answers.filter(([, status, message]) => status === 403 && message === LEARNING_ACCESS_ENDED);

describe('the learning-access guard', () => {
  it('covers the whole learning area', () => {
    expect(learningEndpoints.map((endpoint) => endpoint.operationId).sort()).toEqual(
      [
        'getDirection',
        'getHomework',
        'getLastOpenedLecture',
        'getLecture',
        'getMiniProject',
        'getSubject',
        'getTask',
        'askLectureQuestion',
        'listLectureQuestions',
        'listMyDirections',
        'listMyHomework',
        'openTaskRetake',
        'submitMiniProject',
        'submitTaskAnswers',
        'completeLecture',
        'uploadMiniProjectFile',
      ].sort(),
    );
  });

  it('refuses every learning endpoint to a student without access', async () => {
    const student = await signedIn(t.app, { access: 'none', directionId: content.directionId });
    const answers = await walk(student);
    expect(refused(answers)).toEqual(answers);
    expect(answers).toHaveLength(learningEndpoints.length);
  });

  it('lets a running trial through', async () => {
    const student = await signedIn(t.app, { directionId: content.directionId });
    expect(refused(await walk(student))).toEqual([]);
  });

  it('lets a paid period through', async () => {
    const student = await signedIn(t.app, { access: 'none', directionId: content.directionId });
    await createPeriod(t.app, student.id, {
      kind: 'paid',
      startsAt: new Date(clock.now().getTime() - DAY_MS),
      endsAt: new Date(clock.now().getTime() + 30 * DAY_MS),
    });
    expect(refused(await walk(student))).toEqual([]);
  });

  it('refuses a cancelled period and one not started yet', async () => {
    const student = await signedIn(t.app, { access: 'none', directionId: content.directionId });
    await createPeriod(t.app, student.id, {
      kind: 'paid',
      status: 'cancelled',
      startsAt: new Date(clock.now().getTime() - DAY_MS),
      endsAt: new Date(clock.now().getTime() + 30 * DAY_MS),
    });
    await createPeriod(t.app, student.id, {
      kind: 'paid',
      startsAt: new Date(clock.now().getTime() + DAY_MS),
      endsAt: new Date(clock.now().getTime() + 30 * DAY_MS),
    });
    expect(refused(await walk(student))).toHaveLength(learningEndpoints.length);
  });

  it('refuses after the trial ended, and lets the student in again once they paid', async () => {
    const student = await signedIn(t.app, { access: 'none', directionId: content.directionId });
    await createPeriod(t.app, student.id, {
      kind: 'trial',
      startsAt: new Date(clock.now().getTime() - 10 * DAY_MS),
      endsAt: new Date(clock.now().getTime() - 3 * DAY_MS),
    });
    expect(refused(await walk(student))).toHaveLength(learningEndpoints.length);

    const paid = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/pay',
      headers: { ...student.headers, [IDEMPOTENCY_KEY_HEADER]: 'walk-after-trial-1' },
      payload: {
        purpose: 'subscription',
        planId: 'online-1',
        expectedPrice: { amount: 2900, currency: 'USD' },
        cardToken: 'tok_sandbox_succeeds',
      },
    });
    expect(paid.statusCode).toBe(201);
    expect(refused(await walk(student))).toEqual([]);
  });
});
