import type { AdminUser } from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  enrolments,
  lectureAssignments,
  mailOutbox,
  users,
} from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  bearer,
  createUser,
  latestMailTo,
  login,
  type TestUser,
  testClock,
} from '../../test/builders.js';
import { type CreatedContent, createContent, enrol } from '../../test/learning-builders.js';

/*
 * A student's enrolments changed from the user's page (ARCHITECTURE.md, "Users"): enrol in
 * another direction, change the format, end one; each with a reason, audited and mailed, and
 * refused with nothing changed when a rule says no.
 */

const clock = testClock('2026-05-02T09:00:00.000Z');
let t: TestApp;
let admin: TestUser & { token: string };
let first: CreatedContent;
let second: CreatedContent;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  const user = await createUser(t.app, { role: 'admin', fullName: 'Ada Admin' });
  admin = { ...user, token: (await login(t.app, user)).accessToken };
  first = await createContent(t.app, { directionTitle: 'Front-end' });
  second = await createContent(t.app, { directionTitle: 'Back-end' });
});

afterAll(async () => {
  await t.close();
});

type Method = 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/v1/admin/users${url}`,
    headers: bearer(admin.token),
    payload,
  });
const errorOf = (response: { statusCode: number; json: () => unknown }) => ({
  statusCode: response.statusCode,
  message: (response.json() as { message: string }).message,
});

/** A student of the first direction, online, in a running trial (the builder's). */
async function student(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.app, { role: 'student', ...overrides });
  await enrol(t.app, user.id, first.directionId, { enrolledAt: clock.now() });
  return user;
}

async function enrolmentsOf(userId: number) {
  return t.app.db
    .select({ directionId: enrolments.directionId, courseType: enrolments.courseType })
    .from(enrolments)
    .where(eq(enrolments.userId, userId))
    .orderBy(enrolments.directionId);
}

async function auditOf(userId: number) {
  return t.app.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(userId))))
    .orderBy(auditLog.id);
}

async function mailsTo(email: string) {
  return t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

const reason = 'Asked to join the evening group';

describe('POST /v1/admin/users/{id}/enrolments', () => {
  it('enrols a student in another direction, audited and mailed, and opens it', async () => {
    const user = await student({ fullName: 'Анна Петросян' });
    await t.app.db.update(users).set({ language: 'ru' }).where(eq(users.id, user.id));
    const { accessToken } = await login(t.app, user);
    const directionsOf = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/v1/directions', headers: bearer(accessToken) })
      ).json<{ id: number }[]>();
    expect((await directionsOf()).map((direction) => direction.id)).toEqual([first.directionId]);

    const response = await call('POST', `/${user.id}/enrolments`, {
      directionId: second.directionId,
      courseType: 'offline',
      reason: `  ${reason}  `,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<AdminUser>();
    expect(answer.enrolments.map((e) => [e.directionTitle, e.courseType])).toEqual(
      expect.arrayContaining([
        ['Front-end', 'online'],
        ['Back-end', 'offline'],
      ]),
    );
    expect(await enrolmentsOf(user.id)).toHaveLength(2);
    // The trial, once per student, opens the new direction: no second trial starts.
    expect(answer.access?.periods).toHaveLength(1);
    expect((await directionsOf()).map((direction) => direction.id).sort()).toEqual(
      [first.directionId, second.directionId].sort(),
    );
    const lecture = await t.app.inject({
      method: 'GET',
      url: `/v1/lectures/${second.lectureIds[0]}`,
      headers: bearer(accessToken),
    });
    expect(lecture.statusCode, lecture.body).toBe(200);

    expect(await auditOf(user.id)).toEqual([
      {
        action: 'enrol',
        before: null,
        after: {
          directionId: second.directionId,
          direction: 'Back-end',
          courseType: 'offline',
          reason,
        },
      },
    ]);
    const mail = await latestMailTo(t.app, user.email);
    expect(mail?.subject).toBe('Вы зачислены на направление «Back-end»');
    expect(mail?.text).toContain(`Причина: ${reason}`);
    expect(mail?.text).toContain('офлайн');
  });

  it('refuses a second enrolment, a format or direction that does not exist, a long reason', async () => {
    const user = await student();
    const cases: [object, number, string][] = [
      [
        { directionId: first.directionId, courseType: 'online', reason },
        409,
        'ERR_ENROLMENT_EXISTS',
      ],
      [{ directionId: second.directionId, courseType: 'hybrid', reason }, 400, 'ERR_VALIDATION'],
      [{ directionId: 999_999, courseType: 'online', reason }, 400, 'ERR_VALIDATION'],
      [
        { directionId: second.directionId, courseType: 'online', reason: 'x'.repeat(500) },
        400,
        'ERR_VALIDATION',
      ],
      [
        { directionId: second.directionId, courseType: 'online', reason: '   ' },
        400,
        'ERR_VALIDATION',
      ],
      [{ directionId: second.directionId, courseType: 'online' }, 400, 'ERR_VALIDATION'],
    ];
    for (const [body, statusCode, message] of cases) {
      const response = await call('POST', `/${user.id}/enrolments`, body);
      expect(errorOf(response), JSON.stringify(body)).toEqual({ statusCode, message });
    }
    const unknownDirection = await call('POST', `/${user.id}/enrolments`, {
      directionId: 999_999,
      courseType: 'online',
      reason,
    });
    expect(unknownDirection.json()).toMatchObject({
      errors: [{ field: 'directionId', message: 'Choose one of the options' }],
    });
    const longReason = await call('POST', `/${user.id}/enrolments`, {
      directionId: second.directionId,
      courseType: 'online',
      reason: 'x'.repeat(500),
    });
    expect(longReason.json()).toMatchObject({
      errors: [
        {
          field: 'reason',
          message: 'The length of this field must be less than 500 characters long.',
        },
      ],
    });
    expect(await enrolmentsOf(user.id)).toEqual([
      { directionId: first.directionId, courseType: 'online' },
    ]);
    expect(await auditOf(user.id)).toEqual([]);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('enrols students only, and answers 404 for nobody', async () => {
    const mentor = await createUser(t.app, { role: 'mentor' });
    const body = { directionId: second.directionId, courseType: 'online', reason };
    expect(errorOf(await call('POST', `/${mentor.id}/enrolments`, body))).toEqual({
      statusCode: 409,
      message: 'ERR_ENROLMENT_NEEDS_STUDENT',
    });
    expect(errorOf(await call('POST', '/999999/enrolments', body))).toMatchObject({
      statusCode: 404,
    });
    expect(await enrolmentsOf(mentor.id)).toEqual([]);
  });

  it('enrols once when two admins enrol the same student at once', async () => {
    const user = await student();
    const body = { directionId: second.directionId, courseType: 'online', reason };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `/${user.id}/enrolments`, body)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await enrolmentsOf(user.id)).toHaveLength(2);
    expect((await auditOf(user.id)).map((entry) => entry.action)).toEqual(['enrol']);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});

describe('PATCH /v1/admin/users/{id}/enrolments/{directionId}', () => {
  it('changes the format, audited and mailed; the same format again is refused', async () => {
    const user = await student();
    const url = `/${user.id}/enrolments/${first.directionId}`;
    const response = await call('PATCH', url, { courseType: 'offline', reason });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminUser>().enrolments).toMatchObject([
      { directionId: first.directionId, courseType: 'offline' },
    ]);
    expect(await auditOf(user.id)).toEqual([
      {
        action: 'change_enrolment',
        before: { directionId: first.directionId, direction: 'Front-end', courseType: 'online' },
        after: {
          directionId: first.directionId,
          direction: 'Front-end',
          courseType: 'offline',
          reason,
        },
      },
    ]);
    const mail = await latestMailTo(t.app, user.email);
    expect(mail?.subject).toBe('Your course format in Front-end changed');
    expect(mail?.text).toContain('from online to offline');

    expect(errorOf(await call('PATCH', url, { courseType: 'offline', reason }))).toEqual({
      statusCode: 409,
      message: 'ERR_ENROLMENT_FORMAT_UNCHANGED',
    });
    expect((await call('PATCH', url, { courseType: 'remote', reason })).statusCode).toBe(400);
    expect((await call('PATCH', url, { courseType: 'online', reason: '' })).statusCode).toBe(400);
    expect(
      errorOf(
        await call('PATCH', `/${user.id}/enrolments/${second.directionId}`, {
          courseType: 'online',
          reason,
        }),
      ),
    ).toEqual({ statusCode: 404, message: 'ERR_ENROLMENT_NOT_FOUND' });
    expect(await enrolmentsOf(user.id)).toEqual([
      { directionId: first.directionId, courseType: 'offline' },
    ]);
    expect(await auditOf(user.id)).toHaveLength(1);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('changes once when two admins change the same enrolment at once', async () => {
    const user = await student();
    const url = `/${user.id}/enrolments/${first.directionId}`;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call('PATCH', url, { courseType: 'offline', reason })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await auditOf(user.id)).map((entry) => entry.action)).toEqual(['change_enrolment']);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});

describe('POST /v1/admin/users/{id}/enrolments/{directionId}/end', () => {
  it('ends an enrolment: learning closes, the work stays, audited and mailed', async () => {
    const user = await student();
    const { accessToken } = await login(t.app, user);
    const lectureId = first.lectureIds[0];
    const completed = await t.app.inject({
      method: 'PATCH',
      url: `/v1/lectures/${lectureId}`,
      headers: bearer(accessToken),
      payload: { status: 'completed' },
    });
    expect(completed.statusCode, completed.body).toBeLessThan(300);

    const response = await call('POST', `/${user.id}/enrolments/${first.directionId}/end`, {
      reason,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminUser>().enrolments).toEqual([]);
    const lecture = await t.app.inject({
      method: 'GET',
      url: `/v1/lectures/${lectureId}`,
      headers: bearer(accessToken),
    });
    expect(lecture.statusCode).toBe(403);
    const work = await t.app.db
      .select()
      .from(lectureAssignments)
      .where(eq(lectureAssignments.userId, user.id));
    expect(work).toHaveLength(1);
    expect(await auditOf(user.id)).toEqual([
      {
        action: 'end_enrolment',
        before: {
          directionId: first.directionId,
          direction: 'Front-end',
          courseType: 'online',
          enrolledAt: clock.now().toISOString(),
        },
        after: { directionId: first.directionId, direction: 'Front-end', ended: true, reason },
      },
    ]);
    expect((await latestMailTo(t.app, user.email))?.subject).toBe(
      'Your enrolment in Front-end has ended',
    );

    // Enrolling again later is a new enrolment.
    const again = await call('POST', `/${user.id}/enrolments`, {
      directionId: first.directionId,
      courseType: 'online',
      reason,
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('ends once when two admins end the same enrolment at once; bad input changes nothing', async () => {
    const user = await student();
    const url = `/${user.id}/enrolments/${first.directionId}/end`;
    expect((await call('POST', url, { reason: 'x'.repeat(500) })).statusCode).toBe(400);
    expect((await call('POST', url, {})).statusCode).toBe(400);
    expect(await enrolmentsOf(user.id)).toHaveLength(1);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', url, { reason })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404, 404]);
    expect(await enrolmentsOf(user.id)).toEqual([]);
    expect((await auditOf(user.id)).map((entry) => entry.action)).toEqual(['end_enrolment']);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});
