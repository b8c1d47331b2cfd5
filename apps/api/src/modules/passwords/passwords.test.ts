import type {
  ErrorResponse,
  LinkRequestResponse,
  LoginResponse,
  TokenPair,
} from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, oneTimeTokens, refreshTokens, users } from '../../db/schema/index.js';
import { hashToken, randomToken } from '../../lib/secrets.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  bearer,
  createUser,
  latestMailTo,
  linkTokenIn,
  login,
  type TestUser,
  testClock,
  type UserOverrides,
} from '../../test/builders.js';

const clock = testClock('2026-11-22T09:00:00Z');
let t: TestApp;
/** Every password and token the tests used: none may appear in the logs. */
const secrets = new Set<string>();

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
});

afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Brand#New2026';
const RESET_SUBJECT = 'Choose a new password for your Academy account';
const CHANGED_SUBJECT = 'Your Academy password was changed';

async function newUser(overrides: UserOverrides = {}): Promise<TestUser> {
  const user = await createUser(t.app, overrides);
  secrets.add(user.password);
  return user;
}

async function sessionOf(user: Pick<TestUser, 'email' | 'password'>, isRemember = false) {
  const answer = await login(t.app, user, { isRemember });
  secrets.add(answer.accessToken).add(answer.refreshToken);
  return answer;
}

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

const loginWith = (email: string, password: string) => post('/v1/auth/login', { email, password });

const refresh = (refreshToken: string) => post('/v1/auth/refresh-token', { refreshToken });

const getStudents = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/v1/students', headers: bearer(accessToken) });

const forgot = (email: string) => post('/v1/auth/forgot-password', { email });

const newPassword = (password = NEW_PASSWORD, confirmPassword = password) => ({
  password,
  confirmPassword,
});

const reset = (token: string | undefined, body: object = newPassword()) =>
  post('/v1/auth/reset-password', body, token);

const setPassword = (token: string | undefined, body = newPassword()) =>
  post('/v1/auth/set-password', body, token);

const changePassword = (accessToken: string | undefined, body: object) =>
  t.app.inject({
    method: 'PATCH',
    url: '/v1/students/password',
    payload: body,
    headers: accessToken ? bearer(accessToken) : {},
  });

async function mailsTo(email: string) {
  return t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

const taken = { accepted: true, retryAfterSeconds: 60 };
const heldFor = (retryAfterSeconds: number) => ({ accepted: false, retryAfterSeconds });

/** Asks for a reset link and answers the token the mail carries. */
async function resetLinkFor(user: TestUser): Promise<string> {
  const response = await forgot(user.email);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual(taken);
  const mail = await latestMailTo(t.app, user.email);
  expect(mail.subject).toBe(RESET_SUBJECT);
  const token = linkTokenIn(mail.text, '/auth/reset-password');
  secrets.add(token);
  return token;
}

async function storedUser(id: number) {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('No such user');
  return row;
}

/** A set-password link as an admission would mail it: only its hash is stored. */
async function setPasswordLinkFor(user: TestUser, expiresInMs = 3_600_000): Promise<string> {
  const token = randomToken();
  secrets.add(token);
  await t.app.db.insert(oneTimeTokens).values({
    purpose: 'set_password',
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(clock.now().getTime() + expiresInMs),
  });
  return token;
}

function expectError(
  response: { statusCode: number; json: <T>() => T },
  status: number,
  message: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json<ErrorResponse>().message).toBe(message);
}

