import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { bearer, createUser, login, type UserOverrides } from '../../test/builders.js';
import { createContent, enrol } from '../../test/learning-builders.js';
import { accessCheckStatements, statementRecorder } from '../../test/statements.js';

/*
 * The access check from memory (modules/users/access-state-cache.ts), on the embedded
 * database and on PostgreSQL: a caller's access state is read once and then kept, and every
 * change to it, through the API or straight in the tables, applies to the very next call.
 * Changes by another connection, and a lost listening connection: access-state.postgres.test.ts.
 */

const recorder = statementRecorder();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { queryLogger: recorder.logger });
});

afterAll(async () => {
  await t.close();
});

async function signedIn(overrides: UserOverrides = {}) {
  const user = await createUser(t.app, overrides);
  const session = await login(t.app, user);
  return { user, session, headers: bearer(session.accessToken) };
}

const get = (headers: Record<string, string>, url = '/v1/applicants/me') =>
  t.app.inject({ method: 'GET', url, headers });

describe('the access check from memory', () => {
  it("reads a caller's access state on the first call only", async () => {
    const { headers } = await signedIn();
    const first = await recorder.during(() => get(headers));
    const second = await recorder.during(() => get(headers));
    const third = await recorder.during(() => get(headers));
    expect(accessCheckStatements(first)).toHaveLength(1);
    expect(accessCheckStatements(second)).toHaveLength(0);
    expect(accessCheckStatements(third)).toHaveLength(0);
  });

  it('applies a block written straight to the table to the next call', async () => {
    const { user, headers } = await signedIn();
    expect((await get(headers)).statusCode).not.toBe(401);
    await t.app.db.update(users).set({ isBlacklisted: true }).where(eq(users.id, user.id));
    const blocked = await get(headers);
    expect(blocked.statusCode).toBe(404);
    expect(blocked.json()).toEqual({ statusCode: 404, message: 'err_user_blacklisted' });
  });

  it('applies a logout to the next call', async () => {
    const { session, headers } = await signedIn();
    expect((await get(headers)).statusCode).not.toBe(401);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(logout.statusCode).toBe(204);
    expect((await get(headers)).statusCode).toBe(401);
  });

  it('applies a new role to the next call', async () => {
    const { user, headers } = await signedIn({ role: 'mentor' });
    expect((await get(headers, '/v1/admin/dashboard')).statusCode).toBe(403);
    await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    expect((await get(headers, '/v1/admin/dashboard')).statusCode).toBe(200);
    await t.app.db.update(users).set({ role: 'mentor' }).where(eq(users.id, user.id));
    expect((await get(headers, '/v1/admin/dashboard')).statusCode).toBe(403);
  });

  it('applies the end of learning access to the next learning read, and a new period too', async () => {
    const content = await createContent(t.app);
    const { user, headers } = await signedIn();
    await enrol(t.app, user.id, content.directionId);
    expect((await get(headers, '/v1/directions')).statusCode).toBe(200);

    await t.app.db
      .update(subscriptions)
      .set({ status: 'cancelled' })
      .where(eq(subscriptions.userId, user.id));
    const ended = await get(headers, '/v1/directions');
    expect(ended.statusCode).toBe(403);
    expect(ended.json()).toEqual({ statusCode: 403, message: 'ERR_LEARNING_ACCESS_ENDED' });

    await t.app.db
      .update(subscriptions)
      .set({ status: 'active' })
      .where(eq(subscriptions.userId, user.id));
    expect((await get(headers, '/v1/directions')).statusCode).toBe(200);
  });

  it("keeps each session's state apart: logging out of one leaves the other", async () => {
    const { user, headers: first } = await signedIn();
    const secondSession = await login(t.app, user);
    const second = bearer(secondSession.accessToken);
    expect((await get(first)).statusCode).not.toBe(401);
    expect((await get(second)).statusCode).not.toBe(401);
    await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      payload: { refreshToken: secondSession.refreshToken },
    });
    expect((await get(second)).statusCode).toBe(401);
    expect((await get(first)).statusCode).not.toBe(401);
  });
});
