import { VALID_PASSWORD } from '@academy/testing';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../lib/passwords.js';
import { buildTestApp } from './app.js';
import { secretsIn } from './secrets-in-logs.js';

describe('the logs check every test app makes when it closes', () => {
  it('finds known passwords, hashes, JWTs and secret fields, and passes redacted ones', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXZhbHVl';
    expect(secretsIn(`{"msg":"login ${VALID_PASSWORD}"}`)).toEqual([
      `the password ${VALID_PASSWORD}`,
    ]);
    expect(secretsIn(`{"hash":"${await hashPassword('Some#Pass1')}"}`)).toHaveLength(1);
    expect(secretsIn(`{"header":"Bearer ${jwt}"}`)).toHaveLength(1);
    expect(secretsIn('{"refreshToken":"b64-opaque-value"}')).toHaveLength(1);
    expect(secretsIn('{"password":"[Redacted]","msg":"request refused"}')).toEqual([]);
  });

  it('fails the closing of an app that logged a secret', async () => {
    const t = await buildTestApp();
    t.app.log.info({ detail: `tried ${VALID_PASSWORD}` }, 'careless');
    await expect(t.close()).rejects.toThrow(/the logs hold secrets: the password/);
  });
});