describe('POST /v1/auth/forgot-password', () => {
  it('mails a single-use link built from the public URL, stored only as a hash', async () => {
    const user = await newUser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/forgot-password',
      payload: { email: user.email.toUpperCase() },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(taken);

    const mail = await latestMailTo(t.app, user.email);
    expect(mail.subject).toBe(RESET_SUBJECT);
    expect(mail.text).toContain('http://academy.test/auth/reset-password?token=');
    expect(mail.html).not.toContain('evil.example');
    const token = linkTokenIn(mail.text, '/auth/reset-password');
    secrets.add(token);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const [row] = await t.app.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, 'reset')));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(row?.tokenHash).not.toBe(token);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - clock.now().getTime();
    expect(lifetime).toBe(60 * 60 * 1000);
    // The mail promises the lifetime the link was stored with.
    expect(mail.text).toContain('expires in one hour.');
  });

  it('answers unknown e-mails exactly like known ones, also within the minute, and sends nothing', async () => {
    const user = await newUser();
    const unknownEmail = 'nobody-here@academy.test';
    const headerNames = (headers: Record<string, unknown>) =>
      Object.keys(headers)
        .filter((name) => !['date', 'x-request-id', 'x-ratelimit-remaining'].includes(name))
        .sort();
    const expected = [taken, heldFor(50), heldFor(10), taken];
    for (const [index, wait] of [0, 10_000, 40_000, 10_000].entries()) {
      clock.advance(wait);
      const known = await forgot(user.email);
      const unknown = await forgot(unknownEmail);
      for (const response of [known, unknown]) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(expected[index]);
      }
      expect(headerNames(unknown.headers)).toEqual(headerNames(known.headers));
    }
    expect(await mailsTo(user.email)).toHaveLength(2);
    expect(await mailsTo(unknownEmail)).toEqual([]);
  });

  it('sends nothing to accounts without a password or blacklisted ones', async () => {
    const applicant = await newUser({ role: 'applicant', passwordHash: null });
    const blocked = await newUser({ blacklisted: true });
    for (const user of [applicant, blocked]) {
      const response = await forgot(user.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(taken);
      expect(await mailsTo(user.email)).toEqual([]);
    }
  });

  it('mails at most once a minute, saying when the next can go; a newer link replaces the older', async () => {
    const user = await newUser();
    const first = await resetLinkFor(user);
    clock.advance(18_500);
    const again = await forgot(user.email);
    expect(again.statusCode).toBe(200);
    // 41.5 seconds are left: the answer rounds up, never inviting a request too early.
    expect(again.json<LinkRequestResponse>()).toEqual(heldFor(42));
    expect(await mailsTo(user.email)).toHaveLength(1);

    clock.advance(42_000);
    const second = await resetLinkFor(user);
    expect(second).not.toBe(first);
    expect(await mailsTo(user.email)).toHaveLength(2);
    expectError(await reset(first), 400, 'ERR_TOKEN_INVALID');
    expect((await reset(second)).statusCode).toBe(204);
  });

  it('wakes the mail sender only when a link was mailed', async () => {
    const wake = vi.spyOn(t.app.mailer, 'wake');
    try {
      const user = await newUser();
      await forgot('nobody-at-all@academy.test');
      expect(wake).not.toHaveBeenCalled();
      await forgot(user.email);
      expect(wake).toHaveBeenCalledOnce();
      // Within the minute: no new mail, so nothing to send.
      await forgot(user.email);
      expect(wake).toHaveBeenCalledOnce();
    } finally {
      wake.mockRestore();
    }
  });

  it('refuses a malformed e-mail', async () => {
    const response = await forgot('not-an-email');
    expectError(response, 400, 'ERR_VALIDATION');
    expect(response.json<ErrorResponse>().errors).toEqual([
      { field: 'email', message: 'Email is not a valid email!' },
    ]);
  });
});

