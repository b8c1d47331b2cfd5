import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, subscriptions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createPeriod, createPlans } from '../../test/billing-builders.js';
import { createUser, testClock } from '../../test/builders.js';

/*
 * The reminder before the access ends (TRIAL_REMINDER_DAYS, 3 by default): once per access,
 * in the outbox with the mark on the period, never for a period a renewal follows.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = testClock('2030-07-01T09:00:00.000Z');
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  await createPlans(t.app);
});

afterAll(async () => {
  await t.close();
});

const days = (n: number) => new Date(clock.now().getTime() + n * DAY_MS);
const mailsTo = (to: string) => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const notificationsOf = (userId: number) =>
  t.app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));

describe('the access reminder job', () => {
  it('mails a trial ending within three days once, and nobody else', async () => {
    const ending = await createUser(t.app, { access: 'none', fullName: 'Ending Soon' });
    const endingTrial = await createPeriod(t.app, ending.id, {
      kind: 'trial',
      startsAt: days(-5),
      endsAt: days(2),
    });
    const later = await createUser(t.app, { access: 'none' });
    await createPeriod(t.app, later.id, { kind: 'trial', startsAt: days(-1), endsAt: days(6) });
    const ended = await createUser(t.app, { access: 'none' });
    await createPeriod(t.app, ended.id, { kind: 'trial', startsAt: days(-9), endsAt: days(-2) });

    await t.app.billingReminders.runOnce();
    await t.app.billingReminders.runOnce();

    const [mail, ...more] = await mailsTo(ending.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your Academy free trial ends soon');
    expect(mail?.text).toContain('Hello, Ending Soon!');
    // On the academy's clock, its zone named: Yerevan is 4 hours ahead of UTC all year.
    const yerevan = new Date(days(2).getTime() + 4 * 3_600_000);
    expect(mail?.text).toContain(
      `${yerevan.toISOString().slice(0, 16).replace('T', ' ')} (Asia/Yerevan)`,
    );
    expect(mail?.text).toContain('http://academy.test/pricing');
    const [period] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, endingTrial));
    expect(period?.reminderSentAt?.toISOString()).toBe(clock.now().toISOString());
    expect(await mailsTo(later.email)).toEqual([]);
    expect(await mailsTo(ended.email)).toEqual([]);
  });

  it('does not remind when a renewal follows without a gap, but reminds of its end', async () => {
    const renewed = await createUser(t.app, { access: 'none' });
    await createPeriod(t.app, renewed.id, { kind: 'trial', startsAt: days(-6), endsAt: days(1) });
    await createPeriod(t.app, renewed.id, {
      kind: 'paid',
      planId: 'online-1',
      startsAt: days(1),
      endsAt: days(32),
    });
    await t.app.billingReminders.runOnce();
    expect(await mailsTo(renewed.email)).toEqual([]);

    clock.advance(29 * DAY_MS + 1000);
    await t.app.billingReminders.runOnce();
    const mails = await mailsTo(renewed.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Academy subscription ends soon']);
    clock.set('2030-07-01T09:00:00.000Z');
  });

  it('queues one mail when two runs race', async () => {
    const racing = await createUser(t.app, { access: 'none' });
    await createPeriod(t.app, racing.id, { kind: 'trial', startsAt: days(-6), endsAt: days(1) });
    const counts = await Promise.all([
      t.app.billingReminders.runOnce(),
      t.app.billingReminders.runOnce(),
      t.app.billingReminders.runOnce(),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await mailsTo(racing.email)).toHaveLength(1);
  });

  it('writes the reminder in the student’s language', async () => {
    const russian = await createUser(t.app, { access: 'none' });
    const { users } = await import('../../db/schema/index.js');
    await t.app.db.update(users).set({ language: 'ru' }).where(eq(users.id, russian.id));
    await createPeriod(t.app, russian.id, { kind: 'trial', startsAt: days(-6), endsAt: days(1) });
    await t.app.billingReminders.runOnce();
    const [mail] = await mailsTo(russian.email);
    expect(mail?.subject).toBe('Бесплатный период в Академии скоро закончится');
  });

  it('writes the access_ending notification with the mail, once', async () => {
    const ending = await createUser(t.app, { access: 'none' });
    await createPeriod(t.app, ending.id, { kind: 'trial', startsAt: days(-5), endsAt: days(2) });
    await Promise.all([t.app.billingReminders.runOnce(), t.app.billingReminders.runOnce()]);
    await t.app.billingReminders.runOnce();

    expect(await mailsTo(ending.email)).toHaveLength(1);
    const rows = await notificationsOf(ending.id);
    expect(rows.map((row) => [row.kind, row.params, row.link])).toEqual([
      ['access_ending', { access: 'trial', endsAt: days(2).toISOString() }, '/pricing'],
    ]);
  });
});

describe('the access ended notification', () => {
  it('tells once that the access has ended, not while a later period runs', async () => {
    const ended = await createUser(t.app, { access: 'none' });
    await createPeriod(t.app, ended.id, {
      kind: 'paid',
      planId: 'online-1',
      startsAt: days(-31),
      endsAt: days(-1),
    });
    const renewed = await createUser(t.app, { access: 'none' });
    await createPeriod(t.app, renewed.id, { kind: 'trial', startsAt: days(-8), endsAt: days(-1) });
    await createPeriod(t.app, renewed.id, {
      kind: 'paid',
      planId: 'online-1',
      startsAt: days(-1),
      endsAt: days(29),
    });
    // Ended long before the job could tell: left alone.
    const longAgo = await createUser(t.app, { access: 'none' });
    await createPeriod(t.app, longAgo.id, {
      kind: 'trial',
      startsAt: days(-40),
      endsAt: days(-30),
    });

    await Promise.all([t.app.billingReminders.runOnce(), t.app.billingReminders.runOnce()]);
    await t.app.billingReminders.runOnce();

    const rows = await notificationsOf(ended.id);
    expect(rows.map((row) => [row.kind, row.params, row.link])).toEqual([
      ['access_ended', { access: 'paid', endsAt: days(-1).toISOString() }, '/pricing'],
    ]);
    expect(await notificationsOf(renewed.id)).toEqual([]);
    expect(await notificationsOf(longAgo.id)).toEqual([]);
  });

  it('follows an access from ending to ended, one notification each', async () => {
    const student = await createUser(t.app, { access: 'none' });
    await createPeriod(t.app, student.id, { kind: 'trial', startsAt: days(-6), endsAt: days(1) });
    await t.app.billingReminders.runOnce();
    clock.advance(2 * DAY_MS);
    try {
      await t.app.billingReminders.runOnce();
      await t.app.billingReminders.runOnce();
    } finally {
      clock.set('2030-07-01T09:00:00.000Z');
    }
    const rows = await notificationsOf(student.id);
    expect(rows.map((row) => row.kind)).toEqual(['access_ending', 'access_ended']);
  });

  it('leaves out a blocked student', async () => {
    const blocked = await createUser(t.app, { access: 'none', blacklisted: true });
    await createPeriod(t.app, blocked.id, { kind: 'trial', startsAt: days(-6), endsAt: days(1) });
    const blockedEnded = await createUser(t.app, { access: 'none', blacklisted: true });
    await createPeriod(t.app, blockedEnded.id, {
      kind: 'trial',
      startsAt: days(-8),
      endsAt: days(-1),
    });
    await t.app.billingReminders.runOnce();
    expect(await notificationsOf(blocked.id)).toEqual([]);
    expect(await notificationsOf(blockedEnded.id)).toEqual([]);
  });
});
