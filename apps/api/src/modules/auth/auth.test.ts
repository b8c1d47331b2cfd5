import {
  allEndpoints,
  type ErrorResponse,
  type LoginResponse,
  type TokenPair,
} from '@academy/contracts';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema/index.js';
import { hashToken } from '../../lib/secrets.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  bearer,
  createUser,
  latestMailTo,
  linkTokenIn,
  login,
  type TestUser,
} from '../../test/builders.js';

let t: TestApp;
/** Every password and token the tests used: none may appear in the logs. */
const secrets = new Set<string>();

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

async function newUser(overrides: Parameters<typeof createUser>[1] = {}): Promise<TestUser> {
  const user = await createUser(t.app, overrides);
  secrets.add(user.password);
  return user;
}

async function loginAs(user: TestUser, isRemember = false): Promise<LoginResponse> {
  const answer = await login(t.app, user, { isRemember });
  secrets.add(answer.accessToken);
  if (answer.refreshToken) secrets.add(answer.refreshToken);
  return answer;
}

function refresh(refreshToken: string) {
  return t.app.inject({ method: 'POST', url: '/v1/auth/refresh-token', payload: { refreshToken } });
}

function getStudents(accessToken: string) {
  return t.app.inject({ method: 'GET', url: '/v1/students', headers: bearer(accessToken) });
}

async function refreshRow(token: string) {
  const [row] = await t.app.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (!row) throw new Error('No such refresh token');
  return row;
}

describe('POST /v1/auth/login', () => {
  it('answers a token pair for the right password, whatever the e-mail case', async () => {
    const user = await newUser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.isTemporaryPassword).toBe(false);
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.refreshToken).toMatch(/^[\w-]{43}$/);
    secrets.add(body.accessToken).add(body.refreshToken);
    expect((await getStudents(body.accessToken)).statusCode).toBe(200);
  });

  it('answers 404 ERR_USER_NOT_EXISTS for an unknown e-mail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'nobody@academy.test', password: 'Whatever#1' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, message: 'ERR_USER_NOT_EXISTS' });
  });

  it('spends a password hash on an unknown e-mail, as on a wrong password', async () => {
    // The work is argon2's (m = 19 MiB, t = 2): milliseconds of CPU per check, against a
    // fraction of one for the lookup alone. CPU time, unlike the clock, is not stretched
    // by whatever else the machine runs.
    const user = await newUser();
    const cpuOf = async (email: string) => {
      const samples: number[] = [];
      for (let i = 0; i < 5; i++) {
        const before = process.cpuUsage();
        const response = await t.app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email, password: 'Wrong#Password1' },
        });
        expect([400, 404]).toContain(response.statusCode);
        const used = process.cpuUsage(before);
        samples.push(used.user + used.system);
      }
      return samples.sort((a, b) => a - b)[2] ?? 0;
    };
    const wrongPassword = await cpuOf(user.email);
    const unknownEmail = await cpuOf('nobody-at-all@academy.test');
    expect(unknownEmail).toBeGreaterThan(wrongPassword * 0.5);
  });

  it('answers 400 ERR_USER_PASSWORD_IS_WRONG for a wrong password', async () => {
    const user = await newUser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: user.email, password: 'Wrong#Password1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, message: 'ERR_USER_PASSWORD_IS_WRONG' });
    const event = t.logs.find(
      (line) => line.event === 'auth.login_failed' && line.userId === user.id,
    );
    expect(event?.reason).toBe('wrong_password');
  });

  it('refuses an account that has no password yet', async () => {
    const user = await newUser({ role: 'applicant', passwordHash: null });
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().message).toBe('ERR_USER_PASSWORD_IS_WRONG');
  });

  it('answers a temporary password with a set-password token only', async () => {
    const user = await newUser({
      temporaryPassword: true,
      temporaryPasswordExpiresAt: new Date(Date.now() + 86_400_000),
    });
    const body = await loginAs(user);
    expect(body.isTemporaryPassword).toBe(true);
    expect(body.refreshToken).toBe('');
    const response = await getStudents(body.accessToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, message: 'ERR_UNAUTHORIZED' });
  });

  it('gives a temporary password a token that every other endpoint refuses', async () => {
    const tokens: string[] = [];
    for (const role of ['student', 'admin'] as const) {
      const user = await newUser({
        role,
        temporaryPassword: true,
        temporaryPasswordExpiresAt: new Date(Date.now() + 86_400_000),
      });
      tokens.push((await loginAs(user)).accessToken);
    }
    const signedIn = allEndpoints.filter(
      (endpoint) => endpoint.access !== 'public' && endpoint.access !== 'link',
    );
    expect(signedIn.length).toBeGreaterThan(40);
    for (const token of tokens) {
      for (const endpoint of signedIn) {
        const response = await t.app.inject({
          method: endpoint.method,
          url: `/v1${endpoint.path.replace(/:([A-Za-z]\w*)/g, '1')}`,
          headers: bearer(token),
        });
        expect([endpoint.operationId, response.statusCode]).toEqual([endpoint.operationId, 401]);
      }
      // Of the mailed links' endpoints, it opens set-password only (passwords.test.ts).
      for (const url of ['/v1/auth/reset-password', '/v1/auth/verification']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: bearer(token),
          payload: url.endsWith('verification')
            ? {}
            : { password: 'Taken#Over2026', confirmPassword: 'Taken#Over2026' },
        });
        expect([url, response.statusCode]).toEqual([url, 400]);
        expect(response.json<ErrorResponse>().message).toBe('ERR_TOKEN_INVALID');
      }
    }
  });

  it('refuses an expired temporary password', async () => {
    const user = await newUser({
      temporaryPassword: true,
      temporaryPasswordExpiresAt: new Date(Date.now() - 1000),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().message).toBe('ERR_TEMPORARY_PASSWORD_EXPIRED');
  });

  it('upgrades a hash made with older parameters', async () => {
    const password = 'Legacy#Pass1';
    const weakHash = await hash(password, { memoryCost: 8192, timeCost: 1, parallelism: 1 });
    const user = await newUser({ password, passwordHash: weakHash });
    await loginAs(user);
    const [row] = await t.app.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await loginAs(user);
  });

  it('keeps the session for 30 days with remember, 1 day without', async () => {
    const user = await newUser();
    const day = 86_400_000;
    const remembered = await refreshRow((await loginAs(user, true)).refreshToken);
    const session = await refreshRow((await loginAs(user, false)).refreshToken);
    expect(remembered.remember).toBe(true);
    expect(remembered.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * day);
    expect(remembered.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * day);
    expect(session.expiresAt.getTime() - Date.now()).toBeGreaterThan(0.9 * day);
    expect(session.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(day);
  });
});

