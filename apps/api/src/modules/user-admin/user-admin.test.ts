import type {
  AdminUser,
  AdminUsersResponse,
  LinkRequestResponse,
  SubscriptionsResponse,
} from '@academy/contracts';
import { and, eq, inArray, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createPeriod, createPlans } from '../../test/billing-builders.js';
import {
  bearer,
  createUser,
  latestMailTo,
  linkTokenIn,
  login,
  type TestUser,
  testClock,
} from '../../test/builders.js';
import { createContent, enrol } from '../../test/learning-builders.js';

const clock = testClock('2026-05-02T09:00:00.000Z');
let t: TestApp;
let admin: TestUser & { token: string };

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  const user = await createUser(t.app, { role: 'admin', fullName: 'Ada Admin' });
  admin = { ...user, token: (await login(t.app, user)).accessToken };
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, token = admin.token, payload?: object) =>
  t.app.inject({ method, url: `/v1/admin/users${url}`, headers: bearer(token), payload });
const errorOf = (response: { statusCode: number; json: () => unknown }) => ({
  statusCode: response.statusCode,
  message: (response.json() as { message: string }).message,
});

async function auditOf(userId: number) {
  return t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(userId))))
    .orderBy(auditLog.id);
}

const blockedFor = { reason: 'Broke the rules of the academy' };

/** Whether an access token still opens the account's own calls. */
const studentsMe = (token: string) =>
  t.app.inject({ method: 'GET', url: '/v1/students', headers: bearer(token) });

