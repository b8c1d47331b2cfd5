import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createDeviceCookies,
  DEVICE_COOKIE_DAYS,
  deviceCookieKey,
  deviceCookieOptions,
} from './device-cookies.js';

/* The signed device cookie on its own (ARCHITECTURE.md, "Login lock and device cookies"). */

const DAY_MS = 24 * 60 * 60 * 1000;
let time = Date.parse('2026-03-01T10:00:00Z');
const key = deviceCookieKey(randomBytes(32));
const cookies = createDeviceCookies({
  key,
  publicUrl: 'http://academy.test',
  now: () => new Date(time),
});

describe('device cookies', () => {
  it('are recognised for the account they were issued for, whatever the e-mail case', () => {
    const value = cookies.issue('Ann@Academy.test');
    const device = cookies.recognise(value, 'ann@academy.test');
    expect(device).toMatch(/^[\w-]{22}$/);
    expect(value).not.toContain('ann');
  });

  it('name a new device each time', () => {
    const first = cookies.recognise(cookies.issue('ann@academy.test'), 'ann@academy.test');
    const second = cookies.recognise(cookies.issue('ann@academy.test'), 'ann@academy.test');
    expect(first).not.toBe(second);
  });

  it('are not recognised for another account', () => {
    expect(cookies.recognise(cookies.issue('ann@academy.test'), 'bob@academy.test')).toBeNull();
  });

  it('are not recognised when altered, malformed or missing', () => {
    const value = cookies.issue('ann@academy.test');
    const [expiry, nonce, mac] = value.split('.') as [string, string, string];
    const flipped = `${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    for (const bad of [
      `${expiry}.${nonce}.${flipped}`,
      `${Number(expiry) + 1}.${nonce}.${mac}`,
      `${expiry}.${nonce.replace(/^./, (c) => (c === 'x' ? 'y' : 'x'))}.${mac}`,
      `${value}.`,
      'garbage',
      '',
      undefined,
    ]) {
      expect(cookies.recognise(bad, 'ann@academy.test')).toBeNull();
    }
  });

  it('are not recognised with another key', () => {
    const other = createDeviceCookies({
      key: deviceCookieKey(randomBytes(32)),
      publicUrl: 'http://academy.test',
      now: () => new Date(time),
    });
    expect(other.recognise(cookies.issue('ann@academy.test'), 'ann@academy.test')).toBeNull();
  });

  it(`expire after ${DEVICE_COOKIE_DAYS} days`, () => {
    const value = cookies.issue('ann@academy.test');
    time += (DEVICE_COOKIE_DAYS - 1) * DAY_MS;
    expect(cookies.recognise(value, 'ann@academy.test')).not.toBeNull();
    time += DAY_MS;
    expect(cookies.recognise(value, 'ann@academy.test')).toBeNull();
  });

  it('are Secure when the public address is https, HttpOnly and strict always', () => {
    expect(deviceCookieOptions('https://academy.example')).toEqual({
      httpOnly: true,
      secure: true,
      sameSite: 'strict',
      path: '/v1/auth/login',
      maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
    });
    expect(deviceCookieOptions('http://localhost:3000').secure).toBe(false);
  });
});