describe('POST /v1/auth/reset-password', () => {
  it('sets the new password, ends every session and mails a notice', async () => {
    const user = await newUser();
    const remembered = await sessionOf(user, true);
    const other = await sessionOf(user);
    const token = await resetLinkFor(user);
    clock.advance(1000);

    const response = await reset(token);
    expect(response.statusCode).toBe(204);

    // Access tokens issued before the reset are void too.
    expectError(await getStudents(other.accessToken), 401, 'ERR_UNAUTHORIZED');

    expectError(await loginWith(user.email, user.password), 400, 'ERR_USER_PASSWORD_IS_WRONG');
    expect((await loginWith(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    for (const session of [remembered, other]) {
      expectError(await refresh(session.refreshToken), 401, 'ERR_REFRESH_TOKEN_INVALID');
    }
    const notice = await latestMailTo(t.app, user.email);
    expect(notice.subject).toBe(CHANGED_SUBJECT);
    expect(notice.text).toContain('http://academy.test/auth/forgot-password');
    const stored = await storedUser(user.id);
    expect(stored.passwordChangedAt?.toISOString()).toBe(clock.now().toISOString());
  });

  it('works once: a used link is refused', async () => {
    const user = await newUser();
    const token = await resetLinkFor(user);
    expect((await reset(token)).statusCode).toBe(204);
    expectError(await reset(token, newPassword('Another#Pass9')), 400, 'ERR_TOKEN_INVALID');
    expect((await loginWith(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets exactly one of two parallel uses of a link through', async () => {
    const user = await newUser();
    const token = await resetLinkFor(user);
    const answers = await Promise.all([
      reset(token, newPassword('First#Choice1')),
      reset(token, newPassword('Second#Choice2')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 400]);
    const winner = answers[0]?.statusCode === 204 ? 'First#Choice1' : 'Second#Choice2';
    expect((await loginWith(user.email, winner)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await newUser();
    const token = await resetLinkFor(user);
    clock.advance(60 * 60 * 1000 + 1000);
    expectError(await reset(token), 400, 'ERR_TOKEN_INVALID');
    expect((await loginWith(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a missing, wrong or foreign token with 400, never 401', async () => {
    const user = await newUser();
    const session = await sessionOf(user);
    const verificationLink = randomToken();
    await t.app.db.insert(oneTimeTokens).values({
      purpose: 'verification',
      tokenHash: hashToken(verificationLink),
      userId: user.id,
      expiresAt: new Date(clock.now().getTime() + 3_600_000),
    });
    for (const token of [undefined, 'made-up', verificationLink, session.accessToken]) {
      expectError(await reset(token), 400, 'ERR_TOKEN_INVALID');
    }
    expect((await loginWith(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a weak, mismatched or over-long password and keeps the link usable', async () => {
    const user = await newUser();
    const token = await resetLinkFor(user);

    const weak = await reset(token, newPassword('alllowercase1!'));
    expectError(weak, 400, 'ERR_VALIDATION');
    expect(weak.json<ErrorResponse>().errors).toEqual([
      {
        field: 'password',
        message: 'The password must contain at least one uppercase letter.',
      },
    ]);

    const mismatch = await reset(token, newPassword(NEW_PASSWORD, 'Other#Pass1'));
    expect(mismatch.json<ErrorResponse>().errors).toEqual([
      { field: 'confirmPassword', message: 'The new password that you entered do not match!' },
    ]);

    // 129 characters: refused, never truncated to 128.
    const long = `Aa1#${'x'.repeat(125)}`;
    const tooLong = await reset(token, newPassword(long));
    expectError(tooLong, 400, 'ERR_VALIDATION');
    expect(tooLong.json<ErrorResponse>().errors?.[0]?.message).toBe(
      'The length of this field must be less than 129 characters long.',
    );

    const unknownField = await reset(token, { ...newPassword(), role: 'admin' });
    expectError(unknownField, 400, 'ERR_VALIDATION');

    expect((await reset(token)).statusCode).toBe(204);
  });

  it('keeps a 128-character password whole: every character of it counts', async () => {
    const user = await newUser();
    const token = await resetLinkFor(user);
    const longest = `Aa1#${'x'.repeat(123)}z`;
    expect(longest).toHaveLength(128);
    secrets.add(longest);
    expect((await reset(token, newPassword(longest))).statusCode).toBe(204);
    expect((await loginWith(user.email, longest)).statusCode).toBe(200);
    for (const other of [
      `${longest.slice(0, 127)}y`,
      longest.slice(0, 127),
      longest.slice(0, 72),
    ]) {
      expectError(await loginWith(user.email, other), 400, 'ERR_USER_PASSWORD_IS_WRONG');
    }
    expectError(await loginWith(user.email, `${longest}z`), 400, 'ERR_VALIDATION');
  });

  it('answers a blacklisted account 404 err_user_blacklisted and changes nothing', async () => {
    const user = await newUser();
    const token = await resetLinkFor(user);
    await t.app.db.update(users).set({ isBlacklisted: true }).where(eq(users.id, user.id));
    expectError(await reset(token), 404, 'err_user_blacklisted');
    const stored = await storedUser(user.id);
    expect(stored.passwordChangedAt).toBeNull();
  });
});

describe('POST /v1/auth/set-password', () => {
  const temporaryUser = () =>
    newUser({
      temporaryPassword: true,
      temporaryPasswordExpiresAt: new Date(clock.now().getTime() + 86_400_000),
    });

  async function temporaryLogin(user: TestUser): Promise<string> {
    const answer: LoginResponse = await login(t.app, user);
    expect(answer.isTemporaryPassword).toBe(true);
    secrets.add(answer.accessToken);
    return answer.accessToken;
  }

  it('replaces a temporary password and starts a session', async () => {
    const user = await temporaryUser();
    const token = await temporaryLogin(user);

    const response = await setPassword(token);
    expect(response.statusCode).toBe(200);
    const pair = response.json<TokenPair>();
    secrets.add(pair.accessToken).add(pair.refreshToken);
    expect((await getStudents(pair.accessToken)).statusCode).toBe(200);
    const [session] = await t.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(pair.refreshToken)));
    expect(session?.remember).toBe(false);

    const stored = await storedUser(user.id);
    expect(stored.isTemporaryPassword).toBe(false);
    expect(stored.temporaryPasswordExpiresAt).toBeNull();
    const relogin = await loginWith(user.email, NEW_PASSWORD);
    expect(relogin.json<LoginResponse>().isTemporaryPassword).toBe(false);
    expectError(await loginWith(user.email, user.password), 400, 'ERR_USER_PASSWORD_IS_WRONG');
  });

  it('spends the temporary token: it cannot set a password twice', async () => {
    const user = await temporaryUser();
    const token = await temporaryLogin(user);
    expect((await setPassword(token)).statusCode).toBe(200);
    expectError(await setPassword(token, newPassword('Second#Try22')), 400, 'ERR_TOKEN_INVALID');
    expect((await loginWith(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses the temporary password as the new one, changing nothing', async () => {
    const user = await temporaryUser();
    const token = await temporaryLogin(user);
    const response = await setPassword(token, newPassword(user.password));
    expectError(response, 400, 'ERR_USER_PASSWORD_EQUAL_TEMPORARY_PASSWORD');
    expect((await storedUser(user.id)).isTemporaryPassword).toBe(true);
    expect((await setPassword(token)).statusCode).toBe(200);
  });

  it('refuses once the temporary password has expired, though the token has not', async () => {
    const user = await newUser({
      temporaryPassword: true,
      temporaryPasswordExpiresAt: new Date(clock.now().getTime() + 60_000),
    });
    const token = await temporaryLogin(user);
    clock.advance(2 * 60_000);
    expectError(await setPassword(token), 400, 'ERR_TEMPORARY_PASSWORD_EXPIRED');
  });

  it("refuses a session's access token and a missing or made-up bearer", async () => {
    const user = await newUser();
    const session = await sessionOf(user);
    for (const token of [session.accessToken, undefined, 'made-up']) {
      expectError(await setPassword(token), 400, 'ERR_TOKEN_INVALID');
    }
    expect((await loginWith(user.email, user.password)).statusCode).toBe(200);
  });

  it('sets the first password with a mailed link, once', async () => {
    const user = await newUser({ passwordHash: null });
    const link = await setPasswordLinkFor(user);
    const response = await setPassword(link);
    expect(response.statusCode).toBe(200);
    secrets.add(response.json<TokenPair>().refreshToken);
    expect((await loginWith(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expectError(await setPassword(link, newPassword('Again#Pass33')), 400, 'ERR_TOKEN_INVALID');
  });

  it('lets exactly one of two parallel uses of a set-password link through', async () => {
    const user = await newUser({ passwordHash: null });
    const link = await setPasswordLinkFor(user);
    const answers = await Promise.all([setPassword(link), setPassword(link)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('lets exactly one of two parallel uses of a temporary token through', async () => {
    const user = await temporaryUser();
    const token = await temporaryLogin(user);
    const answers = await Promise.all([setPassword(token), setPassword(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an expired set-password link', async () => {
    const user = await newUser({ passwordHash: null });
    const link = await setPasswordLinkFor(user, 1000);
    clock.advance(2000);
    expectError(await setPassword(link), 400, 'ERR_TOKEN_INVALID');
  });
});

describe('GET /v1/auth/password-link', () => {
  const check = (token: string | undefined) =>
    t.app.inject({
      method: 'GET',
      url: '/v1/auth/password-link',
      headers: token ? bearer(token) : {},
    });
  const invalid = { usable: false, reason: 'invalid' };

  it('answers what a reset link is for and its e-mail, and spends nothing', async () => {
    const user = await newUser();
    const token = await resetLinkFor(user);

    for (let time = 0; time < 2; time += 1) {
      const response = await check(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ usable: true, purpose: 'reset', email: user.email });
    }
    const [row] = await t.app.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect(row?.usedAt).toBeNull();
    expect((await reset(token)).statusCode).toBe(204);
  });

  it('answers a mailed set-password link and a temporary login as set links', async () => {
    const linked = await newUser({ passwordHash: null });
    const link = await setPasswordLinkFor(linked);
    expect((await check(link)).json()).toEqual({
      usable: true,
      purpose: 'set',
      email: linked.email,
    });

    const temporary = await newUser({
      temporaryPassword: true,
      temporaryPasswordExpiresAt: new Date(clock.now().getTime() + 86_400_000),
    });
    const answer = await login(t.app, temporary);
    secrets.add(answer.accessToken);
    expect((await check(answer.accessToken)).json()).toEqual({
      usable: true,
      purpose: 'set',
      email: temporary.email,
    });

    // Neither was spent by asking.
    expect((await setPassword(link)).statusCode).toBe(200);
    expect((await setPassword(answer.accessToken)).statusCode).toBe(200);
  });

  it('says a used, replaced or expired link cannot be used', async () => {
    const user = await newUser();
    const used = await resetLinkFor(user);
    expect((await reset(used)).statusCode).toBe(204);
    expect((await check(used)).json()).toEqual(invalid);

    const other = await newUser();
    const replaced = await resetLinkFor(other);
    clock.advance(61_000);
    const newer = await resetLinkFor(other);
    expect((await check(replaced)).json()).toEqual(invalid);
    expect((await check(newer)).json()).toMatchObject({ usable: true });

    clock.advance(60 * 60 * 1000 + 1000);
    expect((await check(newer)).json()).toEqual(invalid);
  });

  it('says an unknown, missing, foreign or session token cannot be used', async () => {
    const user = await newUser();
    const session = await sessionOf(user);
    const verificationLink = randomToken();
    await t.app.db.insert(oneTimeTokens).values({
      purpose: 'verification',
      tokenHash: hashToken(verificationLink),
      userId: user.id,
      expiresAt: new Date(clock.now().getTime() + 3_600_000),
    });
    for (const token of [undefined, 'made-up', verificationLink, session.accessToken]) {
      const response = await check(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(invalid);
    }
  });

  it('says a temporary login is spent once a password is set, and tells an expired one', async () => {
    const user = await newUser({
      temporaryPassword: true,
      temporaryPasswordExpiresAt: new Date(clock.now().getTime() + 60_000),
    });
    const answer = await login(t.app, user);
    secrets.add(answer.accessToken);
    clock.advance(2 * 60_000);
    expect((await check(answer.accessToken)).json()).toEqual({ usable: false, reason: 'expired' });

    const other = await newUser({
      temporaryPassword: true,
      temporaryPasswordExpiresAt: new Date(clock.now().getTime() + 86_400_000),
    });
    const token = (await login(t.app, other)).accessToken;
    secrets.add(token);
    expect((await setPassword(token)).statusCode).toBe(200);
    expect((await check(token)).json()).toEqual(invalid);
  });

  it('answers a blacklisted account 404 err_user_blacklisted, as using the link would', async () => {
    const user = await newUser();
    const token = await resetLinkFor(user);
    await t.app.db.update(users).set({ isBlacklisted: true }).where(eq(users.id, user.id));
    expectError(await check(token), 404, 'err_user_blacklisted');
  });
});

describe('PATCH /v1/students/password', () => {
  const change = (currentPassword: string, next = NEW_PASSWORD, confirmPassword = next) => ({
    currentPassword,
    newPassword: next,
    confirmPassword,
  });

  it('changes the password, keeps this session, ends the others and mails a notice', async () => {
    const user = await newUser();
    const here = await sessionOf(user, true);
    const elsewhere = await sessionOf(user);

    clock.advance(1000);
    const response = await changePassword(here.accessToken, change(user.password));
    expect(response.statusCode).toBe(204);

    // This session's access token predates the change: one refresh renews it.
    expectError(await getStudents(here.accessToken), 401, 'ERR_UNAUTHORIZED');
    const renewed = await refresh(here.refreshToken);
    expect(renewed.statusCode).toBe(200);
    const pair = renewed.json<TokenPair>();
    secrets.add(pair.accessToken).add(pair.refreshToken);
    expect((await getStudents(pair.accessToken)).statusCode).toBe(200);
    expectError(await getStudents(elsewhere.accessToken), 401, 'ERR_UNAUTHORIZED');
    expectError(await refresh(elsewhere.refreshToken), 401, 'ERR_REFRESH_TOKEN_INVALID');
    expect((await loginWith(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expectError(await loginWith(user.email, user.password), 400, 'ERR_USER_PASSWORD_IS_WRONG');
    expect((await latestMailTo(t.app, user.email)).subject).toBe(CHANGED_SUBJECT);
  });

  it('needs the correct current password and changes nothing without it', async () => {
    const user = await newUser();
    const session = await sessionOf(user);
    const response = await changePassword(session.accessToken, change('Wrong#Current1'));
    expectError(response, 400, 'ERR_CURRENT_PASSWORD_IS_WRONG');
    expect((await loginWith(user.email, user.password)).statusCode).toBe(200);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('refuses the current password as the new one', async () => {
    const user = await newUser();
    const session = await sessionOf(user);
    const response = await changePassword(
      session.accessToken,
      change(user.password, user.password),
    );
    expectError(response, 400, 'ERR_NEW_PASSWORD_EQUALS_CURRENT');
  });

  it('applies the password rules and the confirmation', async () => {
    const user = await newUser();
    const session = await sessionOf(user);
    const short = await changePassword(session.accessToken, change(user.password, 'Sh0rt#'));
    expectError(short, 400, 'ERR_VALIDATION');
    expect(short.json<ErrorResponse>().errors).toEqual([
      {
        field: 'newPassword',
        message: 'The length of this field must be at least 8 characters long.',
      },
    ]);
    const mismatch = await changePassword(
      session.accessToken,
      change(user.password, NEW_PASSWORD, 'Other#Pass1'),
    );
    expect(mismatch.json<ErrorResponse>().errors).toEqual([
      { field: 'confirmPassword', message: 'The new password that you entered do not match!' },
    ]);
    expect((await loginWith(user.email, user.password)).statusCode).toBe(200);
  });

  it('needs a full session: none, or a set-password token, answers 401', async () => {
    const user = await newUser({
      temporaryPassword: true,
      temporaryPasswordExpiresAt: new Date(clock.now().getTime() + 86_400_000),
    });
    const temporary = await login(t.app, user);
    secrets.add(temporary.accessToken);
    for (const token of [undefined, temporary.accessToken]) {
      expectError(await changePassword(token, change(user.password)), 401, 'ERR_UNAUTHORIZED');
    }
  });
});

describe('logs', () => {
  it('never contain a password, token or hash used above', () => {
    const raw = t.rawLogs();
    expect(secrets.size).toBeGreaterThan(20);
    for (const secret of [...secrets, NEW_PASSWORD]) expect(raw).not.toContain(secret);
    expect(raw).not.toContain('$argon2id$');
  });
});
