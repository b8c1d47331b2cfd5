import type { CalendarFeedCreated, CalendarFeedStatus } from '@academy/contracts';
import { aRegistrationRequest, VALID_PASSWORD } from '@academy/testing';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, projectAssignments, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  bearer,
  countryId,
  createExamSchedule,
  createUser,
  login,
  register,
  testClock,
} from '../../test/builders.js';
import { createContent, enrol } from '../../test/learning-builders.js';
import { EXAM_DURATION_MINUTES } from '../exam-schedule/index.js';

/*
 * A student's private calendar feed: the address made on /profile, read by calendar apps
 * without a session. Each feed is parsed with an iCalendar parser (ical.js), as an app would.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Saturday 2026-11-21 08:00Z; the schedule's Monday 11:00 in Yerevan is 2026-11-23 07:00Z. */
const clock = testClock('2026-11-21T08:00:00.000Z');
const MONDAY_11 = '2026-11-23T07:00:00.000Z';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  await createExamSchedule(t.app, { entries: [{ weekday: 1, time: '11:00', capacity: 10 }] });
});

afterAll(async () => {
  await t.close();
});

async function student({ language = 'en' }: { language?: 'en' | 'ru' } = {}) {
  const user = await createUser(t.app);
  await t.app.db.update(users).set({ language }).where(eq(users.id, user.id));
  const { accessToken } = await login(t.app, user);
  return { ...user, token: accessToken };
}

/** A student who signed up through the form, booking the Monday sitting, then was admitted. */
async function admittedStudent() {
  const body = aRegistrationRequest({
    countryId: await countryId(t.app),
    testDateTime: MONDAY_11,
    courseType: 'online',
  });
  expect((await register(t.app, body)).statusCode).toBe(201);
  const [row] = await t.app.db
    .update(users)
    .set({ role: 'student', passwordHash: await hashPassword(VALID_PASSWORD) })
    .where(eq(users.email, body.email))
    .returning({ id: users.id });
  if (!row) throw new Error('No registered user');
  const { accessToken } = await login(t.app, { email: body.email, password: VALID_PASSWORD });
  return { id: row.id, token: accessToken };
}

const call = (method: 'GET' | 'POST' | 'DELETE', token?: string) =>
  t.app.inject({ method, url: '/v1/calendar-feed', headers: token ? bearer(token) : {} });

async function newFeed(token: string): Promise<CalendarFeedCreated> {
  const response = await call('POST', token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CalendarFeedCreated>();
}

/** GET the feed at its address, as a calendar app does: no session, the address only. */
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

function events(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        url: component.getFirstPropertyValue('url'),
      };
    }),
  };
}