describe('POST /v1/auth/refresh-token', () => {
  it('rotates: a new pair, the same family and remember flag, the old token spent', async () => {
    const user = await newUser();
    const first = await loginAs(user, true);
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    const second = response.json<TokenPair>();
    secrets.add(second.accessToken).add(second.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await getStudents(second.accessToken)).statusCode).toBe(200);

    const [oldRow, newRow] = [
      await refreshRow(first.refreshToken),
      await refreshRow(second.refreshToken),
    ];
    expect(oldRow.revokedAt).not.toBeNull();
    expect(oldRow.replacedBy).toBe(newRow.id);
    expect(newRow.familyId).toBe(oldRow.familyId);
    expect(newRow.remember).toBe(true);
  });

  it('answers 401 ERR_REFRESH_TOKEN_INVALID for an unknown token', async () => {
    const response = await refresh('not-a-real-token');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, message: 'ERR_REFRESH_TOKEN_INVALID' });
  });

  it('revokes the whole family when a rotated token comes back', async () => {
    const user = await newUser();
    const first = await loginAs(user);
    const second = (await refresh(first.refreshToken)).json<TokenPair>();
    const third = (await refresh(second.refreshToken)).json<TokenPair>();
    secrets.add(second.refreshToken).add(third.refreshToken);

    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json<ErrorResponse>().message).toBe('ERR_REFRESH_TOKEN_INVALID');
    // The newest token of the family is dead too.
    const newest = await refresh(third.refreshToken);
    expect(newest.statusCode).toBe(401);
    expect(t.logs.some((line) => line.event === 'auth.refresh_token_reuse')).toBe(true);
  });

  it('lets a racing tab fail without ending the session, within the grace window', async () => {
    const user = await newUser();
    const first = await loginAs(user);
    const second = (await refresh(first.refreshToken)).json<TokenPair>();
    secrets.add(second.refreshToken);

    const racing = await refresh(first.refreshToken);
    expect(racing.statusCode).toBe(401);
    const next = await refresh(second.refreshToken);
    expect(next.statusCode).toBe(200);
    secrets.add(next.json<TokenPair>().refreshToken);
  });

  it('treats the previous token as reuse once the grace window has passed', async () => {
    const user = await newUser();
    const first = await loginAs(user);
    const second = (await refresh(first.refreshToken)).json<TokenPair>();
    secrets.add(second.refreshToken);
    await t.app.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(first.refreshToken)));

    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const user = await newUser();
    const { refreshToken } = await loginAs(user);
    await t.app.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('never accepts an access token', async () => {
    const user = await newUser();
    const { accessToken } = await loginAs(user);
    expect((await refresh(accessToken)).statusCode).toBe(401);
  });
});

