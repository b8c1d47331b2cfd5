import { readdir } from 'node:fs/promises';
import {
  type AvailableResponse,
  addDays,
  DEFAULT_TIME_ZONE,
  dateInTimeZone,
  FREE_TRIAL_DAYS,
  type LoginResponse,
  type StudentMeResponse,
  type WeekDaysResponse,
} from '@academy/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.js';
import { bearer, createUser } from '../test/builders.js';
import type { Database } from './client.js';
import {
  answers,
  countries,
  directions,
  examWeekDayTimes,
  lectures,
  subjects,
  subscriptions,
  users,
} from './schema/index.js';
import { demoAccounts, seedDatabase } from './seed.js';

const count = async (db: Database, table: typeof users | typeof directions | typeof countries) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};

describe('demo seed on an empty database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: true });
  });

  afterAll(async () => {
    await t.close();
  });

  it('creates the five landing directions with content and images', async () => {
    const rows = await t.app.db
      .select({ title: directions.title, imageFileId: directions.imageFileId })
      .from(directions)
      .orderBy(asc(directions.position));
    expect(rows.map((row) => row.title)).toEqual([
      'Front-End Development',
      'Back-End Development',
      'Software Engineering',
      'DevOps Engineering',
      'Automated Quality Assurance',
    ]);
    expect(await t.app.db.$count(subjects)).toBeGreaterThanOrEqual(10);
    expect(await t.app.db.$count(lectures)).toBeGreaterThanOrEqual(40);
    expect(await t.app.db.$count(answers, sql`${answers.isCorrect}`)).toBeGreaterThan(0);
    expect(await t.app.db.$count(examWeekDayTimes)).toBe(7);

    const image = rows[0]?.imageFileId;
    if (!image) throw new Error('The direction has no image');
    const response = await t.app.inject({ method: 'GET', url: `/v1/files/${image}/public` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('has an exam schedule with free sittings over the coming weeks', async () => {
    const from = dateInTimeZone(DEFAULT_TIME_ZONE);
    const to = addDays(from, 27);
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/week-days/available?from=${from}&to=${to}`,
    });
    expect(response.statusCode).toBe(200);
    const dates = Object.values(response.json<AvailableResponse>());
    // Four weeks of Mon/Wed/Fri and Saturday sittings, less the next twelve hours'.
    expect(dates.length).toBeGreaterThanOrEqual(14);
    expect(dates.flat().every((slot) => slot.freeSeats === 10)).toBe(true);
    const weekDays = await t.app.inject({ method: 'GET', url: '/v1/week-days' });
    expect(weekDays.json<WeekDaysResponse>()).toMatchObject({ timeZone: 'Asia/Yerevan' });
    expect(weekDays.json<WeekDaysResponse>().days.map((d) => d.weekday)).toEqual([1, 3, 5, 6]);
  });

  it('seeds every ISO 3166-1 country', async () => {
    expect(await count(t.app.db, countries)).toBe(249);
  });

  it('creates the demo accounts, the student with a running trial', async () => {
    const studentLogin = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: demoAccounts.student.email, password: demoAccounts.student.password },
    });
    expect(studentLogin.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/students',
      headers: bearer(studentLogin.json<LoginResponse>().accessToken),
    });
    const profile = me.json<StudentMeResponse>();
    expect(profile.role).toBe('student');
    expect(new Date(profile.trialEndsAt ?? 0).getTime()).toBeGreaterThan(Date.now());
    const [trial] = await t.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, profile.id));
    expect((trial?.endsAt.getTime() ?? 0) - (trial?.startsAt.getTime() ?? 0)).toBe(
      FREE_TRIAL_DAYS * 24 * 60 * 60 * 1000,
    );

    const adminLogin = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: demoAccounts.admin.email, password: demoAccounts.admin.password },
    });
    expect(adminLogin.statusCode).toBe(200);
  });

  it('runs only once', async () => {
    const result = await seedDatabase(t.app.db, { demo: true, filesDir: t.config.filesDir });
    expect(result).toEqual({ countries: false, demo: false });
    expect(await count(t.app.db, directions)).toBe(5);
    expect(await count(t.app.db, users)).toBe(3);
    expect(await count(t.app.db, countries)).toBe(249);
  });
});

describe('seed on a database with users', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: false });
  });

  afterAll(async () => {
    await t.close();
  });

  it('has the reference data even without demo content', async () => {
    expect(await count(t.app.db, countries)).toBe(249);
    expect(await count(t.app.db, directions)).toBe(0);
  });

  it('never adds demo content once users exist', async () => {
    await createUser(t.app);
    const result = await seedDatabase(t.app.db, { demo: true, filesDir: t.config.filesDir });
    expect(result.demo).toBe(false);
    expect(await count(t.app.db, directions)).toBe(0);
    expect(await count(t.app.db, users)).toBe(1);
  });
});

describe('a demo seed that fails half-way', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: false });
  });

  afterAll(async () => {
    await t.close();
  });

  it('leaves neither rows nor image files behind', async () => {
    // Users are inserted after the directions and their images: refuse them.
    await t.app.db.execute(sql`
      create function refuse_users() returns trigger language plpgsql as $$
      begin raise exception 'users refused for the test'; end $$`);
    await t.app.db.execute(
      sql`create trigger refuse_users before insert on users execute function refuse_users()`,
    );

    await expect(
      seedDatabase(t.app.db, { demo: true, filesDir: t.config.filesDir }),
    ).rejects.toThrow();

    expect(await count(t.app.db, directions)).toBe(0);
    expect(await count(t.app.db, users)).toBe(0);
    const files = await readdir(t.config.filesDir).catch(() => []);
    expect(files).toEqual([]);
  });
});
