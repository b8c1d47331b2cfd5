import type { StudentMeResponse } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { bearer, createUser, login } from '../../test/builders.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('GET /v1/students', () => {
  it("answers the caller's own data only, without the password hash", async () => {
    const anna = await createUser(t.app, { fullName: 'Anna Hakobyan' });
    const davit = await createUser(t.app, { fullName: 'Davit Sargsyan' });
    const trialEnd = new Date('2030-01-08T09:00:00.000Z');
    await t.app.db.insert(subscriptions).values({
      userId: anna.id,
      status: 'trial',
      startsAt: new Date('2030-01-01T09:00:00.000Z'),
      endsAt: trialEnd,
    });

    const annaSession = await login(t.app, anna);
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/students',
      headers: bearer(annaSession.accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<StudentMeResponse>()).toEqual({
      id: anna.id,
      fullName: 'Anna Hakobyan',
      email: anna.email,
      role: 'student',
      trialEndsAt: trialEnd.toISOString(),
    });
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain('Davit');

    const davitSession = await login(t.app, davit);
    const other = await t.app.inject({
      method: 'GET',
      url: '/v1/students',
      headers: bearer(davitSession.accessToken),
    });
    expect(other.json<StudentMeResponse>()).toMatchObject({ id: davit.id, trialEndsAt: null });
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/students' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, message: 'ERR_UNAUTHORIZED' });
  });
});
