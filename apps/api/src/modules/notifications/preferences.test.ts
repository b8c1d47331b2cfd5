import type { NotificationPreferences } from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notificationDigests, notificationPreferences } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { testClock } from '../../test/builders.js';
import { type SignedIn, signedIn } from '../../test/task-requests.js';
import { createDigestJob } from './digest.js';
import { notificationEvents, notify, STAFF } from './index.js';

/*
 * Notification preferences (ARCHITECTURE.md, "Notifications"): per kind the role receives,
 * in the app only (default), a mail at once (queued in the event's transaction; once per
 * unread group), or the daily digest (one mail per user and day, even with two jobs at once).
 * On PGlite and, with DATABASE_URL, on PostgreSQL.
 */

/** Saturday 08:00 UTC: 12:00 in Yerevan, the academy's zone, past the digest's hour (08:00). */
const clock = testClock('2026-11-21T08:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});

afterAll(async () => {
  await t.close();
});

const url = '/v1/notification-preferences';

async function get(user: SignedIn): Promise<NotificationPreferences> {
  const response = await t.app.inject({ method: 'GET', url, headers: user.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationPreferences>();
}

const put = (user: SignedIn, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url, headers: user.headers, payload });

const modeOf = (preferences: NotificationPreferences, kind: string) =>
  preferences.preferences.find((row) => row.kind === kind)?.mode;

const mailsTo = (to: string) => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

const issue = (userId: number, title: string) =>
  t.app.unitOfWork((scope) =>
    notify(
      scope,
      { userIds: [userId] },
      notificationEvents.certificateIssued({ title }),
      clock.now(),
    ),
  );

describe('preferences', () => {
  it('offer each role its own kinds, all in the app by default', async () => {
    const student = await signedIn(t.app);
    const mentor = await signedIn(t.app, { role: 'mentor' });
    const admin = await signedIn(t.app, { role: 'admin' });
    expect((await get(student)).preferences).toEqual([
      { kind: 'mini_project_reviewed', mode: 'in_app' },
      { kind: 'task_reviewed', mode: 'in_app' },
      { kind: 'payment_succeeded', mode: 'in_app' },
      { kind: 'payment_refunded', mode: 'in_app' },
      { kind: 'certificate_issued', mode: 'in_app' },
      { kind: 'certificate_revoked', mode: 'in_app' },
      { kind: 'conversation_message', mode: 'in_app' },
      { kind: 'announcement', mode: 'in_app' },
      { kind: 'content_published', mode: 'in_app' },
      { kind: 'due_soon', mode: 'in_app' },
      { kind: 'overdue', mode: 'in_app' },
      { kind: 'access_ending', mode: 'in_app' },
      { kind: 'access_ended', mode: 'in_app' },
    ]);
    expect((await get(mentor)).preferences.map((row) => row.kind)).toEqual([
      'review_queue',
      'conversation_message',
      'lecture_question',
    ]);
    expect((await get(admin)).preferences.map((row) => row.kind)).toEqual([
      'review_queue',
      'new_applicant',
      'conversation_message',
      'lecture_question',
    ]);
  });

  it('are saved and read back; only non-default rows are kept; another user is untouched', async () => {
    const ada = await signedIn(t.app);
    const bob = await signedIn(t.app);
    expect(
      (await put(bob, { preferences: [{ kind: 'task_reviewed', mode: 'email' }] })).statusCode,
    ).toBe(200);

    const saved = await put(ada, {
      preferences: [
        { kind: 'certificate_issued', mode: 'email' },
        { kind: 'payment_succeeded', mode: 'digest' },
        { kind: 'task_reviewed', mode: 'in_app' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await get(ada);
    expect(saved.json()).toEqual(read);
    expect(modeOf(read, 'certificate_issued')).toBe('email');
    expect(modeOf(read, 'payment_succeeded')).toBe('digest');
    expect(modeOf(read, 'task_reviewed')).toBe('in_app');
    const rows = await t.app.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, ada.id));
    expect(rows).toHaveLength(2);

    // The whole choice: a kind not listed goes back to the default.
    await put(ada, { preferences: [{ kind: 'certificate_issued', mode: 'email' }] });
    expect(modeOf(await get(ada), 'payment_succeeded')).toBe('in_app');
    expect(modeOf(await get(bob), 'task_reviewed')).toBe('email');
  });

  it('refuse bad input with the field named, and change nothing', async () => {
    const cleo = await signedIn(t.app);
    await put(cleo, { preferences: [{ kind: 'certificate_issued', mode: 'email' }] });
    const before = await get(cleo);
    const cases: [Record<string, unknown>, string][] = [
      [{ preferences: [{ kind: 'review_queue', mode: 'email' }] }, 'preferences.0.kind'],
      [
        {
          preferences: [
            { kind: 'certificate_issued', mode: 'in_app' },
            { kind: 'new_applicant', mode: 'digest' },
          ],
        },
        'preferences.1.kind',
      ],
      [{ preferences: [{ kind: 'no_such_kind', mode: 'email' }] }, 'preferences.0.kind'],
      [{ preferences: [{ kind: 'certificate_issued', mode: 'pigeon' }] }, 'preferences.0.mode'],
      [
        {
          preferences: [
            { kind: 'certificate_issued', mode: 'email' },
            { kind: 'certificate_issued', mode: 'digest' },
          ],
        },
        'preferences',
      ],
      [{}, 'preferences'],
    ];
    for (const [payload, field] of cases) {
      const response = await put(cleo, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json<{ message: string; errors?: { field: string }[] }>();
      expect(body.message).toBe('ERR_VALIDATION');
      expect(body.errors?.map((item) => item.field) ?? []).toContain(field);
    }
    expect(await get(cleo)).toEqual(before);
  });

  it('need a session', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url, payload: { preferences: [] } })).statusCode,
    ).toBe(401);
  });
});

