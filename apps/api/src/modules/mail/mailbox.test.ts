import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aRegistrationRequest } from '@academy/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  countryId,
  createExamSchedule,
  latestMailTo,
  register,
  testClock,
  verificationTokenIn,
} from '../../test/builders.js';
import { linkifiedText } from './mailbox-page.js';

/*
 * Without SMTP_URL mail stays in the outbox and /dev/mailbox shows it, while DEV_MAILBOX is
 * on and only to callers on this machine. The web app is served too, so the mailbox must win
 * over its history fallback. The app trusts proxies, so that a forged X-Forwarded-For would
 * make request.ip look local: the mailbox must not be fooled by it.
 */
const clock = testClock('2026-11-21T08:00:00.000Z');
let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'academy-web-dist-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await buildTestApp({ webDist, devMailbox: true, trustProxy: true }, { now: clock.now });
  await createExamSchedule(t.app);
});

afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const page = (
  url: string,
  caller: { remoteAddress?: string; headers?: Record<string, string> } = {},
  app = t.app,
) =>
  app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html,application/xhtml+xml', ...caller.headers },
    ...(caller.remoteAddress ? { remoteAddress: caller.remoteAddress } : {}),
  });

/** The 404 of an unknown page: a closed mailbox looks like no mailbox at all. */
function expectClosed(response: Awaited<ReturnType<typeof page>>) {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ statusCode: 404, message: 'ERR_NOT_FOUND' });
  expect(response.body).not.toContain('<div id="root">');
}

describe('GET /dev/mailbox', () => {
  it('lists queued mail newest first, with the verification link as a link', async () => {
    const older = aRegistrationRequest({
      countryId: await countryId(t.app),
      testDateTime: '2026-11-23T07:00:00.000Z',
    });
    const newer = aRegistrationRequest({
      countryId: await countryId(t.app),
      testDateTime: '2026-11-23T11:00:00.000Z',
      fullName: "Zoë O'Brien",
    });
    expect((await register(t.app, older)).statusCode).toBe(201);
    expect((await register(t.app, newer)).statusCode).toBe(201);
    const mail = await latestMailTo(t.app, newer.email);
    const link = `http://academy.test/auth/verification?token=${verificationTokenIn(mail.text)}`;

    const response = await page('/dev/mailbox');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(response.body).not.toContain('<div id="root">');
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain(`<a href="${link}">${link}</a>`);
    expect(response.body).toContain(mail.subject);
    expect(response.body.indexOf(newer.email)).toBeLessThan(response.body.indexOf(older.email));
    expect(response.body).toContain('Zoë O&#39;Brien');
  });

  it("shows a message's HTML part on its own page", async () => {
    const body = aRegistrationRequest({
      countryId: await countryId(t.app),
      testDateTime: '2026-11-28T08:00:00.000Z',
      fullName: "Ani D'Artagnan",
    });
    expect((await register(t.app, body)).statusCode).toBe(201);
    const mail = await latestMailTo(t.app, body.email);
    const list = await page('/dev/mailbox');
    expect(list.body).toContain(`href="/dev/mailbox/${mail.id}"`);

    const response = await page(`/dev/mailbox/${mail.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(mail.html);
    expect(response.body).toContain('Ani D&#39;Artagnan');

    expect((await page('/dev/mailbox/999999')).statusCode).toBe(404);
    expect((await page('/dev/mailbox/abc')).statusCode).toBe(400);
  });
});

describe('who may read the mailbox', () => {
  it('answers callers on this machine, over IPv4, IPv6 and IPv4 mapped into IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) {
      expect((await page('/dev/mailbox', { remoteAddress })).statusCode, remoteAddress).toBe(200);
    }
  });

  it('answers 404 to any other address, for the list and for a message', async () => {
    const body = aRegistrationRequest({
      countryId: await countryId(t.app),
      testDateTime: '2026-11-28T08:00:00.000Z',
    });
    expect((await register(t.app, body)).statusCode).toBe(201);
    const mail = await latestMailTo(t.app, body.email);
    for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.5', '2001:db8::1']) {
      expectClosed(await page('/dev/mailbox', { remoteAddress }));
      expectClosed(await page(`/dev/mailbox/${mail.id}`, { remoteAddress }));
    }
  });

  it('is not fooled by a forwarding header claiming a local address', async () => {
    const forged = { 'x-forwarded-for': '127.0.0.1' };
    expectClosed(await page('/dev/mailbox', { remoteAddress: '203.0.113.7', headers: forged }));
  });

  it('refuses requests relayed by a proxy on this machine', async () => {
    const relayed: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
    ];
    for (const headers of relayed) {
      expectClosed(await page('/dev/mailbox', { headers }));
    }
  });
});

describe('with DEV_MAILBOX off', () => {
  let off: TestApp;

  beforeAll(async () => {
    off = await buildTestApp({ webDist, devMailbox: false }, { now: clock.now });
    await createExamSchedule(off.app);
  });

  afterAll(async () => {
    await off.close();
  });

  it('answers 404 even on this machine, while mail still goes to the outbox', async () => {
    const body = aRegistrationRequest({
      countryId: await countryId(off.app),
      testDateTime: '2026-11-23T07:00:00.000Z',
    });
    expect((await register(off.app, body)).statusCode).toBe(201);
    const mail = await latestMailTo(off.app, body.email);
    expect(mail.status).toBe('pending');

    expectClosed(await page('/dev/mailbox', {}, off.app));
    expectClosed(await page(`/dev/mailbox/${mail.id}`, {}, off.app));
  });
});

describe('linkifiedText', () => {
  it('escapes the text and links only http(s) addresses', () => {
    expect(linkifiedText('Open https://a.test/x?token=1&b=2 <now> javascript:alert(1)')).toBe(
      'Open <a href="https://a.test/x?token=1&amp;b=2">https://a.test/x?token=1&amp;b=2</a> &lt;now&gt; javascript:alert(1)',
    );
  });
});