describe('POST /v1/auth/logout', () => {
  it('revokes the session: its refresh token no longer works', async () => {
    const user = await newUser();
    const first = await loginAs(user);
    const second = (await refresh(first.refreshToken)).json<TokenPair>();
    secrets.add(second.refreshToken);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      payload: { refreshToken: second.refreshToken },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('answers 204 for an unknown token too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      payload: { refreshToken: 'unknown' },
    });
    expect(response.statusCode).toBe(204);
  });
});

describe('access tokens', () => {
  let user: TestUser;
  let secret: Uint8Array;
  const claims = { role: 'student', scope: 'full' };

  beforeAll(async () => {
    user = await newUser();
    secret = new TextEncoder().encode(t.config.jwtSecret ?? '');
  });

  const signed = (
    key: Uint8Array,
    options: { audience?: string; issuer?: string; expiresAt?: number; alg?: string } = {},
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(options.issuer ?? t.config.publicUrl)
      .setAudience(options.audience ?? `${t.config.publicUrl}/v1`)
      .setIssuedAt()
      .setExpirationTime(options.expiresAt ?? Math.floor(Date.now() / 1000) + 600)
      .sign(key);

  async function expectUnauthorized(token: string) {
    const response = await getStudents(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, message: 'ERR_UNAUTHORIZED' });
  }

  it('are issued as HS256 JWTs that live at most 15 minutes', async () => {
    const { accessToken } = await loginAs(user);
    expect(decodeProtectedHeader(accessToken).alg).toBe('HS256');
    const { iat, exp } = decodeJwt(accessToken);
    expect((exp ?? 0) - (iat ?? 0)).toBeGreaterThan(0);
    expect((exp ?? 0) - (iat ?? 0)).toBeLessThanOrEqual(15 * 60);
  });

  it('accepts a well-formed token (control)', async () => {
    expect((await getStudents(await signed(secret))).statusCode).toBe(200);
  });

  it('refuses alg none', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      ...claims,
      sub: String(user.id),
      iss: t.config.publicUrl,
      aud: `${t.config.publicUrl}/v1`,
      iat: now,
      exp: now + 600,
    };
    await expectUnauthorized(`${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`);
  });

  it('refuses another algorithm, even with the right key', async () => {
    await expectUnauthorized(await signed(secret, { alg: 'HS512' }));
  });

  it('refuses a token signed with another secret', async () => {
    await expectUnauthorized(await signed(new TextEncoder().encode('x'.repeat(32))));
  });

  it('refuses a wrong audience or issuer', async () => {
    await expectUnauthorized(await signed(secret, { audience: 'https://elsewhere.test/v1' }));
    await expectUnauthorized(await signed(secret, { issuer: 'https://elsewhere.test' }));
  });

  it('refuses an expired token', async () => {
    await expectUnauthorized(
      await signed(secret, { expiresAt: Math.floor(Date.now() / 1000) - 60 }),
    );
  });

  it('refuses a refresh token, a missing header and other schemes', async () => {
    const { refreshToken } = await loginAs(user);
    await expectUnauthorized(refreshToken);
    expect((await t.app.inject({ method: 'GET', url: '/v1/students' })).statusCode).toBe(401);
    const basic = await t.app.inject({
      method: 'GET',
      url: '/v1/students',
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.statusCode).toBe(401);
  });
});

describe('a mailed link token', () => {
  it('is refused in place of an access token', async () => {
    const user = await newUser();
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const token = linkTokenIn((await latestMailTo(t.app, user.email)).text, '/auth/reset-password');
    secrets.add(token);
    const response = await getStudents(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, message: 'ERR_UNAUTHORIZED' });
  });
});

describe('blacklisted users', () => {
  it('answer 404 err_user_blacklisted on authenticated calls and cannot refresh', async () => {
    const user = await newUser();
    const session = await loginAs(user);
    await t.app.db.update(users).set({ isBlacklisted: true }).where(eq(users.id, user.id));

    const call = await getStudents(session.accessToken);
    expect(call.statusCode).toBe(404);
    expect(call.json()).toEqual({ statusCode: 404, message: 'err_user_blacklisted' });

    const renewed = await refresh(session.refreshToken);
    expect(renewed.statusCode).toBe(404);
    expect(renewed.json<ErrorResponse>().message).toBe('err_user_blacklisted');

    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorResponse>().message).toBe('err_user_blacklisted');
    expect(t.logs.some((line) => line.event === 'auth.blacklisted_user_call')).toBe(true);
  });
});

describe('logs', () => {
  it('never contain a password or token used above', () => {
    const raw = t.rawLogs();
    expect(secrets.size).toBeGreaterThan(10);
    for (const secret of secrets) expect(raw).not.toContain(secret);
    expect(raw).not.toContain('$argon2id$');
  });
});