describe('the calendar feed', () => {
  it('lists the due dates of open work and the exam, in the student’s language', async () => {
    const content = await createContent(t.app, {
      directionTitle: 'Front-End Development',
      subjectTitle: 'HTML, CSS; and forms',
      chapters: [
        {
          title: 'Markup',
          tasks: [{ title: 'Tags quiz', dueDays: 2 }, { title: 'No deadline quiz' }],
          miniProjects: [
            { title: 'Landing page, first draft', dueDays: 20 },
            { title: 'Portfolio', dueDays: 5 },
          ],
        },
      ],
    });
    const anna = await admittedStudent();
    const enrolledAt = new Date(clock.now().getTime() - DAY_MS);
    await enrol(t.app, anna.id, content.directionId, { enrolledAt });
    // The portfolio passed: no longer open, so no longer due.
    const [, portfolio] = content.miniProjectIds;
    if (!portfolio) throw new Error('content missing');
    await t.app.db
      .insert(projectAssignments)
      .values({ userId: anna.id, miniProjectId: portfolio, reviewStatus: 'passed' });

    const feed = await newFeed(anna.token);
    expect(feed.webcalUrl).toBe(feed.url.replace(/^http:/, 'webcal:'));
    const response = await fetchFeed(feed.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');

    const calendar = events(response.body);
    expect(calendar.name).toBe('Academy: due dates');
    const due = (days: number) => new Date(enrolledAt.getTime() + days * DAY_MS).toISOString();
    const [tagsQuiz] = content.taskIds;
    const [landing] = content.miniProjectIds;
    expect(calendar.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          summary: 'Due: Tags quiz',
          description: 'Test in HTML, CSS; and forms (Front-End Development)',
          start: due(2),
          end: due(2),
          url: `${t.app.config.publicUrl}/task/${tagsQuiz}`,
        }),
        expect.objectContaining({
          summary: 'Due: Landing page, first draft',
          start: due(20),
          url: `${t.app.config.publicUrl}/mini-project/${landing}`,
        }),
        expect.objectContaining({
          summary: 'Academy entrance exam',
          start: MONDAY_11,
          end: new Date(Date.parse(MONDAY_11) + EXAM_DURATION_MINUTES * 60 * 1000).toISOString(),
        }),
      ]),
    );
    // Work without a due date, and work no longer open, are not in it.
    expect(calendar.events).toHaveLength(3);
    // Stable ids: the next fetch names the same events, so an app updates rather than adds.
    const again = events((await fetchFeed(feed.url)).body);
    expect(again.events.map((event) => event.uid).sort()).toEqual(
      calendar.events.map((event) => event.uid).sort(),
    );
    expect(new Set(calendar.events.map((event) => event.uid)).size).toBe(3);
  });

  it('speaks Russian to a Russian-speaking student', async () => {
    const content = await createContent(t.app, {
      directionTitle: 'Веб-разработка',
      subjectTitle: 'Вёрстка',
      chapters: [{ title: 'Теги', tasks: [{ title: 'Тест по тегам', dueDays: 3 }] }],
    });
    const boris = await student({ language: 'ru' });
    await enrol(t.app, boris.id, content.directionId);
    const calendar = events((await fetchFeed((await newFeed(boris.token)).url)).body);
    expect(calendar.name).toBe('Академия: сроки сдачи');
    expect(calendar.events).toEqual([
      expect.objectContaining({
        summary: 'Срок сдачи: Тест по тегам',
        description: 'Тест по предмету «Вёрстка» (Веб-разработка)',
      }),
    ]);
  });

  it('is a valid, empty calendar when nothing is due', async () => {
    const carla = await student();
    const response = await fetchFeed((await newFeed(carla.token)).url);
    expect(response.statusCode).toBe(200);
    expect(events(response.body).events).toEqual([]);
  });

  it('says whether it is on and when it was last read, noting a read at most hourly', async () => {
    const dan = await student();
    const status = async () => {
      const response = await call('GET', dan.token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<CalendarFeedStatus>();
    };
    expect(await status()).toEqual({ active: false, createdAt: null, lastUsedAt: null });

    const feed = await newFeed(dan.token);
    expect(await status()).toEqual({
      active: true,
      createdAt: clock.now().toISOString(),
      lastUsedAt: null,
    });
    await fetchFeed(feed.url);
    const firstRead = clock.now().toISOString();
    expect((await status()).lastUsedAt).toBe(firstRead);
    // Later reads, past the access token's life: the database says what was noted.
    const lastUsed = async () => {
      const [row] = await t.app.db
        .select({ lastUsedAt: calendarFeeds.lastUsedAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, dan.id));
      return row?.lastUsedAt?.toISOString();
    };
    clock.advance(30 * 60 * 1000);
    await fetchFeed(feed.url);
    expect(await lastUsed()).toBe(firstRead);
    clock.advance(31 * 60 * 1000);
    await fetchFeed(feed.url);
    expect(await lastUsed()).toBe(clock.now().toISOString());
  });

  it('stops answering an address replaced or turned off, and keeps only its hash', async () => {
    const eva = await student();
    const first = await newFeed(eva.token);
    const second = await newFeed(eva.token);
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url)).statusCode).toBe(404);
    expect((await fetchFeed(second.url)).statusCode).toBe(200);

    const token = second.url.slice(second.url.lastIndexOf('/') + 1);
    const [row] = await t.app.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, eva.id));
    expect(JSON.stringify(row)).not.toContain(token);

    expect((await call('DELETE', eva.token)).statusCode).toBe(204);
    expect((await fetchFeed(second.url)).statusCode).toBe(404);
    // Turning off a feed that is off changes nothing and says so plainly.
    expect((await call('DELETE', eva.token)).statusCode).toBe(204);
    expect((await call('GET', eva.token)).json<CalendarFeedStatus>().active).toBe(false);
  });

  it('ends with the account: a blocked student’s feed is not found', async () => {
    const fay = await student();
    const feed = await newFeed(fay.token);
    await t.app.db.update(users).set({ isBlacklisted: true }).where(eq(users.id, fay.id));
    const response = await fetchFeed(feed.url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'ERR_NOT_FOUND' });
  });

  it('refuses an address that is not a feed’s, and staff have no feed', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `/v1/calendar/${'A'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/v1/calendar/not-a-token' });
    expect(malformed.statusCode).toBe(400);
    const mentor = await createUser(t.app, { role: 'mentor' });
    const { accessToken } = await login(t.app, mentor);
    expect((await call('POST', accessToken)).statusCode).toBe(403);
    expect((await call('POST')).statusCode).toBe(401);
  });
});
