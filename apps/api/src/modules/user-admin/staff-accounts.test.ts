import type {
  AdminUser,
  AdminUsersResponse,
  AuditListResponse,
  ConfirmEnrolmentResponse,
  EnrolmentSecret,
  LoginResponse,
  SessionsResponse,
  StaffInvitation,
  StaffInvitationsResponse,
} from '@academy/contracts';
import { uniqueEmail } from '@academy/testing';
import { and, eq, inArray, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refreshTokens, users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  bearer,
  createUser,
  latestMailTo,
  linkTokenIn,
  login,
  type TestUser,
  testClock,
} from '../../test/builders.js';
import { totpCode } from '../two-factor/index.js';

/*
 * Staff accounts and signed-in devices (ARCHITECTURE.md, "Staff accounts", "Signed-in
 * devices"): invitations, deactivation and the sessions a user and an admin see and end.
 */

const clock = testClock('2026-06-01T09:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'Mentor#Pass2026';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

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

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token = admin.token, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
const errorOf = (response: { statusCode: number; json: () => unknown }) => ({
  statusCode: response.statusCode,
  message: (response.json() as { message: string }).message,
});
const studentsMe = (token: string) => call('GET', '/students', token);
const sessionsOf = (userId: number) =>
  t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));

async function auditOf(userId: number) {
  return t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(userId))))
    .orderBy(auditLog.id);
}

async function invite(overrides: Partial<Record<string, string>> = {}) {
  const body = {
    fullName: 'Mira Mentor',
    email: uniqueEmail('invited'),
    role: 'mentor',
    language: 'en',
    ...overrides,
  };
  const response = await call('POST', '/admin/invitations', admin.token, body);
  expect(response.statusCode, response.body).toBe(201);
  return { body, invitation: response.json<StaffInvitation>() };
}

const setPassword = (token: string, userAgent?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/set-password',
    headers: { ...bearer(token), ...(userAgent ? { 'user-agent': userAgent } : {}) },
    payload: { password: PASSWORD, confirmPassword: PASSWORD },
  });

const loginAs = (email: string, userAgent?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    headers: userAgent ? { 'user-agent': userAgent } : {},
    payload: { email, password: PASSWORD },
  });

