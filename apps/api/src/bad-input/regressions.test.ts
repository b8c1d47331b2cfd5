import { errorResponseSchema, validationMessages } from '@academy/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { bearer, createUser, login } from '../test/builders.js';
import { changedTables, databaseFingerprint } from '../test/database-fingerprint.js';
import { createContent, enrol } from '../test/learning-builders.js';
import { multipartForm, sampleFiles } from '../test/mini-projects.js';

/*
 * The bad input the property test (bad-input.test.ts) found answering 500, each as a fixed
 * request: text holding U+0000, which PostgreSQL cannot store, and multipart forms the
 * parser cannot read. Each is a 400 now, and changes nothing.
 */

let t: TestApp;
let admin: string;
let student: string;
let upload: { miniProject: string; lecture: string; directionImage: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await login(t.app, await createUser(t.app, { role: 'admin' }))).accessToken;
  const studentUser = await createUser(t.app);
  student = (await login(t.app, studentUser)).accessToken;
  const content = await createContent(t.app, {
    chapters: [{ lectures: 1, miniProjects: [{ questions: [{ answerType: 'file' }] }] }],
  });
  await enrol(t.app, studentUser.id, content.directionId);
  upload = {
    miniProject: `/v1/mini-projects/${content.miniProjectIds[0]}/files`,
    lecture: `/v1/admin/lectures/${content.lectureIds[0]}/attachments`,
    directionImage: `/v1/admin/directions/${content.directionId}/image`,
  };
});

afterAll(async () => {
  await t?.close();
});

/** The answer's status and body, and the tables it changed. */
async function answer(request: InjectOptions) {
  const before = await databaseFingerprint(t.app);
  const response = await t.app.inject(request);
  const body = errorResponseSchema.parse(response.json());
  return {
    status: response.statusCode,
    body,
    changed: changedTables(before, await databaseFingerprint(t.app)),
  };
}

describe('text holding U+0000', () => {
  it.each([
    ['a body field', 'POST', '/v1/admin/directions', { title: 'Web\u0000 design' }, 'title'],
    [
      'a nested field',
      'PUT',
      '/v1/admin/chapters/1/items/order',
      { items: [{ kind: 'lecture\u0000', id: 1 }] },
      'items.0.kind',
    ],
    ['a query parameter', 'GET', '/v1/admin/users?search=a%00b', undefined, 'search'],
    ['a path parameter', 'GET', '/v1/verify/a%00b', undefined, 'code'],
  ] as const)(
    'in %s is refused as invalid, naming the field',
    async (_what, method, url, payload, field) => {
      const result = await answer({
        method,
        url,
        headers: bearer(admin),
        ...(payload ? { payload } : {}),
      });
      expect(result).toEqual({
        status: 400,
        body: {
          statusCode: 400,
          message: 'ERR_VALIDATION',
          errors: [{ field, message: validationMessages.unstorableText }],
        },
        changed: [],
      });
    },
  );

  it('in a key is refused too', async () => {
    const result = await answer({
      method: 'POST',
      url: '/v1/admin/directions',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: '{"title":"Web design","a\\u0000b":1}',
    });
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual([
      { field: 'a\u0000b', message: validationMessages.unstorableText },
    ]);
    expect(result.changed).toEqual([]);
  });
});

describe('half of a surrogate pair', () => {
  it('in a body field is refused as invalid, while a whole pair (an emoji) is text', async () => {
    const post = (title: string) =>
      answer({
        method: 'POST',
        url: '/v1/admin/directions',
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        payload: `{"title":"${title}"}`,
      });
    for (const half of ['\\udfff', '\\ud800']) {
      const result = await post(`Web ${half} design`);
      expect(result).toEqual({
        status: 400,
        body: {
          statusCode: 400,
          message: 'ERR_VALIDATION',
          errors: [{ field: 'title', message: validationMessages.unstorableText }],
        },
        changed: [],
      });
    }
    const whole = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/directions',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: '{"title":"Web \\ud83d\\ude00 design"}',
    });
    expect(whole.statusCode).toBe(201);
    expect(whole.json()).toMatchObject({ title: 'Web \u{1F600} design' });
  });
});

describe('a multipart form the parser cannot read', () => {
  const form = () => multipartForm([{ filename: 'notes.txt', data: sampleFiles.text() }]);
  const image = () => multipartForm([{ filename: 'picture.png', data: sampleFiles.png() }]);
  const cases = [
    ['a mini project file', () => upload.miniProject, () => student, form],
    ['a lecture attachment', () => upload.lecture, () => admin, form],
    ["a direction's picture", () => upload.directionImage, () => admin, image],
  ] as const;

  it.each(cases)(
    'without a boundary, for %s, is 400 ERR_BAD_REQUEST',
    async (_what, url, token, made) => {
      const result = await answer({
        method: 'POST',
        url: url(),
        headers: { ...bearer(token()), 'content-type': 'multipart/form-data' },
        payload: made().payload,
      });
      expect(result).toEqual({
        status: 400,
        body: { statusCode: 400, message: 'ERR_BAD_REQUEST' },
        changed: [],
      });
    },
  );

  it.each(cases)('cut short, for %s, is 400 ERR_BAD_REQUEST', async (_what, url, token, made) => {
    const { payload, headers } = made();
    for (const length of [1, 60, payload.length - 30]) {
      const result = await answer({
        method: 'POST',
        url: url(),
        headers: { ...bearer(token()), ...headers },
        payload: payload.subarray(0, length),
      });
      expect({ length, ...result }).toEqual({
        length,
        status: 400,
        body: { statusCode: 400, message: 'ERR_BAD_REQUEST' },
        changed: [],
      });
    }
  });
});
