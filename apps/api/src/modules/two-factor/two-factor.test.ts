import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  ConfirmEnrolmentResponse,
  EnrolmentSecret,
  LoginResponse,
  TwoFactorStatus,
} from '@academy/contracts';
import { VALID_PASSWORD } from '@academy/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/index.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { TWO_FACTOR_KEY_FILE } from '../../lib/two-factor-key.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  bearer,
  createUser,
  finishWithCode,
  latestMailTo,
  login,
  STAFF_TWO_FACTOR_SECRET,
  type TestUser,
  testClock,
} from '../../test/builders.js';
import { resealStaleSecrets, totpCode } from './index.js';

const clock = testClock('2026-05-02T09:00:10.000Z');
const STEP_MS = 30_000;
let t: TestApp;
let admin: TestUser & { token: string };

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: { loginFailuresPerAccount: 4 } }, { now: clock.now });
  const user = await createUser(t.app, { role: 'admin', fullName: 'Ada Admin' });
  admin = { ...user, token: (await login(t.app, user)).accessToken };
});

afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v1${url}`,
    payload,
    ...(token ? { headers: bearer(token) } : {}),
  });
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/v1${url}`, headers: bearer(token) });
const messageOf = (response: { json: () => unknown }) =>
  (response.json() as { message: string }).message;

/** The login's answer for the user's right password. */
async function passwordStep(user: Pick<TestUser, 'email' | 'password'>) {
  const response = await post('/auth/login', { email: user.email, password: user.password });
  expect(response.statusCode, response.body).toBe(200);
  return { response, answer: response.json<LoginResponse>() };
}

async function challengeOf(user: Pick<TestUser, 'email' | 'password'>) {
  const { answer } = await passwordStep(user);
  if (!answer.secondFactor) throw new Error('No challenge');
  return answer.secondFactor.challengeToken;
}

const codeAt = (secret: string, stepsAhead = 0) =>
  totpCode(secret, new Date(clock.now().getTime() + stepsAhead * STEP_MS));

describe('a staff member without a second factor', () => {
  it('sets one up at login: QR and secret, a first code, recovery codes, then a session', async () => {
    const mentor = await createUser(t.app, { role: 'mentor', secondFactor: 'none' });
    const { response, answer } = await passwordStep(mentor);
    expect(answer).toMatchObject({ accessToken: '', refreshToken: '', isTemporaryPassword: false });
    expect(answer.secondFactor).toMatchObject({ step: 'enrol', expiresInSeconds: 300 });
    // No session and no device cookie before the second step.
    expect(response.cookies).toEqual([]);
    const challengeToken = answer.secondFactor?.challengeToken ?? '';
    // A code challenge's call refuses an enrolment's token.
    const wrongStep = await post('/auth/two-factor/verify', { challengeToken, code: '123456' });
    expect(messageOf(wrongStep)).toBe('ERR_TWO_FACTOR_CHALLENGE_INVALID');

    const begun = await post('/auth/two-factor/enrolment', { challengeToken });
    expect(begun.statusCode, begun.body).toBe(200);
    const enrolment = begun.json<EnrolmentSecret>();
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUrl).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrolment.qrCode.split(',')[1] ?? '', 'base64').toString()).toContain(
      '<svg',
    );

    // The secret is sealed at rest: the column holds neither it nor anything it starts with.
    const [row] = await t.app.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, mentor.id));
    expect(row?.confirmedAt).toBeNull();
    expect(row?.secretEncrypted).not.toContain(enrolment.secret);
    expect(row?.secretEncrypted).toMatch(/^v1\./);
    expect(t.app.secretBox.open(row?.secretEncrypted ?? '', `two-factor:${mentor.id}`).plain).toBe(
      enrolment.secret,
    );
    // Bound to its user: on another row it does not open.
    expect(() =>
      t.app.secretBox.open(row?.secretEncrypted ?? '', `two-factor:${mentor.id + 1}`),
    ).toThrow();

    const wrong = await post('/auth/two-factor/enrolment/confirm', {
      challengeToken,
      code: codeAt(enrolment.secret, 5),
    });
    expect(wrong.statusCode).toBe(400);
    expect(messageOf(wrong)).toBe('ERR_TWO_FACTOR_CODE_WRONG');

    const confirmed = await post('/auth/two-factor/enrolment/confirm', {
      challengeToken,
      code: codeAt(enrolment.secret),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const session = confirmed.json<ConfirmEnrolmentResponse>();
    expect(session.accessToken).not.toBe('');
    expect(session.refreshToken).not.toBe('');
    expect(session.recoveryCodes).toHaveLength(10);
    expect(new Set(session.recoveryCodes).size).toBe(10);
    for (const code of session.recoveryCodes)
      expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect(confirmed.cookies.map((cookie) => cookie.name)).toContain('academy_device');
    // Only hashes are kept.
    const hashes = await t.app.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, mentor.id));
    expect(hashes).toHaveLength(10);
    for (const hash of hashes) expect(session.recoveryCodes).not.toContain(hash.codeHash);

    const status = await get('/profile/two-factor', session.accessToken);
    expect(status.json<TwoFactorStatus>()).toMatchObject({
      enabled: true,
      required: true,
      recoveryCodesLeft: 10,
    });
    // The next login asks for a code.
    expect((await passwordStep(mentor)).answer.secondFactor?.step).toBe('code');
  });

  it('refuses an expired or altered challenge, and a second enrolment once one is confirmed', async () => {
    const mentor = await createUser(t.app, { role: 'mentor', secondFactor: 'none' });
    const challengeToken = await challengeOf(mentor);
    const altered = await post('/auth/two-factor/enrolment', {
      challengeToken: `${challengeToken.slice(0, -2)}xx`,
    });
    expect(messageOf(altered)).toBe('ERR_TWO_FACTOR_CHALLENGE_INVALID');
    clock.advance(5 * 60_000 + 1000);
    const expired = await post('/auth/two-factor/enrolment', { challengeToken });
    expect(expired.statusCode).toBe(400);
    expect(messageOf(expired)).toBe('ERR_TWO_FACTOR_CHALLENGE_INVALID');
  });
});

