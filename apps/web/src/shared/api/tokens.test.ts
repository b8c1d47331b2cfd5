import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@academy/contracts';
import { anAccessToken, aTokenPair } from '@academy/testing';
import { describe, expect, it } from 'vitest';
import { accessTokenClaims, hasSession, sessionRole, tokens } from './tokens';

const pair = aTokenPair({ accessToken: 'a1', refreshToken: 'r1' });

describe('token storage', () => {
  it('keeps the tokens in local storage with remember', () => {
    tokens.save(pair, true);

    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a1');
    expect(window.localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r1');
    expect(window.sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(hasSession()).toBe(true);
  });

  it('keeps the tokens in session storage without remember', () => {
    tokens.save(pair, false);

    expect(window.sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a1');
    expect(window.sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r1');
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(tokens.getAccessToken()).toBe('a1');
  });

  it('replaces a refreshed pair in the storage the session lives in', () => {
    tokens.save(pair, true);
    tokens.replace(aTokenPair({ accessToken: 'a2', refreshToken: 'r2' }));
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a2');

    tokens.save(pair, false);
    tokens.replace(aTokenPair({ accessToken: 'a3', refreshToken: 'r3' }));
    expect(window.sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r3');
    expect(window.localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('does not bring back a session that ended meanwhile', () => {
    expect(tokens.replace(aTokenPair())).toBe(false);
    expect(hasSession()).toBe(false);
  });

  it('a new login replaces the session of the other kind', () => {
    tokens.save(pair, true);
    tokens.save(aTokenPair({ accessToken: 'a2' }), false);

    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(tokens.getAccessToken()).toBe('a2');
  });

  it('clears both storages', () => {
    tokens.save(pair, true);
    window.sessionStorage.setItem(ACCESS_TOKEN_KEY, 'stray');

    tokens.clear();

    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(hasSession()).toBe(false);
  });
});

describe('access token claims', () => {
  it('reads the role and scope of a token shaped like the server’s', () => {
    expect(accessTokenClaims(anAccessToken({ role: 'mentor' }))).toEqual({
      role: 'mentor',
      scope: 'full',
    });
    expect(accessTokenClaims(anAccessToken({ scope: 'set_password' }))).toEqual({
      role: 'student',
      scope: 'set_password',
    });
  });

  it('reads base64url payloads that need the URL-safe alphabet and no padding', () => {
    const json = JSON.stringify({ role: 'admin', scope: 'full', note: '???>>>~~~' });
    const payload = btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(payload).toMatch(/[-_]/);
    expect(btoa(json)).toMatch(/=$/);
    expect(accessTokenClaims(`header.${payload}.signature`)?.role).toBe('admin');
  });

  it.each([
    ['not a token', 'access-token-1'],
    ['a payload that is not JSON', 'a.b.c'],
    ['an unknown role', anAccessToken({ role: 'root' as never })],
    ['two parts', anAccessToken().split('.').slice(0, 2).join('.')],
  ])('is null for %s', (_case, token) => {
    expect(accessTokenClaims(token)).toBeNull();
  });

  it('gives the session’s role, or null without a session', () => {
    expect(sessionRole()).toBeNull();
    tokens.save(aTokenPair({ accessToken: anAccessToken({ role: 'admin' }) }), false);
    expect(sessionRole()).toBe('admin');
  });
});
