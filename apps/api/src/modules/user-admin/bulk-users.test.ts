import type { BulkResponse } from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { bearer, createUser, login, type TestUser, testClock } from '../../test/builders.js';

/*
 * Bulk work on users (ARCHITECTURE.md, "Bulk work"): each user in a unit of work of its own
 * under the single-user rules (self, blocked, the one-a-minute rule of reset links).
 */
const clock = testClock('2026-05-02T09:00:00.000Z');
let t: TestApp;
let admin: TestUser & { token: string };

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  const user = await createUser(t.app, { role: 'admin', fullName: 'Bulk Admin' });
  admin = { ...user, token: (await login(t.app, user)).accessToken };
});

afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/admin/users${url}`,
    headers: bearer(admin.token),
    payload,
  });

async function bulk(url: string, payload: object): Promise<BulkResponse> {
  const response = await post(url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BulkResponse>();
}

const auditOf = async (userId: number) =>
  (
    await t.app.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(userId))))
      .orderBy(auditLog.id)
  ).map((entry) => ({ action: entry.action, after: entry.after }));

const mailsTo = async (email: string) =>
  (await t.app.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, email)))
    .length;

const blocked = async (id: number) =>
  (await t.app.db.select({ b: users.isBlacklisted }).from(users).where(eq(users.id, id)))[0]?.b;

describe('POST admin/users/bulk/blacklist', () => {
  it('blocks the others with the reason, refuses oneself, the unknown and the blocked', async () => {
    const student = await createUser(t.app);
    const mentor = await createUser(t.app, { role: 'mentor' });
    const already = await createUser(t.app, { blacklisted: true });
    const studentToken = (await login(t.app, student)).accessToken;
    const unknown = 2_000_000_000;

    const answer = await bulk('/bulk/blacklist', {
      ids: [student.id, admin.id, unknown, already.id, mentor.id],
      reason: 'Shared their account',
    });
    expect(answer).toEqual({
      done: 2,
      failed: 3,
      results: [
        { id: student.id, code: null },
        { id: admin.id, code: 'ERR_USER_ADMIN_SELF' },
        { id: unknown, code: 'ERR_USER_NOT_EXISTS' },
        { id: already.id, code: 'ERR_USER_ALREADY_BLACKLISTED' },
        { id: mentor.id, code: null },
      ],
    });
    for (const user of [student, mentor]) {
      expect(await blocked(user.id)).toBe(true);
      expect(await auditOf(user.id)).toEqual([
        { action: 'blacklist', after: { isBlacklisted: true, reason: 'Shared their account' } },
      ]);
    }
    // Every session of a blocked user ends at once, as with a single block.
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/students',
      headers: bearer(studentToken),
    });
    expect(me.statusCode).not.toBe(200);
    // The refused: nothing written.
    expect(await blocked(admin.id)).toBe(false);
    expect(await auditOf(admin.id)).toEqual([]);
    expect(await auditOf(already.id)).toEqual([]);
  });

  it('keeps the last active admin: two admins blocking each other in bulk at once', async () => {
    const other = await createUser(t.app, { role: 'admin' });
    const otherToken = (await login(t.app, other)).accessToken;
    const [mine, theirs] = await Promise.all([
      bulk('/bulk/blacklist', { ids: [other.id], reason: 'Race' }),
      t.app
        .inject({
          method: 'POST',
          url: '/v1/admin/users/bulk/blacklist',
          headers: bearer(otherToken),
          payload: { ids: [admin.id], reason: 'Race' },
        })
        .then((response) => response),
    ]);
    // One of them goes through; the other is refused (the last admin, or a caller now blocked).
    const theirsDone = theirs.statusCode === 200 ? theirs.json<BulkResponse>().done : 0;
    expect(mine.done + theirsDone).toBe(1);
    const stillActive = [await blocked(admin.id), await blocked(other.id)].filter((b) => !b);
    expect(stillActive).toHaveLength(1);
    // Restore whoever was blocked, so the rest of the file runs as the first admin.
    for (const id of [admin.id, other.id]) {
      await t.app.db.update(users).set({ isBlacklisted: false }).where(eq(users.id, id));
    }
    admin.token = (await login(t.app, admin)).accessToken;
  });
});

describe('POST admin/users/bulk/reset-link', () => {
  it('mails a link to each, holding back one sent within the minute, refusing the blocked', async () => {
    const first = await createUser(t.app);
    const second = await createUser(t.app);
    const blockedUser = await createUser(t.app, { blacklisted: true });
    const answer = await bulk('/bulk/reset-link', { ids: [first.id, second.id, blockedUser.id] });
    expect(answer.results).toEqual([
      { id: first.id, code: null },
      { id: second.id, code: null },
      { id: blockedUser.id, code: 'ERR_USER_IS_BLACKLISTED' },
    ]);
    expect(await mailsTo(first.email)).toBe(1);
    expect(await mailsTo(blockedUser.email)).toBe(0);
    expect((await auditOf(first.id)).map((entry) => entry.action)).toEqual(['send_reset_link']);

    // Within the minute: held back per address, as forgot password does; nothing written.
    clock.advance(30_000);
    const again = await bulk('/bulk/reset-link', { ids: [first.id] });
    expect(again.results).toEqual([{ id: first.id, code: 'ERR_LINK_RECENTLY_SENT' }]);
    expect(await mailsTo(first.email)).toBe(1);
    expect(await auditOf(first.id)).toHaveLength(1);

    clock.advance(31_000);
    expect((await bulk('/bulk/reset-link', { ids: [first.id] })).done).toBe(1);
    expect(await mailsTo(first.email)).toBe(2);
  });

  it('refuses a mentor, and ids past the limit', async () => {
    const mentor = await createUser(t.app, { role: 'mentor' });
    const mentorToken = (await login(t.app, mentor)).accessToken;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/users/bulk/reset-link',
      headers: bearer(mentorToken),
      payload: { ids: [mentor.id] },
    });
    expect(refused.statusCode).toBe(403);
    const tooMany = await post('/bulk/reset-link', {
      ids: Array.from({ length: 101 }, (_, index) => index + 1),
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