describe('a login with a code', () => {
  it('finishes with the current code and refuses wrong, old, malformed and replayed ones', async () => {
    const mentor = await createUser(t.app, { role: 'mentor' });
    const challengeToken = await challengeOf(mentor);
    const attempt = (code: string) => post('/auth/two-factor/verify', { challengeToken, code });

    const short = await attempt('12345');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      statusCode: 400,
      message: 'ERR_VALIDATION',
      errors: [
        {
          field: 'code',
          message:
            'Enter the 6 digits your authenticator app shows, or a recovery code (xxxx-xxxx-xxxx-xxxx).',
        },
      ],
    });
    const past = await attempt(codeAt(STAFF_TWO_FACTOR_SECRET, -3));
    expect(messageOf(past)).toBe('ERR_TWO_FACTOR_CODE_WRONG');

    const code = codeAt(STAFF_TWO_FACTOR_SECRET);
    const ok = await attempt(code.replace(/^(\d{3})/, '$1 '));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<LoginResponse>().accessToken).not.toBe('');
    expect(ok.json<LoginResponse>().secondFactor).toBeUndefined();

    // The same code again, within its window, from another login: refused.
    const replay = await post('/auth/two-factor/verify', {
      challengeToken: await challengeOf(mentor),
      code,
    });
    expect(replay.statusCode).toBe(400);
    expect(messageOf(replay)).toBe('ERR_TWO_FACTOR_CODE_REUSED');
    // So is the step before it, still inside the tolerance.
    const earlier = await post('/auth/two-factor/verify', {
      challengeToken: await challengeOf(mentor),
      code: codeAt(STAFF_TWO_FACTOR_SECRET, -1),
    });
    expect(messageOf(earlier)).toBe('ERR_TWO_FACTOR_CODE_REUSED');
  });

  it('lets one of two logins with the same code through', async () => {
    const mentor = await createUser(t.app, { role: 'mentor' });
    const tokens = [await challengeOf(mentor), await challengeOf(mentor)];
    const code = codeAt(STAFF_TWO_FACTOR_SECRET);
    const answers = await Promise.all(
      tokens.map((challengeToken) => post('/auth/two-factor/verify', { challengeToken, code })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.map(messageOf).filter(Boolean)).toEqual(['ERR_TWO_FACTOR_CODE_REUSED']);
  });

  it('takes a recovery code once', async () => {
    const mentor = await createUser(t.app, { role: 'mentor', secondFactor: 'none' });
    const challengeToken = await challengeOf(mentor);
    const { secret } = (
      await post('/auth/two-factor/enrolment', { challengeToken })
    ).json<EnrolmentSecret>();
    const confirmed = await post('/auth/two-factor/enrolment/confirm', {
      challengeToken,
      code: codeAt(secret),
    });
    const [recovery] = confirmed.json<ConfirmEnrolmentResponse>().recoveryCodes;
    const first = await post('/auth/two-factor/verify', {
      challengeToken: await challengeOf(mentor),
      code: recovery?.toUpperCase(),
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await post('/auth/two-factor/verify', {
      challengeToken: await challengeOf(mentor),
      code: recovery,
    });
    expect(again.statusCode).toBe(400);
    expect(messageOf(again)).toBe('ERR_RECOVERY_CODE_USED');
    const status = await get('/profile/two-factor', first.json<LoginResponse>().accessToken);
    expect(status.json<TwoFactorStatus>().recoveryCodesLeft).toBe(9);
  });

  it('locks the account after too many wrong codes, and the password does not lift the lock', async () => {
    const mentor = await createUser(t.app, { role: 'mentor' });
    const held = await challengeOf(mentor);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      // A fresh login each time: the right password does not clear the count while a code is due.
      const wrong = await post('/auth/two-factor/verify', {
        challengeToken: await challengeOf(mentor),
        code: codeAt(STAFF_TWO_FACTOR_SECRET, 4),
      });
      expect(messageOf(wrong)).toBe('ERR_TWO_FACTOR_CODE_WRONG');
    }
    // Even the right code is refused now, without being checked (nor spent).
    const locked = await post('/auth/two-factor/verify', {
      challengeToken: held,
      code: codeAt(STAFF_TWO_FACTOR_SECRET),
    });
    expect(locked.statusCode).toBe(429);
    expect(messageOf(locked)).toBe('ERR_TOO_MANY_LOGIN_ATTEMPTS');
    const login = await post('/auth/login', { email: mentor.email, password: VALID_PASSWORD });
    expect(login.statusCode).toBe(429);
  });
});

