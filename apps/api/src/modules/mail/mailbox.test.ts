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
 * Without SMTP_URL mail stays in the outbox and /dev/mailbox shows it. The web app is served
 * too, so the mailbox must win over its history fallback.
 */
const clock = testClock('2026-11-21T08:00:00.000Z');
let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'academy-web-dist-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await buildTestApp({ webDist }, { now: clock.now });
  await createExamSchedule(t.app);
});

afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });

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

describe('linkifiedText', () => {
  it('escapes the text and links only http(s) addresses', () => {
    expect(linkifiedText('Open https://a.test/x?token=1&b=2 <now> javascript:alert(1)')).toBe(
      'Open <a href="https://a.test/x?token=1&amp;b=2">https://a.test/x?token=1&amp;b=2</a> &lt;now&gt; javascript:alert(1)',
    );
  });
});
