import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { applicants, enrolments, examSlots, subscriptions, users } from './schema/index.js';
import { demoApplicants } from './seed-applicants.js';

/* The demo's applicants: a realistic spread for the staff list and the dashboard. */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ seedDemo: true });
});

afterAll(async () => {
  await t.close();
});

describe('demo applicants', () => {
  it('registered over eight weeks, most verified, some examined, a few admitted and rejected', async () => {
    const rows = await t.app.db
      .select({
        status: applicants.status,
        createdAt: applicants.createdAt,
        examRecordedAt: applicants.examRecordedAt,
        emailVerifiedAt: users.emailVerifiedAt,
        role: users.role,
      })
      .from(applicants)
      .innerJoin(users, eq(users.id, applicants.userId))
      .where(sql`${users.email} like '%@example.com'`);
    expect(rows).toHaveLength(demoApplicants.length);
    const ages = rows.map((row) => (Date.now() - row.createdAt.getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(49);
    expect(Math.min(...ages)).toBeLessThan(3);
    const verified = rows.filter((row) => row.emailVerifiedAt !== null).length;
    expect(verified).toBeGreaterThan(rows.length / 2);
    expect(verified).toBeLessThan(rows.length);
    expect(rows.filter((row) => row.examRecordedAt !== null).length).toBeGreaterThan(5);
    const admitted = rows.filter((row) => row.status === 'admitted');
    expect(admitted.length).toBeGreaterThanOrEqual(3);
    expect(admitted.every((row) => row.role === 'student')).toBe(true);
    expect(rows.filter((row) => row.status === 'rejected').length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((row) => row.status === 'pending').length).toBeGreaterThan(10);
  });

  it("keeps every sitting's count equal to its bookings, past and coming", async () => {
    const slots = await t.app.db
      .select({
        startsAt: examSlots.startsAt,
        booked: examSlots.booked,
        bookings: sql<number>`(select count(*)::int from exam_bookings b where b.slot_id = exam_slots.id)`,
      })
      .from(examSlots);
    expect(slots.filter((slot) => slot.booked !== slot.bookings)).toEqual([]);
    expect(slots.some((slot) => slot.startsAt.getTime() < Date.now())).toBe(true);
    expect(slots.some((slot) => slot.startsAt.getTime() > Date.now())).toBe(true);
  });

  it('enrols the admitted ones with a trial, and two of them pay', async () => {
    const admitted = await t.app.db
      .select({ userId: applicants.userId })
      .from(applicants)
      .innerJoin(users, eq(users.id, applicants.userId))
      .where(sql`${applicants.status} = 'admitted' and ${users.email} like '%@example.com'`);
    for (const { userId } of admitted) {
      expect(await t.app.db.$count(enrolments, eq(enrolments.userId, userId))).toBe(1);
    }
    const periods = await t.app.db
      .select({ kind: subscriptions.kind, userId: subscriptions.userId })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(sql`${users.email} like '%@example.com'`);
    expect(periods.filter((p) => p.kind === 'trial')).toHaveLength(admitted.length);
    expect(periods.filter((p) => p.kind === 'paid')).toHaveLength(2);
  });
});