describe('a student', () => {
  it('switches it on from the profile, signs in with it, and switches it off with password and code', async () => {
    const student = await createUser(t.app);
    const { answer } = await passwordStep(student);
    expect(answer.secondFactor).toBeUndefined();
    const token = answer.accessToken;
    expect((await get('/profile/two-factor', token)).json<TwoFactorStatus>()).toEqual({
      enabled: false,
      required: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });

    const begun = await post('/profile/two-factor', {}, token);
    const { secret } = begun.json<EnrolmentSecret>();
    const badCode = await post('/profile/two-factor/confirm', { code: 'abcdef' }, token);
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json()).toMatchObject({
      message: 'ERR_VALIDATION',
      errors: [{ field: 'code', message: 'Enter the 6 digits your authenticator app shows.' }],
    });
    const on = await post('/profile/two-factor/confirm', { code: codeAt(secret) }, token);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(10);
    expect((await post('/profile/two-factor', {}, token)).statusCode).toBe(409);

    clock.advance(STEP_MS);
    const signedIn = await finishWithCode(t.app, await challengeOf(student), secret);
    expect(signedIn.accessToken).not.toBe('');

    const wrongPassword = await post(
      '/profile/two-factor/disable',
      { password: 'Wrong#Pass1', code: codeAt(secret, 1) },
      token,
    );
    expect(messageOf(wrongPassword)).toBe('ERR_CURRENT_PASSWORD_IS_WRONG');
    const reused = await post(
      '/profile/two-factor/disable',
      { password: VALID_PASSWORD, code: codeAt(secret) },
      token,
    );
    expect(messageOf(reused)).toBe('ERR_TWO_FACTOR_CODE_REUSED');
    // Nothing changed by the refusals.
    expect((await get('/profile/two-factor', token)).json<TwoFactorStatus>().enabled).toBe(true);
    const off = await post(
      '/profile/two-factor/disable',
      { password: VALID_PASSWORD, code: codeAt(secret, 1) },
      token,
    );
    expect(off.statusCode, off.body).toBe(204);
    expect((await passwordStep(student)).answer.secondFactor).toBeUndefined();
  });

  it('cannot switch off what staff must keep', async () => {
    const mentor = await createUser(t.app, { role: 'mentor' });
    const token = (await login(t.app, mentor)).accessToken;
    const refused = await post(
      '/profile/two-factor/disable',
      { password: VALID_PASSWORD, code: codeAt(STAFF_TWO_FACTOR_SECRET, 1) },
      token,
    );
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe('ERR_TWO_FACTOR_REQUIRED');
  });
});