describe('Invitations', () => {
  it('mails a 7-day set-password link; the password leads into the second factor, then a session', async () => {
    const { body, invitation } = await invite({ email: 'New.Mentor@Example.test' });
    expect(invitation).toMatchObject({
      fullName: 'Mira Mentor',
      email: 'new.mentor@example.test',
      role: 'mentor',
      language: 'en',
      invitedByName: 'Ada Admin',
      invitedAt: clock.now().toISOString(),
      expiresAt: new Date(clock.now().getTime() + 7 * DAY_MS).toISOString(),
    });
    const list = (await call('GET', '/admin/invitations')).json<StaffInvitationsResponse>();
    expect(list.items.map((item) => item.id)).toContain(invitation.id);

    const mail = await latestMailTo(t.app, invitation.email);
    expect(mail.subject).toBe('Your invitation to the Academy');
    expect(mail.text).toContain('Ada Admin invites you to the Academy as a mentor');
    const token = linkTokenIn(mail.text, '/auth/set-password');

    const check = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/password-link',
      headers: bearer(token),
    });
    expect(check.json()).toEqual({ usable: true, purpose: 'set', email: invitation.email });

    // Not signed in before the password: the account has none.
    expect((await loginAs(body.email)).statusCode).toBe(400);
    // The password is saved, but staff get no session before their second factor: the
    // answer is the login's `enrol` challenge, both tokens empty, no device cookie.
    const set = await setPassword(token, FIREFOX);
    expect(set.statusCode, set.body).toBe(200);
    const answer = set.json<LoginResponse>();
    expect(answer).toMatchObject({ accessToken: '', refreshToken: '' });
    expect(answer.secondFactor).toMatchObject({ step: 'enrol', expiresInSeconds: 300 });
    expect(set.cookies).toEqual([]);
    expect(await sessionsOf(invitation.id)).toEqual([]);
    const challengeToken = answer.secondFactor?.challengeToken ?? '';
    const enrol = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/two-factor/enrolment',
      payload: { challengeToken },
    });
    expect(enrol.statusCode, enrol.body).toBe(200);
    const { secret } = enrol.json<EnrolmentSecret>();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/two-factor/enrolment/confirm',
      headers: { 'user-agent': FIREFOX },
      payload: { challengeToken, code: totpCode(secret, clock.now()) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const session = confirmed.json<ConfirmEnrolmentResponse>();
    expect(session.recoveryCodes).toHaveLength(10);
    expect(session.isTemporaryPassword).toBe(false);
    const devices = (await call('GET', '/sessions', session.accessToken)).json<SessionsResponse>();
    expect(devices.items).toMatchObject([{ browser: 'Firefox 133', current: true }]);
    // From now on the login asks for a code from the app.
    const later = (await loginAs(body.email)).json<LoginResponse>();
    expect(later.secondFactor?.step).toBe('code');

    // Accepted: no longer pending, the link spent, and the account a verified mentor.
    const after = (await call('GET', '/admin/invitations')).json<StaffInvitationsResponse>();
    expect(after.items.map((item) => item.id)).not.toContain(invitation.id);
    expect((await setPassword(token)).json()).toMatchObject({ message: 'ERR_TOKEN_INVALID' });
    const user = (await call('GET', `/admin/users/${invitation.id}`)).json<AdminUser>();
    expect(user).toMatchObject({ role: 'mentor', invitationPending: false, deactivatedAt: null });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(errorOf(await call('POST', `/admin/invitations/${invitation.id}/resend`))).toEqual({
      statusCode: 404,
      message: 'ERR_INVITATION_NOT_FOUND',
    });
    const audit = await auditOf(invitation.id);
    expect(audit.map((entry) => entry.action)).toEqual(['invite']);
    expect(audit[0]).toMatchObject({ actorId: admin.id, title: 'Mira Mentor' });
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('asks no second step again after a temporary password: the login gave it', async () => {
    const mentor = await createUser(t.app, {
      role: 'mentor',
      password: PASSWORD,
      temporaryPassword: true,
      temporaryPasswordExpiresAt: new Date(clock.now().getTime() + DAY_MS),
    });
    const { accessToken, isTemporaryPassword } = await login(t.app, mentor);
    expect(isTemporaryPassword).toBe(true);
    const set = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/set-password',
      headers: bearer(accessToken),
      payload: { password: 'Mentor#Own2026', confirmPassword: 'Mentor#Own2026' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const answer = set.json<LoginResponse>();
    expect(answer.secondFactor).toBeUndefined();
    expect((await studentsMe(answer.accessToken)).statusCode).toBe(200);
  });

  it('is mailed in the chosen language', async () => {
    const { invitation } = await invite({ role: 'admin', language: 'ru', fullName: 'Анна Админ' });
    const mail = await latestMailTo(t.app, invitation.email);
    expect(mail.subject).toBe('Приглашение в Академию');
    expect(mail.text).toContain('в роли администратора');
  });

  it('refuses an address that already has an account, in any case', async () => {
    const existing = await createUser(t.app, { role: 'student' });
    for (const email of [existing.email, existing.email.toUpperCase(), admin.email]) {
      const response = await call('POST', '/admin/invitations', admin.token, {
        fullName: 'Someone Else',
        email,
        role: 'mentor',
        language: 'en',
      });
      expect(errorOf(response)).toEqual({ statusCode: 409, message: 'ERR_INVITATION_EMAIL_TAKEN' });
    }
    // A pending invitation holds its address too.
    const { body } = await invite();
    const again = await call('POST', '/admin/invitations', admin.token, body);
    expect(errorOf(again)).toEqual({ statusCode: 409, message: 'ERR_INVITATION_EMAIL_TAKEN' });
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const before = (await call('GET', '/admin/invitations')).json<StaffInvitationsResponse>();
    for (const body of [
      { fullName: 'Mira Mentor', email: 'not-an-address', role: 'mentor', language: 'en' },
      { fullName: 'Mira Mentor', email: uniqueEmail('x'), role: 'student', language: 'en' },
      { fullName: '', email: uniqueEmail('x'), role: 'mentor', language: 'en' },
      { fullName: 'Mira Mentor', email: uniqueEmail('x'), role: 'mentor', language: 'de' },
    ]) {
      const response = await call('POST', '/admin/invitations', admin.token, body);
      expect(errorOf(response)).toEqual({ statusCode: 400, message: 'ERR_VALIDATION' });
    }
    const after = (await call('GET', '/admin/invitations')).json<StaffInvitationsResponse>();
    expect(after.items).toEqual(before.items);
  });

  it('is refused once its link expired; a resent link works and the old one does not', async () => {
    const { invitation } = await invite();
    const first = linkTokenIn(
      (await latestMailTo(t.app, invitation.email)).text,
      '/auth/set-password',
    );
    clock.advance(7 * DAY_MS + 1000);
    expect(errorOf(await setPassword(first))).toEqual({
      statusCode: 400,
      message: 'ERR_TOKEN_INVALID',
    });
    admin.token = (await login(t.app, admin)).accessToken;

    const resent = await call('POST', `/admin/invitations/${invitation.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<StaffInvitation>().expiresAt).toBe(
      new Date(clock.now().getTime() + 7 * DAY_MS).toISOString(),
    );
    const second = linkTokenIn(
      (await latestMailTo(t.app, invitation.email)).text,
      '/auth/set-password',
    );
    expect(second).not.toBe(first);
    expect(errorOf(await setPassword(first)).message).toBe('ERR_TOKEN_INVALID');
    expect((await setPassword(second)).statusCode).toBe(200);
    expect((await auditOf(invitation.id)).map((entry) => entry.action)).toEqual([
      'invite',
      'resend_invitation',
    ]);
  });

  it('is resent at most once a minute, also when two resends come at once', async () => {
    const { invitation } = await invite();
    const soon = await call('POST', `/admin/invitations/${invitation.id}/resend`);
    expect(errorOf(soon)).toEqual({ statusCode: 429, message: 'ERR_INVITATION_RESENT_RECENTLY' });
    expect(soon.headers['retry-after']).toBe('60');
    clock.advance(30_000);
    const later = await call('POST', `/admin/invitations/${invitation.id}/resend`);
    expect(later.headers['retry-after']).toBe('30');
    clock.advance(30_000);
    const both = await Promise.all(
      [0, 1].map(() => call('POST', `/admin/invitations/${invitation.id}/resend`)),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 429]);
    // One mail and one audit entry for the resend that went through.
    expect((await auditOf(invitation.id)).map((entry) => entry.action)).toEqual([
      'invite',
      'resend_invitation',
    ]);
    admin.token = (await login(t.app, admin)).accessToken;
  });

  it('is revoked: its link stops working, the account goes, the audit keeps the name', async () => {
    const { invitation } = await invite({ fullName: 'Rex Revoked' });
    const token = linkTokenIn(
      (await latestMailTo(t.app, invitation.email)).text,
      '/auth/set-password',
    );
    const revoked = await call('DELETE', `/admin/invitations/${invitation.id}`);
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect(errorOf(await setPassword(token))).toEqual({
      statusCode: 400,
      message: 'ERR_TOKEN_INVALID',
    });
    expect(errorOf(await call('DELETE', `/admin/invitations/${invitation.id}`))).toEqual({
      statusCode: 404,
      message: 'ERR_INVITATION_NOT_FOUND',
    });
    expect(await t.app.db.select().from(users).where(eq(users.id, invitation.id))).toEqual([]);
    const audit = await call('GET', `/admin/audit?entityType=user&entityId=${invitation.id}`);
    expect(audit.json<AuditListResponse>().items).toMatchObject([
      { action: 'revoke_invitation', title: 'Rex Revoked', gone: true },
      { action: 'invite', title: 'Rex Revoked', gone: true },
    ]);
    // The address is free again.
    await invite({ email: invitation.email });
  });

  it('is resent a few times a minute per admin', async () => {
    const limited = await buildTestApp({ rateLimit: { mailPerMinute: 2 } }, { now: clock.now });
    try {
      const user = await createUser(limited.app, { role: 'admin' });
      const token = (await login(limited.app, user)).accessToken;
      const statuses: number[] = [];
      for (const _ of [0, 1, 2]) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/v1/admin/invitations/999999/resend',
          headers: bearer(token),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });

  it('is for admins only', async () => {
    const mentor = await createUser(t.app, { role: 'mentor' });
    const token = (await login(t.app, mentor)).accessToken;
    expect((await call('GET', '/admin/invitations', token)).statusCode).toBe(403);
  });
});

describe('Deactivating a staff account', () => {
  it('ends its sessions, refuses its sign-in and links, keeps its name; reactivation undoes it', async () => {
    const mentor = await createUser(t.app, {
      role: 'mentor',
      fullName: 'Max Mentor',
      password: PASSWORD,
    });
    const session = await login(t.app, mentor, { isRemember: true });
    expect((await studentsMe(session.accessToken)).statusCode).toBe(200);
    // Something the mentor did, in the audit log under their name.
    await t.app.db.insert(auditLog).values({
      actorId: mentor.id,
      action: 'pass',
      entityType: 'review',
      entityId: 'task:1',
      title: 'Someone — Test',
    });

    const response = await call('POST', `/admin/users/${mentor.id}/deactivate`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminUser>().deactivatedAt).toBe(clock.now().toISOString());
    const listed = await call('GET', `/admin/users?search=${encodeURIComponent(mentor.email)}`);
    expect(listed.json<AdminUsersResponse>().items).toMatchObject([{ isDeactivated: true }]);

    // Old tokens refused at once: the access token and the refresh token.
    expect(errorOf(await studentsMe(session.accessToken)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/refresh-token',
      payload: { refreshToken: session.refreshToken },
    });
    expect(errorOf(refresh)).toEqual({ statusCode: 401, message: 'ERR_REFRESH_TOKEN_INVALID' });
    expect(errorOf(await loginAs(mentor.email))).toEqual({
      statusCode: 400,
      message: 'ERR_ACCOUNT_DEACTIVATED',
    });
    // No way round it through a password link.
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/forgot-password',
      payload: { email: mentor.email },
    });
    expect(forgot.statusCode).toBe(200);
    await expect(latestMailTo(t.app, mentor.email)).rejects.toThrow();

    const audit = (
      await call('GET', `/admin/audit?actorId=${mentor.id}`)
    ).json<AuditListResponse>();
    expect(audit.items[0]?.actor?.fullName).toBe('Max Mentor');
    expect(errorOf(await call('POST', `/admin/users/${mentor.id}/deactivate`))).toEqual({
      statusCode: 409,
      message: 'ERR_USER_ALREADY_DEACTIVATED',
    });

    const reactivated = await call('POST', `/admin/users/${mentor.id}/reactivate`);
    expect(reactivated.json<AdminUser>().deactivatedAt).toBeNull();
    expect((await loginAs(mentor.email)).statusCode).toBe(200);
    expect(errorOf(await call('POST', `/admin/users/${mentor.id}/reactivate`))).toEqual({
      statusCode: 409,
      message: 'ERR_USER_NOT_DEACTIVATED',
    });
    expect((await auditOf(mentor.id)).map((entry) => [entry.action, entry.actorId])).toEqual([
      ['deactivate_account', admin.id],
      ['reactivate_account', admin.id],
    ]);
  });

  it('is for staff only, never oneself, never the last active admin', async () => {
    const student = await createUser(t.app);
    expect(errorOf(await call('POST', `/admin/users/${student.id}/deactivate`))).toEqual({
      statusCode: 409,
      message: 'ERR_USER_NOT_STAFF',
    });
    expect(errorOf(await call('POST', `/admin/users/${admin.id}/deactivate`))).toEqual({
      statusCode: 409,
      message: 'ERR_USER_ADMIN_SELF',
    });
    expect(errorOf(await call('POST', '/admin/users/999999/deactivate'))).toEqual({
      statusCode: 404,
      message: 'ERR_USER_NOT_EXISTS',
    });
    expect((await auditOf(student.id)).length).toBe(0);
  });

  it('keeps one active admin when two admins deactivate each other at once', async () => {
    const one = await createUser(t.app, { role: 'admin' });
    const two = await createUser(t.app, { role: 'admin' });
    // Only these two are active admins now (an invited admin without a password counts not).
    await invite({ role: 'admin' });
    const others = and(eq(users.role, 'admin'), not(inArray(users.id, [one.id, two.id])));
    const wereActive = await t.app.db
      .update(users)
      .set({ deactivatedAt: clock.now() })
      .where(and(others, eq(users.isBlacklisted, false)))
      .returning({ id: users.id });
    const [oneToken, twoToken] = [
      (await login(t.app, one)).accessToken,
      (await login(t.app, two)).accessToken,
    ];
    const responses = await Promise.all([
      call('POST', `/admin/users/${two.id}/deactivate`, oneToken),
      call('POST', `/admin/users/${one.id}/deactivate`, twoToken),
    ]);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The other was refused: as the last admin (409), or its own session had ended (401).
    expect(statuses.filter((status) => [401, 409].includes(status))).toHaveLength(1);
    const active = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          inArray(users.id, [one.id, two.id]),
          eq(users.isBlacklisted, false),
          eq(users.role, 'admin'),
        ),
      );
    const stillActive = (
      await t.app.db
        .select()
        .from(users)
        .where(inArray(users.id, [one.id, two.id]))
    ).filter((row) => row.deactivatedAt === null);
    expect(active).toHaveLength(2);
    expect(stillActive).toHaveLength(1);
    // And the one left cannot be deactivated by anyone.
    const last = stillActive[0]?.id ?? 0;
    const otherToken = last === one.id ? twoToken : oneToken;
    expect([401, 409]).toContain(
      (await call('POST', `/admin/users/${last}/deactivate`, otherToken)).statusCode,
    );
    await t.app.db
      .update(users)
      .set({ deactivatedAt: null })
      .where(inArray(users.id, [...wereActive.map((row) => row.id), one.id, two.id]));
    admin.token = (await login(t.app, admin)).accessToken;
  });
});

describe('Signed-in devices', () => {
  it('lists the own sessions with their browsers, marks this one, and ends any of them', async () => {
    const student = await createUser(t.app, { password: PASSWORD });
    const laptop = (await loginAs(student.email, FIREFOX)).json<{ accessToken: string }>();
    clock.advance(60_000);
    const phone = (await loginAs(student.email, IPHONE)).json<{
      accessToken: string;
      refreshToken: string;
    }>();
    clock.advance(60_000);
    // A refresh is the phone's latest use, and keeps its browser.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/refresh-token',
      payload: { refreshToken: phone.refreshToken },
    });
    const phoneToken = refreshed.json<{ accessToken: string }>().accessToken;

    const list = (await call('GET', '/sessions', laptop.accessToken)).json<SessionsResponse>();
    expect(list.items).toEqual([
      {
        id: expect.any(String),
        browser: 'Safari 18',
        os: 'iOS 18.1',
        device: 'mobile',
        startedAt: new Date(clock.now().getTime() - 60_000).toISOString(),
        lastUsedAt: clock.now().toISOString(),
        current: false,
      },
      {
        id: expect.any(String),
        browser: 'Firefox 133',
        os: 'Windows 10',
        device: 'desktop',
        startedAt: new Date(clock.now().getTime() - 120_000).toISOString(),
        lastUsedAt: new Date(clock.now().getTime() - 120_000).toISOString(),
        current: true,
      },
    ]);
    const [phoneSession, laptopSession] = list.items;

    // Another user's session is not the caller's to end.
    const other = await createUser(t.app);
    const otherToken = (await login(t.app, other)).accessToken;
    expect(errorOf(await call('DELETE', `/sessions/${phoneSession?.id}`, otherToken))).toEqual({
      statusCode: 404,
      message: 'ERR_SESSION_NOT_FOUND',
    });
    expect((await studentsMe(phoneToken)).statusCode).toBe(200);

    expect(
      (await call('DELETE', `/sessions/${phoneSession?.id}`, laptop.accessToken)).statusCode,
    ).toBe(204);
    expect((await studentsMe(phoneToken)).statusCode).toBe(401);
    expect(
      errorOf(await call('DELETE', `/sessions/${phoneSession?.id}`, laptop.accessToken)),
    ).toEqual({ statusCode: 404, message: 'ERR_SESSION_NOT_FOUND' });

    // Ending the current one signs the caller out.
    expect(
      (await call('DELETE', `/sessions/${laptopSession?.id}`, laptop.accessToken)).statusCode,
    ).toBe(204);
    expect((await studentsMe(laptop.accessToken)).statusCode).toBe(401);
  });

  it('lets an admin see and end a user’s sessions, audited', async () => {
    const mentor = await createUser(t.app, { role: 'student', password: PASSWORD });
    const session = (await loginAs(mentor.email, IPHONE)).json<{ accessToken: string }>();
    const list = (await call('GET', `/admin/users/${mentor.id}/sessions`)).json<SessionsResponse>();
    expect(list.items).toMatchObject([{ browser: 'Safari 18', current: false }]);
    const id = list.items[0]?.id;
    const ended = await call('DELETE', `/admin/users/${mentor.id}/sessions/${id}`);
    expect(ended.statusCode, ended.body).toBe(204);
    expect((await studentsMe(session.accessToken)).statusCode).toBe(401);
    expect((await call('GET', `/admin/users/${mentor.id}/sessions`)).json()).toEqual({ items: [] });
    expect(errorOf(await call('DELETE', `/admin/users/${mentor.id}/sessions/${id}`))).toEqual({
      statusCode: 404,
      message: 'ERR_SESSION_NOT_FOUND',
    });
    // A session of another user, named under this one, is not found.
    const own = (await call('GET', '/sessions')).json<SessionsResponse>().items[0]?.id;
    expect(errorOf(await call('DELETE', `/admin/users/${mentor.id}/sessions/${own}`))).toEqual({
      statusCode: 404,
      message: 'ERR_SESSION_NOT_FOUND',
    });
    expect((await studentsMe(admin.token)).statusCode).toBe(200);
    expect((await auditOf(mentor.id)).map((entry) => entry.action)).toEqual(['end_session']);
  });

  it('refuses a session id that is not one', async () => {
    expect(errorOf(await call('DELETE', '/sessions/not-a-uuid')).statusCode).toBe(400);
    expect(errorOf(await call('DELETE', '/admin/users/1/sessions/nope')).statusCode).toBe(400);
  });
});