describe('GET /v1/admin/users', () => {
  it('searches names and e-mails, filters by role and blacklisting, pages newest first', async () => {
    const tag = `list${Date.now()}`;
    const created: TestUser[] = [];
    for (const [index, role] of (['student', 'student', 'mentor'] as const).entries()) {
      clock.advance(1000);
      created.push(
        await createUser(t.app, {
          role,
          fullName: `Person ${tag} ${index}`,
          blacklisted: index === 1,
          email: `${tag}-${index}@example.test`,
        }),
      );
    }
    const list = async (query: string) => {
      const response = await call('GET', query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminUsersResponse>();
    };
    const all = await list(`?search=${tag.toUpperCase()}`);
    expect(all.total).toBe(3);
    expect(all.items.map((item) => item.id)).toEqual(created.map((user) => user.id).reverse());
    expect(all.items[0]).toEqual({
      id: created[2]?.id,
      fullName: `Person ${tag} 2`,
      email: `${tag}-2@example.test`,
      phone: null,
      role: 'mentor',
      isBlacklisted: false,
      isDeactivated: false,
      createdAt: expect.any(String),
    });
    expect((await list(`?search=${tag}-0@`)).items.map((item) => item.id)).toEqual([
      created[0]?.id,
    ]);
    expect((await list(`?search=${tag}&role=student`)).total).toBe(2);
    expect((await list(`?search=${tag}&blacklisted=true`)).items.map((i) => i.id)).toEqual([
      created[1]?.id,
    ]);
    expect((await list(`?search=${tag}&blacklisted=false&role=student`)).total).toBe(1);
    const second = await list(`?search=${tag}&pageSize=2&page=2`);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((item) => item.id)).toEqual([created[0]?.id]);
    expect((await list('?search=%25%25')).total).toBe(0);
    for (const query of ['?role=owner', '?blacklisted=yes', '?page=0', '?search=%20', '?x=1']) {
      expect((await call('GET', query)).statusCode, query).toBe(400);
    }
  });

  it('pages users registered at the same moment by id, with exact totals', async () => {
    const tag = `tie${Date.now()}`;
    const created: TestUser[] = [];
    for (let index = 0; index < 5; index += 1) {
      created.push(
        await createUser(t.app, {
          role: 'student',
          fullName: `Tied ${tag} ${index}`,
          email: `${tag}-${index}@example.test`,
        }),
      );
    }
    // The same moment for all five: the id alone orders them.
    await t.app.db
      .update(users)
      .set({ createdAt: clock.now() })
      .where(
        inArray(
          users.id,
          created.map((user) => user.id),
        ),
      );
    const pages: AdminUsersResponse[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const response = await call('GET', `?search=${tag}&pageSize=2&page=${page}`);
      expect(response.statusCode, response.body).toBe(200);
      pages.push(response.json<AdminUsersResponse>());
    }
    // Full pages, the short last one and a page past the end all tell the same total.
    expect(pages.map((page) => page.total)).toEqual([5, 5, 5, 5]);
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(
      created.map((user) => user.id).sort((a, b) => b - a),
    );
  });

  it('keeps the totals of full pages right as users are added, changed and removed', async () => {
    const tag = `kept${Date.now()}`;
    const total = async (query: string) => {
      const response = await call('GET', `?pageSize=1${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminUsersResponse>().total;
    };
    const make = (index: number) =>
      createUser(t.app, {
        role: 'student',
        fullName: `Kept ${tag} ${index}`,
        email: `${tag}-${index}@example.test`,
      });
    const [first] = [await make(0), await make(1)];
    if (!first) throw new Error('No user');
    const all = await total('');
    const students = await total('&role=student');
    const blocked = await total('&blacklisted=true');
    // Read twice: the second answer may come from the kept count.
    expect(await total('')).toBe(all);
    expect(await total(`&search=${tag}`)).toBe(2);
    expect(await total(`&search=${tag}`)).toBe(2);
    // Added.
    const third = await make(2);
    expect(await total('')).toBe(all + 1);
    expect(await total(`&search=${tag}`)).toBe(3);
    // Renamed out of the search.
    await t.app.db.update(users).set({ fullName: 'Someone Else' }).where(eq(users.id, third.id));
    await t.app.db
      .update(users)
      .set({ email: `someone-else-${third.id}@example.test` })
      .where(eq(users.id, third.id));
    expect(await total(`&search=${tag}`)).toBe(2);
    // A role changed, an account blocked.
    await t.app.db.update(users).set({ role: 'mentor' }).where(eq(users.id, first.id));
    expect(await total('&role=student')).toBe(students);
    expect((await call('POST', `/${third.id}/blacklist`, admin.token, blockedFor)).statusCode).toBe(
      200,
    );
    expect(await total('&blacklisted=true')).toBe(blocked + 1);
    // Removed.
    await t.app.db.delete(users).where(eq(users.id, third.id));
    expect(await total('')).toBe(all);
    expect(await total('&blacklisted=true')).toBe(blocked);
  });

  it('finds a phone typed in the local or the international form', async () => {
    const user = await createUser(t.app, { fullName: 'Phone Owner' });
    await t.app.db.update(users).set({ phone: '+37455123987' }).where(eq(users.id, user.id));
    const found = async (search: string) => {
      const response = await call('GET', `?search=${encodeURIComponent(search)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminUsersResponse>().items.map((item) => item.id);
    };
    for (const search of ['055123987', '055 12-39-87', '+374 55 123987', '00374551239']) {
      expect(await found(search), search).toEqual([user.id]);
    }
    expect((await call('GET', `?search=${encodeURIComponent('123 987')}`)).json()).toMatchObject({
      items: [{ id: user.id, phone: '+37455123987' }],
    });
    expect(await found('+7 55123987')).toEqual([]);
  });
});

describe('GET /v1/admin/users/{id}', () => {
  it("shows a student's profile, enrolment, access, last login and progress per subject", async () => {
    const content = await createContent(t.app, {
      directionTitle: 'Front-End',
      subjectTitle: 'HTML',
      chapters: [{ lectures: 3, tasks: [{}], miniProjects: [{}] }],
    });
    const student = await createUser(t.app, { fullName: 'Sam Student' });
    await enrol(t.app, student.id, content.directionId, { enrolledAt: clock.now() });
    const session = await login(t.app, student);
    const completed = await t.app.inject({
      method: 'PATCH',
      url: `/v1/lectures/${content.lectureIds[0]}`,
      headers: bearer(session.accessToken),
      payload: { status: 'completed' },
    });
    expect(completed.statusCode, completed.body).toBe(200);

    const response = await call('GET', `/${student.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const user = response.json<AdminUser>();
    expect(user).toMatchObject({
      id: student.id,
      fullName: 'Sam Student',
      email: student.email,
      role: 'student',
      isBlacklisted: false,
      temporaryPasswordPending: false,
      enrolments: [
        { directionId: content.directionId, directionTitle: 'Front-End', courseType: 'online' },
      ],
      access: { state: 'trial' },
      certificates: [],
      progress: [
        {
          directionId: content.directionId,
          directionTitle: 'Front-End',
          subjects: [
            {
              id: content.subjectId,
              title: 'HTML',
              totalLectureCount: 3,
              completedLectureCount: 1,
              totalTaskCount: 1,
              completedTaskCount: 0,
              totalMiniProjectCount: 1,
              completedMiniProjectCount: 0,
              // 1 of 5 items, by contracts' progressPercent.
              progress: 20,
            },
          ],
        },
      ],
    });
    expect(user.lastLoginAt).not.toBeNull();
    expect(response.body).not.toContain('passwordHash');

    const staff = (await call('GET', `/${admin.id}`)).json<AdminUser>();
    expect(staff).toMatchObject({ role: 'admin', access: null, progress: [], enrolments: [] });
    expect(errorOf(await call('GET', '/999999'))).toEqual({
      statusCode: 404,
      message: 'ERR_USER_NOT_EXISTS',
    });
    expect((await call('GET', '/abc')).statusCode).toBe(400);
  });

  it("answers the student's access periods exactly as the student's own GET subscriptions", async () => {
    await createPlans(t.app);
    const student = await createUser(t.app, { fullName: 'Trial Then Paid', access: 'none' });
    const content = await createContent(t.app, { directionTitle: 'Periods' });
    await enrol(t.app, student.id, content.directionId, { enrolledAt: clock.now() });
    // A trial running now, then three paid years queued right after it (the demo student).
    const trialEnds = new Date(clock.now().getTime() + 3 * 24 * 60 * 60 * 1000);
    await createPeriod(t.app, student.id, {
      kind: 'trial',
      startsAt: new Date(clock.now().getTime() - 24 * 60 * 60 * 1000),
      endsAt: trialEnds,
    });
    const paidEnds = new Date(Date.UTC(2029, 4, 5, 9));
    await createPeriod(t.app, student.id, {
      kind: 'paid',
      planId: 'online-12',
      startsAt: trialEnds,
      endsAt: paidEnds,
    });
    const session = await login(t.app, student);
    const own = await t.app.inject({
      method: 'GET',
      url: '/v1/subscriptions',
      headers: bearer(session.accessToken),
    });
    expect(own.statusCode, own.body).toBe(200);
    const mine = own.json<SubscriptionsResponse>();

    const user = (await call('GET', `/${student.id}`)).json<AdminUser>();
    expect(user.access?.periods).toEqual(mine.data);
    expect(user.access).toEqual({ ...mine.access, periods: mine.data });
    // Newest first: the queued paid period, then the running trial, each with its own end.
    expect(
      user.access?.periods.map(({ kind, state, endsAt }) => ({ kind, state, endsAt })),
    ).toEqual(
      expect.arrayContaining([
        { kind: 'paid', state: 'upcoming', endsAt: paidEnds.toISOString() },
        { kind: 'trial', state: 'active', endsAt: trialEnds.toISOString() },
      ]),
    );
    expect(user.access?.periods[0]).toMatchObject({ kind: 'paid', plan: { id: 'online-12' } });
  });
});

describe('blacklisting', () => {
  it('ends every session at once, is audited, and restoring lets the user log in again', async () => {
    const student = await createUser(t.app, { fullName: 'Bea Blocked' });
    const first = await login(t.app, student);
    const second = await login(t.app, student, { isRemember: true });
    expect((await studentsMe(first.accessToken)).statusCode).toBe(200);

    const response = await call('POST', `/${student.id}/blacklist`, admin.token, {
      reason: '  Shared their account with others  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminUser>()).toMatchObject({
      isBlacklisted: true,
      blacklisting: {
        reason: 'Shared their account with others',
        at: expect.any(String),
        byName: 'Ada Admin',
      },
    });
    expect((await call('GET', `/${student.id}`)).json<AdminUser>().blacklisting).toEqual(
      response.json<AdminUser>().blacklisting,
    );
    for (const session of [first, second]) {
      expect(errorOf(await studentsMe(session.accessToken))).toEqual({
        statusCode: 404,
        message: 'err_user_blacklisted',
      });
    }
    expect(
      errorOf(await call('POST', `/${student.id}/blacklist`, admin.token, blockedFor)),
    ).toEqual({
      statusCode: 409,
      message: 'ERR_USER_ALREADY_BLACKLISTED',
    });

    const restored = await call('POST', `/${student.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<AdminUser>()).toMatchObject({ isBlacklisted: false, blacklisting: null });
    // The sessions stay ended: their tokens are refused, a new login works.
    expect((await studentsMe(first.accessToken)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/refresh-token',
      payload: { refreshToken: second.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await studentsMe((await login(t.app, student)).accessToken)).statusCode).toBe(200);
    expect(errorOf(await call('POST', `/${student.id}/restore`))).toEqual({
      statusCode: 409,
      message: 'ERR_USER_NOT_BLACKLISTED',
    });

    expect(await auditOf(student.id)).toMatchObject([
      {
        actorId: admin.id,
        action: 'blacklist',
        before: { isBlacklisted: false },
        after: { isBlacklisted: true, reason: 'Shared their account with others' },
      },
      {
        actorId: admin.id,
        action: 'restore',
        before: { isBlacklisted: true },
        after: { isBlacklisted: false },
      },
    ]);
  });

  it('asks for a reason, and blocks nothing without one', async () => {
    const student = await createUser(t.app);
    for (const payload of [undefined, {}, { reason: '   ' }, { reason: 'x'.repeat(500) }]) {
      const response = await call('POST', `/${student.id}/blacklist`, admin.token, payload);
      expect(response.statusCode, response.body).toBe(400);
    }
    expect((await call('GET', `/${student.id}`)).json<AdminUser>()).toMatchObject({
      isBlacklisted: false,
      blacklisting: null,
    });
    expect(await auditOf(student.id)).toEqual([]);
  });

  it('refuses an admin blacklisting themself, and unknown users', async () => {
    expect(errorOf(await call('POST', `/${admin.id}/blacklist`, admin.token, blockedFor))).toEqual({
      statusCode: 409,
      message: 'ERR_USER_ADMIN_SELF',
    });
    expect((await studentsMe(admin.token)).statusCode).not.toBe(404);
    expect(errorOf(await call('POST', '/999999/blacklist', admin.token, blockedFor))).toEqual({
      statusCode: 404,
      message: 'ERR_USER_NOT_EXISTS',
    });
    expect(await auditOf(admin.id)).toEqual([]);
  });
});

describe('password help', () => {
  it('mails the forgot-password link once a minute, audited without the token', async () => {
    const student = await createUser(t.app, { fullName: 'Rita Reset' });
    const response = await call('POST', `/${student.id}/reset-link`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<LinkRequestResponse>()).toMatchObject({ accepted: true });
    const mail = await latestMailTo(t.app, student.email);
    expect(mail.subject).toBe('Choose a new password for your Academy account');
    // Staff sent it, and the mail says so (the self-service one says a request was received).
    expect(mail.text).toContain('The staff of the Academy sent you this link');
    expect(mail.text).not.toContain('We received a request');
    const token = linkTokenIn(mail.text, '/auth/reset-password');

    const again = (await call('POST', `/${student.id}/reset-link`)).json<LinkRequestResponse>();
    expect(again.accepted).toBe(false);
    expect(again.retryAfterSeconds).toBeGreaterThan(0);
    const entries = await auditOf(student.id);
    expect(entries).toMatchObject([{ action: 'send_reset_link', after: { email: student.email } }]);
    expect(JSON.stringify(entries)).not.toContain(token);

    // The link is forgot password's own: it resets the password.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/reset-password',
      headers: bearer(token),
      payload: { password: 'Another#Pass1', confirmPassword: 'Another#Pass1' },
    });
    expect(reset.statusCode, reset.body).toBe(204);
  });

  it('issues a temporary password: mailed only, sessions ended, audited without it', async () => {
    const student = await createUser(t.app, { fullName: 'Tom Temporary' });
    const session = await login(t.app, student);
    await t.app.db.update(users).set({ language: 'ru' }).where(eq(users.id, student.id));

    const response = await call('POST', `/${student.id}/temporary-password`);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expect((await studentsMe(session.accessToken)).statusCode).toBe(401);

    const mail = await latestMailTo(t.app, student.email);
    expect(mail.subject).toBe('Ваш временный пароль Академии');
    const password = /Временный пароль: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(password).toHaveLength(16);
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: student.email, password: student.password },
    });
    expect(oldPassword.statusCode).toBe(400);
    const temporary = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: student.email, password },
    });
    expect(temporary.statusCode, temporary.body).toBe(200);
    expect(temporary.json<{ refreshToken: string }>().refreshToken).toBe('');

    const user = (await call('GET', `/${student.id}`)).json<AdminUser>();
    expect(user.temporaryPasswordPending).toBe(true);
    // Seven days from the app's clock (lib/temporary-passwords.ts).
    expect(user.temporaryPasswordExpiresAt).toBe(
      new Date(clock.now().getTime() + 7 * 24 * 60 * 60 * 1000).toISOString(),
    );
    const entries = await auditOf(student.id);
    expect(entries).toMatchObject([
      {
        action: 'issue_temporary_password',
        before: { isTemporaryPassword: false, temporaryPasswordExpiresAt: null },
        after: {
          isTemporaryPassword: true,
          temporaryPasswordExpiresAt: user.temporaryPasswordExpiresAt,
        },
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain(password);
    expect(JSON.stringify(entries)).not.toContain('argon2');

    expect(errorOf(await call('POST', `/${admin.id}/temporary-password`))).toEqual({
      statusCode: 409,
      message: 'ERR_USER_ADMIN_SELF',
    });
    const blocked = await createUser(t.app, { blacklisted: true });
    const mailsBefore = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, blocked.email));
    for (const action of ['temporary-password', 'reset-link']) {
      expect(errorOf(await call('POST', `/${blocked.id}/${action}`))).toEqual({
        statusCode: 409,
        message: 'ERR_USER_IS_BLACKLISTED',
      });
    }
    const mailsAfter = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, blocked.email));
    expect(mailsAfter).toHaveLength(mailsBefore.length);
    expect(await auditOf(blocked.id)).toEqual([]);
  });
});

