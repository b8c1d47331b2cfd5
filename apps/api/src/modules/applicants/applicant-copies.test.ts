import type { ApplicantMeResponse } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicants,
  countries,
  examBookings,
  examScheduleSettings,
  examSlots,
  users,
} from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { bearer, countryId, createExamSchedule, createUser, login } from '../../test/builders.js';
import { statementRecorder, warmAccessState } from '../../test/statements.js';
import { createApplicantsRepository } from './repository.js';

/*
 * Applicants' own pages from memory (applicant-copies.ts, migration 0017), on the embedded
 * database and on PostgreSQL: a page is read once and then kept, and every change to what it
 * shows, written straight to the tables, applies to the very next read; one applicant's
 * change leaves the others' copies.
 */

const recorder = statementRecorder();
let t: TestApp;
let armenia: number;

beforeAll(async () => {
  t = await buildTestApp({}, { queryLogger: recorder.logger });
  await createExamSchedule(t.app);
  armenia = await countryId(t.app);
});

afterAll(async () => {
  await t.close();
});

/** A user (signed in, access state warm) with an application, or none. */
async function applicant(options: { applied?: boolean } = {}) {
  const user = await createUser(t.app, { role: 'applicant', fullName: 'Ani Sahakyan' });
  let applicantId = 0;
  if (options.applied ?? true) {
    applicantId = await createApplicantsRepository(t.app.db).insert({
      userId: user.id,
      occupation: 'student',
      university: 'YSU',
      faculty: 'Physics',
      countryId: armenia,
      city: 'Yerevan',
      englishLevel: 'B2',
      courseType: 'online',
    });
  }
  const { accessToken } = await login(t.app, user);
  await warmAccessState(t.app, accessToken);
  return { ...user, applicantId, headers: bearer(accessToken) };
}

type Applicant = Awaited<ReturnType<typeof applicant>>;

const me = (who: Applicant) =>
  t.app.inject({ method: 'GET', url: '/v1/applicants/me', headers: who.headers });
const page = async (who: Applicant) => (await me(who)).json<ApplicantMeResponse>();
const statementsOf = (who: Applicant) => recorder.during(() => me(who));

describe("applicants' own pages from memory", () => {
  it('reads the page in one statement once, then answers from memory', async () => {
    const ani = await applicant();
    await t.app.db.update(users).set({ fullName: 'Ani S.' }).where(eq(users.id, ani.id));
    expect(await statementsOf(ani)).toHaveLength(1);
    expect(await statementsOf(ani)).toHaveLength(0);
    expect(await page(ani)).toMatchObject({ fullName: 'Ani S.', city: 'Yerevan', booking: null });
  });

  it('applies changes to the user, the application and the country to the next read', async () => {
    const ani = await applicant();
    await page(ani);
    await t.app.db
      .update(users)
      .set({ phone: '+37491000000', emailVerifiedAt: null })
      .where(eq(users.id, ani.id));
    expect(await page(ani)).toMatchObject({ phone: '+37491000000', emailVerified: false });

    await t.app.db
      .update(applicants)
      .set({ status: 'admitted', city: 'Gyumri' })
      .where(eq(applicants.id, ani.applicantId));
    expect(await page(ani)).toMatchObject({ status: 'admitted', city: 'Gyumri' });

    await t.app.db
      .update(countries)
      .set({ name: 'Republic of Armenia' })
      .where(eq(countries.id, armenia));
    try {
      expect((await page(ani)).country).toBe('Republic of Armenia');
    } finally {
      await t.app.db.update(countries).set({ name: 'Armenia' }).where(eq(countries.id, armenia));
    }
  });

  it('applies a booking, its sitting and the time zone to the next read', async () => {
    const ani = await applicant();
    expect((await page(ani)).booking).toBeNull();
    const [slot] = await t.app.db
      .insert(examSlots)
      .values({ startsAt: new Date('2030-01-07T07:00:00.000Z'), capacity: 5, booked: 1 })
      .returning({ id: examSlots.id });
    if (!slot) throw new Error('no slot');
    await t.app.db.insert(examBookings).values({ applicantId: ani.applicantId, slotId: slot.id });
    expect((await page(ani)).booking).toEqual({
      dateTime: '2030-01-07T07:00:00.000Z',
      timeZone: 'Asia/Yerevan',
    });

    await t.app.db
      .update(examSlots)
      .set({ startsAt: new Date('2030-01-07T11:00:00.000Z') })
      .where(eq(examSlots.id, slot.id));
    expect((await page(ani)).booking?.dateTime).toBe('2030-01-07T11:00:00.000Z');

    await t.app.db.update(examScheduleSettings).set({ timeZone: 'Europe/Berlin' });
    try {
      expect((await page(ani)).booking?.timeZone).toBe('Europe/Berlin');
    } finally {
      await t.app.db.update(examScheduleSettings).set({ timeZone: 'Asia/Yerevan' });
    }

    await t.app.db.delete(examBookings).where(eq(examBookings.applicantId, ani.applicantId));
    expect((await page(ani)).booking).toBeNull();
  });

  it("leaves one applicant's copy when another's changes", async () => {
    const ani = await applicant();
    const gor = await applicant();
    await page(ani);
    await t.app.db.update(users).set({ fullName: 'Gor Avetisyan' }).where(eq(users.id, gor.id));
    expect(await statementsOf(ani)).toHaveLength(0);
    expect((await page(gor)).fullName).toBe('Gor Avetisyan');
  });

  it('keeps no 404: an application made later shows at once', async () => {
    const ani = await applicant({ applied: false });
    expect((await me(ani)).statusCode).toBe(404);
    expect(await statementsOf(ani)).toHaveLength(1);
    await createApplicantsRepository(t.app.db).insert({
      userId: ani.id,
      occupation: 'employee',
      university: 'AUA',
      faculty: 'CS',
      countryId: armenia,
      city: 'Vanadzor',
      englishLevel: 'C1',
      courseType: 'offline',
    });
    expect(await page(ani)).toMatchObject({ city: 'Vanadzor', courseType: 'offline' });
  });
});
