import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './access-tokens.js';

const subject = {
  userId: 42,
  role: 'student',
  scope: 'full',
  sessionId: '0c1b6a2e-5a55-4e3c-9f0a-1f2d3c4b5a69',
} as const;

function tokens(at: { time: number }, secret = randomBytes(32)) {
  return createAccessTokens({
    secret,
    publicUrl: 'http://academy.test',
    now: () => new Date(at.time),
  });
}

describe('access tokens', () => {
  it('verifies a token it signed, again and again, with its subject and issue time', async () => {
    const clock = { time: Date.parse('2026-11-27T10:00:00Z') };
    const issuer = tokens(clock);
    const token = await issuer.sign(subject);
    const expected = { ...subject, issuedAt: clock.time / 1000 };
    expect(await issuer.verify(token)).toEqual(expected);
    expect(await issuer.verify(token)).toEqual(expected);
  });

  it('refuses a token once it has expired, though it verified before', async () => {
    const clock = { time: Date.parse('2026-11-27T10:00:00Z') };
    const issuer = tokens(clock);
    const token = await issuer.sign(subject);
    expect(await issuer.verify(token)).not.toBeNull();
    clock.time += (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000;
    expect(await issuer.verify(token)).not.toBeNull();
    clock.time += 1000;
    expect(await issuer.verify(token)).toBeNull();
    expect(await issuer.verify(token)).toBeNull();
  });

  it('refuses a changed signature, a token of another secret and an unsigned one', async () => {
    const clock = { time: Date.parse('2026-11-27T10:00:00Z') };
    const issuer = tokens(clock);
    const token = await issuer.sign(subject);
    expect(await issuer.verify(token)).not.toBeNull();

    const [header, payload, signature = ''] = token.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await issuer.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    expect(await issuer.verify(await tokens(clock).sign(subject))).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await issuer.verify(`${none}.${payload}.`)).toBeNull();
  });
});