describe('PATCH /v1/admin/users/{id}/role', () => {
  it('moves staff between mentor and admin, ends their sessions, and is audited', async () => {
    const mentor = await createUser(t.app, { role: 'mentor' });
    const session = await login(t.app, mentor);
    const promoted = await call('PATCH', `/${mentor.id}/role`, admin.token, { role: 'admin' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json<AdminUser>().role).toBe('admin');
    expect((await call('GET', '', session.accessToken)).statusCode).toBe(401);
    // As an admin now, from a new login.
    const newToken = (await login(t.app, mentor)).accessToken;
    expect((await call('GET', '', newToken)).statusCode).toBe(200);
    // The same role again changes nothing and writes nothing.
    expect(
      (await call('PATCH', `/${mentor.id}/role`, admin.token, { role: 'admin' })).statusCode,
    ).toBe(200);
    const demoted = await call('PATCH', `/${mentor.id}/role`, admin.token, { role: 'mentor' });
    expect(demoted.json<AdminUser>().role).toBe('mentor');
    expect(await auditOf(mentor.id)).toMatchObject([
      { action: 'change_role', before: { role: 'mentor' }, after: { role: 'admin' } },
      { action: 'change_role', before: { role: 'admin' }, after: { role: 'mentor' } },
    ]);
  });

  it('refuses students, applicants, oneself and roles outside the staff', async () => {
    const student = await createUser(t.app);
    const applicant = await createUser(t.app, { role: 'applicant' });
    for (const user of [student, applicant]) {
      expect(
        errorOf(await call('PATCH', `/${user.id}/role`, admin.token, { role: 'mentor' })),
      ).toEqual({
        statusCode: 409,
        message: 'ERR_ROLE_CHANGE_NOT_ALLOWED',
      });
    }
    expect(
      errorOf(await call('PATCH', `/${admin.id}/role`, admin.token, { role: 'mentor' })),
    ).toEqual({
      statusCode: 409,
      message: 'ERR_USER_ADMIN_SELF',
    });
    const mentor = await createUser(t.app, { role: 'mentor' });
    for (const role of ['student', 'applicant', 'owner']) {
      expect((await call('PATCH', `/${mentor.id}/role`, admin.token, { role })).statusCode).toBe(
        400,
      );
    }
    const [row] = await t.app.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, student.id));
    expect(row?.role).toBe('student');
  });

  it('keeps one active admin when two admins demote or block each other at once', async () => {
    for (const action of ['role', 'blacklist'] as const) {
      const one = await createUser(t.app, { role: 'admin' });
      const two = await createUser(t.app, { role: 'admin' });
      // Only these two are active admins now.
      await t.app.db
        .update(users)
        .set({ isBlacklisted: true })
        .where(and(eq(users.role, 'admin'), not(inArray(users.id, [one.id, two.id]))));
      const [oneToken, twoToken] = [
        (await login(t.app, one)).accessToken,
        (await login(t.app, two)).accessToken,
      ];
      const act = (token: string, target: number) =>
        action === 'role'
          ? call('PATCH', `/${target}/role`, token, { role: 'mentor' })
          : call('POST', `/${target}/blacklist`, token, blockedFor);
      const responses = await Promise.all([act(oneToken, two.id), act(twoToken, one.id)]);
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      // The other was refused: as the last admin (409), or, when the winner committed
      // first, because its own session had ended (401) or it was blocked (404).
      expect(
        statuses.filter((status) => status === 200 || [401, 404, 409].includes(status)),
      ).toHaveLength(2);
      const active = await t.app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.isBlacklisted, false)));
      expect(active).toHaveLength(1);
    }
    // Put the file's own admin back for any later test.
    await t.app.db.update(users).set({ isBlacklisted: false }).where(eq(users.id, admin.id));
  });
});
