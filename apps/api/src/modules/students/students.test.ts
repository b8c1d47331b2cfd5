import type { StudentMeResponse, TokenPair } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionPlans, subscriptions } from '../../db/schema/index.js';
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
    const anna = await createUser(t.app, { fullName: 'Anna Hakobyan', access: 'none' });
    const davit = await createUser(t.app, { fullName: 'Davit Sargsyan', access: 'none' });
    const trialEnd = new Date('2030-01-08T09:00:00.000Z');
    await t.app.db.insert(subscriptions).values({
      userId: anna.id,
      kind: 'trial',
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
      isFirstSession: true,
      // The trial starts in 2030: no access runs yet.
      access: { state: 'ended', endsAt: null },
      enrolments: [],
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

  it('tells the learning access: a running trial, a paid period, none after the trial', async () => {
    const DAY_MS = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const accessOf = async (user: { email: string; password: string }) => {
      const session = await login(t.app, user);
      const response = await t.app.inject({
        method: 'GET',
        url: '/v1/students',
        headers: bearer(session.accessToken),
      });
      return response.json<StudentMeResponse>().access;
    };

    const onTrial = await createUser(t.app, { access: 'none' });
    const trialEnd = new Date(now + 5 * DAY_MS);
    await t.app.db.insert(subscriptions).values({
      userId: onTrial.id,
      kind: 'trial',
      startsAt: new Date(now - 2 * DAY_MS),
      endsAt: trialEnd,
    });
    expect(await accessOf(onTrial)).toEqual({ state: 'trial', endsAt: trialEnd.toISOString() });

    const subscribed = await createUser(t.app, { access: 'none' });
    await t.app.db.insert(subscriptionPlans).values({
      id: 'students-test-plan',
      name: 'Online · monthly',
      nameRu: 'Онлайн · помесячно',
      courseType: 'online',
      periodMonths: 1,
      priceAmount: 2900,
      currency: 'USD',
    });
    const paidEnd = new Date(now + 20 * DAY_MS);
    await t.app.db.insert(subscriptions).values([
      {
        userId: subscribed.id,
        kind: 'trial',
        startsAt: new Date(now - 17 * DAY_MS),
        endsAt: new Date(now - 10 * DAY_MS),
      },
      {
        userId: subscribed.id,
        kind: 'paid',
        planId: 'students-test-plan',
        startsAt: new Date(now - 10 * DAY_MS),
        endsAt: paidEnd,
      },
    ]);
    expect(await accessOf(subscribed)).toEqual({
      state: 'subscription',
      endsAt: paidEnd.toISOString(),
    });

    const ended = await createUser(t.app, { access: 'none' });
    await t.app.db.insert(subscriptions).values({
      userId: ended.id,
      kind: 'trial',
      startsAt: new Date(now - 9 * DAY_MS),
      endsAt: new Date(now - 2 * DAY_MS),
    });
    expect(await accessOf(ended)).toEqual({ state: 'ended', endsAt: null });
  });

  describe('tells the account’s very first session from later ones', () => {
    const me = async (accessToken: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/v1/students',
        headers: bearer(accessToken),
      });
      expect(response.statusCode).toBe(200);
      return response.json<StudentMeResponse>().isFirstSession;
    };
    const refresh = async (refreshToken: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/refresh-token',
        payload: { refreshToken },
      });
      expect(response.statusCode).toBe(200);
      return response.json<TokenPair>();
    };

    it('a first login is a first visit for its whole session; every later login is a return', async () => {
      const user = await createUser(t.app);
      const first = await login(t.app, user, { isRemember: true });
      expect(await me(first.accessToken)).toBe(true);
      // Renewed tokens belong to the same session.
      expect(await me((await refresh(first.refreshToken)).accessToken)).toBe(true);

      const second = await login(t.app, user);
      expect(await me(second.accessToken)).toBe(false);
      const third = await login(t.app, user);
      expect(await me(third.accessToken)).toBe(false);
    });

    it('setting a password after a temporary login starts the first session', async () => {
      const user = await createUser(t.app, {
        temporaryPassword: true,
        temporaryPasswordExpiresAt: new Date(Date.now() + 86_400_000),
      });
      const temporary = await login(t.app, user);
      expect(temporary.isTemporaryPassword).toBe(true);
      const set = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/set-password',
        headers: bearer(temporary.accessToken),
        payload: { password: 'Own#Password1', confirmPassword: 'Own#Password1' },
      });
      expect(set.statusCode).toBe(200);
      expect(await me(set.json<TokenPair>().accessToken)).toBe(true);

      const later = await login(t.app, { email: user.email, password: 'Own#Password1' });
      expect(await me(later.accessToken)).toBe(false);
    });
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/students' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, message: 'ERR_UNAUTHORIZED' });
  });
});
