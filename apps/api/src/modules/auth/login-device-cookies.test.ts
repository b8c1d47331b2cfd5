import type { ErrorResponse } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { bearer, createUser, login, randomAddress } from '../../test/builders.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from './device-cookies.js';

/*
 * The account's lock and its recognised devices (ARCHITECTURE.md, "Login lock and device
 * cookies"): failures from elsewhere lock the account, but not for a browser holding the
 * device cookie of an earlier login to it. As in login-throttle.test.ts, the route's own
 * per-address request limit is high, so only the failure counting is under test.
 */

const PER_ACCOUNT = 3;
const PER_ADDRESS = 6;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    rateLimit: { loginFailuresPerAccount: PER_ACCOUNT, loginFailuresPerAddress: PER_ADDRESS },
  });
});

afterAll(async () => {
  await t.close();
});

const attempt = (
  email: string,
  password: string,
  options: { device?: string; address?: string; app?: TestApp } = {},
) =>
  (options.app ?? t).app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    remoteAddress: options.address ?? randomAddress(),
    payload: { email, password },
    ...(options.device === undefined ? {} : { cookies: { [DEVICE_COOKIE]: options.device } }),
  });

type Answer = Awaited<ReturnType<typeof attempt>>;

/** The device cookie an answer sets; fails the test when there is none. */
function deviceCookieOf(response: Answer): string {
  const set = response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
  if (!set) throw new Error(`No device cookie in ${response.statusCode} ${response.body}`);
  return set.value;
}

function expectLocked(response: Answer) {
  expect(response.statusCode).toBe(429);
  expect(response.json<ErrorResponse>()).toEqual({
    statusCode: 429,
    message: 'ERR_TOO_MANY_LOGIN_ATTEMPTS',
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  expect(response.headers['set-cookie']).toBeUndefined();
}

/** Fills the account's count from other clients (no cookie, fresh addresses). */
async function lockFromElsewhere(email: string) {
  for (let i = 0; i < PER_ACCOUNT; i++) {
    expect((await attempt(email, 'Wrong#Pass1')).statusCode).toBe(400);
  }
}

describe('the device cookie', () => {
  it('is set by a successful login: HttpOnly, SameSite=Strict, for the login path only, 180 days', async () => {
    const user = await createUser(t.app);
    const response = await attempt(user.email, user.password);
    expect(response.statusCode).toBe(200);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^${DEVICE_COOKIE}=\\d+\\.[\\w-]{22}\\.[\\w-]{43};`));
    expect(header).toContain('; HttpOnly');
    expect(header).toContain('; SameSite=Strict');
    expect(header).toContain('; Path=/v1/auth/login');
    expect(header).toContain(`; Max-Age=${DEVICE_COOKIE_DAYS * 24 * 60 * 60}`);
    expect(header).not.toContain('Secure');
    expect(header).not.toContain('Domain');
  });

  it('is not set by a failed login', async () => {
    const user = await createUser(t.app);
    const wrong = await attempt(user.email, 'Wrong#Pass1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const unknown = await attempt('nobody-device@academy.test', 'Wrong#Pass1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('is Secure when the public address is https', async () => {
    const secure = await buildTestApp({ publicUrl: 'https://academy.test' });
    try {
      const user = await createUser(secure.app);
      const response = await attempt(user.email, user.password, { app: secure });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['set-cookie'])).toContain('; Secure');
    } finally {
      await secure.close();
    }
  });
});

describe('a locked account', () => {
  it('lets its device in with the right password, and stays locked for everyone else', async () => {
    const user = await createUser(t.app);
    const device = deviceCookieOf(await attempt(user.email, user.password));
    await lockFromElsewhere(user.email);
    expectLocked(await attempt(user.email, user.password));

    const fromDevice = await attempt(user.email.toUpperCase(), user.password, { device });
    expect(fromDevice.statusCode).toBe(200);
    const renewed = deviceCookieOf(fromDevice);
    expect(renewed).not.toBe(device);

    // The device's login did not lift the lock for the others, and the renewed cookie works.
    expectLocked(await attempt(user.email, user.password));
    expect((await attempt(user.email, user.password, { device: renewed })).statusCode).toBe(200);
    expect(t.logs.some((line) => line.event === 'auth.login_lock_passed_by_device')).toBe(true);
    for (const value of [device, renewed]) expect(t.rawLogs()).not.toContain(value);
  });

  it("ignores an altered cookie, another account's cookie and a malformed one", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const device = deviceCookieOf(await attempt(user.email, user.password));
    const othersDevice = deviceCookieOf(await attempt(other.email, other.password));
    await lockFromElsewhere(user.email);

    const [expiry = '', nonce = '', mac = ''] = device.split('.');
    const otherMac = `${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    const altered = [
      `${expiry}.${nonce}.${otherMac}`,
      `${Number(expiry) + 86_400}.${nonce}.${mac}`,
    ];
    for (const bad of [...altered, othersDevice, 'garbage', '']) {
      expectLocked(await attempt(user.email, user.password, { device: bad }));
    }
    const malformedHeader = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      remoteAddress: randomAddress(),
      headers: { cookie: `${DEVICE_COOKIE}=%E0%A4%A; ${DEVICE_COOKIE}` },
      payload: { email: user.email, password: user.password },
    });
    expectLocked(malformedHeader);
    // Not an error either where there is no lock: the login goes on as without a cookie.
    expect((await attempt(other.email, other.password, { device: 'garbage' })).statusCode).toBe(
      200,
    );
  });

  it("takes the privilege from a device that fails the account's number of times", async () => {
    const user = await createUser(t.app);
    const device = deviceCookieOf(await attempt(user.email, user.password));
    await lockFromElsewhere(user.email);

    for (let i = 0; i < PER_ACCOUNT; i++) {
      const wrong = await attempt(user.email, 'Wrong#Pass1', { device });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.headers['set-cookie']).toBeUndefined();
    }
    expectLocked(await attempt(user.email, user.password, { device }));
  });

  it("holds a device to its address's lock", async () => {
    const user = await createUser(t.app);
    const device = deviceCookieOf(await attempt(user.email, user.password));
    const address = randomAddress();
    for (let i = 0; i < PER_ADDRESS; i++) {
      const probe = await attempt(`probe-device-${i}@academy.test`, 'Wrong#Pass1', { address });
      expect(probe.statusCode).toBe(404);
    }
    expectLocked(await attempt(user.email, user.password, { device, address }));
    expect((await attempt(user.email, user.password, { device })).statusCode).toBe(200);
  });
});

describe('a password change while the account is locked', () => {
  const change = (accessToken: string, currentPassword: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/v1/students/password',
      headers: bearer(accessToken),
      payload: {
        currentPassword,
        newPassword: 'Brand#New2026',
        confirmPassword: 'Brand#New2026',
      },
    });

  it('is open to a signed-in session, whose own wrong guesses are limited', async () => {
    const user = await createUser(t.app);
    const session = await login(t.app, user);
    await lockFromElsewhere(user.email);
    expect((await change(session.accessToken, user.password)).statusCode).toBe(204);

    const guesser = await createUser(t.app);
    const guesserSession = await login(t.app, guesser);
    await lockFromElsewhere(guesser.email);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await change(guesserSession.accessToken, 'Guess#Number1')).statusCode).toBe(400);
    }
    expectLocked(await change(guesserSession.accessToken, guesser.password));
  });
});