describe('replacing the recovery codes', () => {
  /** A mentor who set up the app at login: the secret, ten recovery codes and a session. */
  async function enrolledMentor() {
    const mentor = await createUser(t.app, {
      role: 'mentor',
      secondFactor: 'none',
      fullName: 'Rosa Recovery',
    });
    const challengeToken = await challengeOf(mentor);
    const { secret } = (
      await post('/auth/two-factor/enrolment', { challengeToken })
    ).json<EnrolmentSecret>();
    const confirmed = await post('/auth/two-factor/enrolment/confirm', {
      challengeToken,
      code: codeAt(secret),
    });
    const answer = confirmed.json<ConfirmEnrolmentResponse>();
    return { mentor, secret, token: answer.accessToken, oldCodes: answer.recoveryCodes };
  }

  it('takes a current code from the app: the old ten stop at once, ten new ones, mailed and audited', async () => {
    const { mentor, secret, token, oldCodes } = await enrolledMentor();
    const replace = (code: string) => post('/profile/two-factor/recovery-codes', { code }, token);

    // A recovery code does not confirm it, nor a wrong or reused code from the app.
    const withRecovery = await replace(oldCodes[0] ?? '');
    expect(withRecovery.json()).toMatchObject({
      message: 'ERR_VALIDATION',
      errors: [{ field: 'code' }],
    });
    expect(messageOf(await replace(codeAt(secret, 4)))).toBe('ERR_TWO_FACTOR_CODE_WRONG');
    expect(messageOf(await replace(codeAt(secret)))).toBe('ERR_TWO_FACTOR_CODE_REUSED');
    await expect(latestMailTo(t.app, mentor.email)).rejects.toThrow();

    const replaced = await replace(codeAt(secret, 1));
    expect(replaced.statusCode, replaced.body).toBe(200);
    const { recoveryCodes } = replaced.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes.filter((code) => oldCodes.includes(code))).toEqual([]);
    const status = (await get('/profile/two-factor', token)).json<TwoFactorStatus>();
    expect(status.recoveryCodesLeft).toBe(10);

    // Only the hashes are kept.
    const rows = await t.app.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, mentor.id));
    expect(rows).toHaveLength(10);
    expect(JSON.stringify(rows)).not.toContain(recoveryCodes[0]);

    const old = await post('/auth/two-factor/verify', {
      challengeToken: await challengeOf(mentor),
      code: oldCodes[1],
    });
    expect(messageOf(old)).toBe('ERR_TWO_FACTOR_CODE_WRONG');
    const fresh = await post('/auth/two-factor/verify', {
      challengeToken: await challengeOf(mentor),
      code: recoveryCodes[0],
    });
    expect(fresh.statusCode, fresh.body).toBe(200);

    const mail = await latestMailTo(t.app, mentor.email);
    expect(mail.subject).toBe('Your Academy recovery codes were replaced');
    expect(mail.text).toContain('http://academy.test/admin/account');
    expect(mail.text).not.toContain(recoveryCodes[0]);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'replace_recovery_codes'),
          eq(auditLog.entityId, String(mentor.id)),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(mentor.id);
    expect(JSON.stringify(audit)).not.toContain(recoveryCodes[0]);
  });

  it('lets one of two replacements with the same code through', async () => {
    const { secret, token } = await enrolledMentor();
    const code = codeAt(secret, 1);
    const answers = await Promise.all(
      [0, 1].map(() => post('/profile/two-factor/recovery-codes', { code }, token)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.map(messageOf).filter(Boolean)).toEqual(['ERR_TWO_FACTOR_CODE_REUSED']);
  });

  it('counts wrong codes as failed logins, and needs a second factor', async () => {
    const { secret, token } = await enrolledMentor();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const wrong = await post(
        '/profile/two-factor/recovery-codes',
        { code: codeAt(secret, 5) },
        token,
      );
      expect(messageOf(wrong)).toBe('ERR_TWO_FACTOR_CODE_WRONG');
    }
    const locked = await post(
      '/profile/two-factor/recovery-codes',
      { code: codeAt(secret, 1) },
      token,
    );
    expect(locked.statusCode).toBe(429);

    const student = await createUser(t.app);
    const studentToken = (await login(t.app, student)).accessToken;
    const none = await post('/profile/two-factor/recovery-codes', { code: '123456' }, studentToken);
    expect(none.statusCode).toBe(409);
    expect(messageOf(none)).toBe('ERR_TWO_FACTOR_NOT_ENABLED');
  });

  it('mails a student a link to the profile', async () => {
    const student = await createUser(t.app);
    const token = (await login(t.app, student)).accessToken;
    const { secret } = (await post('/profile/two-factor', {}, token)).json<EnrolmentSecret>();
    await post('/profile/two-factor/confirm', { code: codeAt(secret) }, token);
    const replaced = await post(
      '/profile/two-factor/recovery-codes',
      { code: codeAt(secret, 1) },
      token,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await latestMailTo(t.app, student.email)).text).toContain(
      'http://academy.test/profile',
    );
  });
});