describe('a mail at once', () => {
  it('is queued in the event’s transaction, in the user’s language, with the absolute link', async () => {
    const dan = await signedIn(t.app, { fullName: 'Dan Student' });
    const quiet = await signedIn(t.app);
    await put(dan, { preferences: [{ kind: 'certificate_issued', mode: 'email' }] });
    await issue(dan.id, 'Web basics');
    await issue(quiet.id, 'Web basics');
    const [mail, ...more] = await mailsTo(dan.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('You have earned the certificate “Web basics”');
    expect(mail?.text).toContain('Hello, Dan Student!');
    expect(mail?.text).toContain('http://academy.test/certificates');
    expect(await mailsTo(quiet.email)).toEqual([]);

    const { users } = await import('../../db/schema/index.js');
    await t.app.db.update(users).set({ language: 'ru' }).where(eq(users.id, dan.id));
    await issue(dan.id, 'Вёрстка');
    const subjects = (await mailsTo(dan.email)).map((item) => item.subject);
    expect(subjects).toContain('Вы получили сертификат «Вёрстка»');
  });

  it('writes a due date on the academy’s clock, the zone named', async () => {
    const fay = await signedIn(t.app);
    await put(fay, { preferences: [{ kind: 'due_soon', mode: 'email' }] });
    await t.app.unitOfWork((scope) =>
      notify(
        scope,
        { userIds: [fay.id] },
        notificationEvents.dueSoon({
          title: 'Layout quiz',
          item: 'task',
          id: 7,
          dueAt: new Date('2026-11-22T09:00:00.000Z'),
        }),
        clock.now(),
      ),
    );
    const [mail] = await mailsTo(fay.email);
    expect(mail?.subject).toBe('The test “Layout quiz” is due 2026-11-22 13:00 (Asia/Yerevan)');
  });

  it('is not queued when the event rolls back', async () => {
    const eve = await signedIn(t.app);
    await put(eve, { preferences: [{ kind: 'certificate_issued', mode: 'email' }] });
    await expect(
      t.app.unitOfWork(async (scope) => {
        await notify(
          scope,
          { userIds: [eve.id] },
          notificationEvents.certificateIssued({ title: 'X' }),
          clock.now(),
        );
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await mailsTo(eve.email)).toEqual([]);
  });

  it('goes once per unread group of a grouped kind', async () => {
    const mentor = await signedIn(t.app, { role: 'mentor' });
    await put(mentor, { preferences: [{ kind: 'review_queue', mode: 'email' }] });
    const queue = (title: string) =>
      t.app.unitOfWork((scope) =>
        notify(scope, STAFF, notificationEvents.reviewQueued({ title }), clock.now()),
      );
    for (const title of ['One', 'Two', 'Three']) await queue(title);
    const first = await mailsTo(mentor.email);
    expect(first.map((mail) => mail.subject)).toEqual(['New work to review: 1']);

    // Read, the next event starts a new group, and a new mail.
    const read = await t.app.inject({
      method: 'POST',
      url: '/v1/notifications/read-all',
      headers: mentor.headers,
    });
    expect(read.statusCode).toBe(204);
    await queue('Four');
    await queue('Five');
    expect(await mailsTo(mentor.email)).toHaveLength(2);
  });
});

describe('the daily digest', () => {
  const job = t_job();
  function t_job() {
    return {
      runOnce: () => t.app.notificationDigest.runOnce(),
      other: () =>
        createDigestJob({
          db: t.app.db,
          unitOfWork: t.app.unitOfWork,
          now: clock.now,
          log: t.app.log,
          localHour: 8,
          intervalMs: 60_000,
        }),
    };
  }

  it('mails once a day the digest kinds since the previous digest, none when empty', async () => {
    const fay = await signedIn(t.app, { fullName: 'Fay Student' });
    await put(fay, { preferences: [{ kind: 'certificate_issued', mode: 'digest' }] });
    await issue(fay.id, 'First');
    await issue(fay.id, 'Second');
    await t.app.unitOfWork((scope) =>
      notify(
        scope,
        { userIds: [fay.id] },
        notificationEvents.certificateRevoked({ title: 'In the app only' }),
        clock.now(),
      ),
    );
    // Nothing is mailed at once for a digest kind.
    expect(await mailsTo(fay.email)).toEqual([]);

    clock.advance(60_000);
    await job.runOnce();
    await job.runOnce();
    const [digest, ...more] = await mailsTo(fay.email);
    expect(more).toEqual([]);
    expect(digest?.subject).toBe('Your Academy notifications of November 21, 2026');
    expect(digest?.text).toContain('Hello, Fay Student!');
    expect(digest?.text).toContain('You have earned the certificate “First”');
    expect(digest?.text).toContain('You have earned the certificate “Second”');
    expect(digest?.text).toContain('http://academy.test/certificates');
    expect(digest?.text).not.toContain('In the app only');

    // The next day with nothing new: no mail, and the day is done.
    clock.advance(DAY_MS);
    await job.runOnce();
    expect(await mailsTo(fay.email)).toHaveLength(1);
    const days = await t.app.db
      .select()
      .from(notificationDigests)
      .where(eq(notificationDigests.userId, fay.id));
    expect(days.map((row) => [row.day, row.items])).toEqual([
      ['2026-11-21', 2],
      ['2026-11-22', 0],
    ]);

    // Something new: the day after lists only it.
    clock.advance(60_000);
    await issue(fay.id, 'Third');
    clock.advance(DAY_MS);
    await job.runOnce();
    const mails = await mailsTo(fay.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('“Third”');
    expect(mails[1]?.text).not.toContain('“First”');
    clock.set('2026-11-21T08:00:00.000Z');
  });

  it('waits for the hour in the academy’s time zone', async () => {
    clock.set('2026-11-25T03:00:00.000Z'); // 07:00 in Yerevan
    const gus = await signedIn(t.app);
    await put(gus, { preferences: [{ kind: 'certificate_issued', mode: 'digest' }] });
    await issue(gus.id, 'Early');
    clock.advance(60_000);
    expect(await job.runOnce()).toBe(0);
    expect(await mailsTo(gus.email)).toEqual([]);
    clock.set('2026-11-25T04:00:00.000Z'); // 08:00
    await job.runOnce();
    expect(await mailsTo(gus.email)).toHaveLength(1);
    clock.set('2026-11-21T08:00:00.000Z');
  });

  it('goes once when two jobs run at once', async () => {
    clock.set('2026-11-27T08:00:00.000Z');
    const hal = await signedIn(t.app);
    await put(hal, { preferences: [{ kind: 'certificate_issued', mode: 'digest' }] });
    await issue(hal.id, 'Raced');
    clock.advance(60_000);
    const counts = await Promise.all([job.runOnce(), job.other().runOnce()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(hal.email)).toHaveLength(1);
    const rows = await t.app.db
      .select()
      .from(notificationDigests)
      .where(
        and(eq(notificationDigests.userId, hal.id), eq(notificationDigests.day, '2026-11-27')),
      );
    expect(rows).toHaveLength(1);
    clock.set('2026-11-21T08:00:00.000Z');
  });
});