describe("the admin's reset", () => {
  it('removes the second factor, ends the sessions, mails the user and is audited', async () => {
    const mentor = await createUser(t.app, { role: 'mentor', fullName: 'Mira Mentor' });
    const session = await login(t.app, mentor);
    const status = await get(`/admin/users/${mentor.id}/two-factor`, admin.token);
    expect(status.json<TwoFactorStatus>()).toMatchObject({ enabled: true, required: true });

    const reset = await post(`/admin/users/${mentor.id}/two-factor/reset`, {}, admin.token);
    expect(reset.statusCode, reset.body).toBe(204);
    expect((await get('/students', session.accessToken)).statusCode).toBe(401);
    const mail = await latestMailTo(t.app, mentor.email);
    expect(mail.subject).toBe('Two-factor sign-in was reset on your Academy account');
    expect(mail.text).toContain('you will set up an authenticator app again');
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'reset_two_factor'), eq(auditLog.entityId, String(mentor.id))),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(admin.id);
    const rows = await t.app.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, mentor.id));
    expect(rows).toEqual([]);

    // Twice is a conflict, and changes nothing; the next login sets up a new app.
    const again = await post(`/admin/users/${mentor.id}/two-factor/reset`, {}, admin.token);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('ERR_TWO_FACTOR_NOT_ENABLED');
    expect((await passwordStep(mentor)).answer.secondFactor?.step).toBe('enrol');
  });

  it('is not for your own account, nor for an unknown one', async () => {
    const own = await post(`/admin/users/${admin.id}/two-factor/reset`, {}, admin.token);
    expect(messageOf(own)).toBe('ERR_USER_ADMIN_SELF');
    const unknown = await post('/admin/users/999999/two-factor/reset', {}, admin.token);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a key rotation', () => {
  it('seals every secret again with the new key, the previous one opening the old seals', async () => {
    const mentor = await createUser(t.app, { role: 'mentor' });
    const stored = await readFile(join(t.config.dataDir, TWO_FACTOR_KEY_FILE), 'utf8');
    const previous = Buffer.from(stored.trim(), 'base64');
    const rotated = createSecretBox({ current: randomBytes(32), previous });
    await resealStaleSecrets(t.app.db, rotated, t.app.log);
    const rows = await t.app.db.select().from(twoFactorSecrets);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(rotated.isCurrent(row.secretEncrypted)).toBe(true);
    const row = rows.find((candidate) => candidate.userId === mentor.id);
    expect(rotated.open(row?.secretEncrypted ?? '', `two-factor:${mentor.id}`)).toEqual({
      plain: STAFF_TWO_FACTOR_SECRET,
      stale: false,
    });
    // Without the previous key, a seal of the old one does not open.
    const withoutPrevious = createSecretBox({ current: randomBytes(32), previous: null });
    const oldSeal = t.app.secretBox.seal('secret', 'context');
    expect(() => withoutPrevious.open(oldSeal, 'context')).toThrow();
  });
});
