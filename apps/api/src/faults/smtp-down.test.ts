import { aRegistrationRequest } from '@academy/testing';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { countryId, createExamSchedule, register, testClock } from '../test/builders.js';
import { waitUntil } from '../test/wait-until.js';
import { FaultySmtpServer } from './smtp.js';

/*
 * SMTP down during registrations (README.md, "Faults"): applicants register through the
 * real endpoint while the SMTP server is away, then refuses, then defers; the app listens,
 * so the mail sender runs on its own timers (polling every 50 ms here). Retries come due on
 * the app's clock, which the test moves. Once the server takes mail again, every applicant
 * gets their verification mail exactly once.
 */

/** The sender's retry delays after one, two and three failed attempts (sender.ts). */
const RETRY_AFTER = [10_000, 20_000, 40_000];

const clock = testClock('2026-11-21T08:00:00.000Z');
const smtp = new FaultySmtpServer();
let t: TestApp;
let armenia: number;

beforeAll(async () => {
  // A port of its own, then nothing listening on it: connections are refused.
  const port = await smtp.start();
  await smtp.stop();
  t = await buildTestApp(
    { smtpUrl: `smtp://127.0.0.1:${port}`, devMailbox: false, mailPollIntervalMs: 50 },
    { now: clock.now },
  );
  await createExamSchedule(t.app, { entries: [{ weekday: 1, time: '11:00', capacity: 100 }] });
  armenia = await countryId(t.app);
  // Listening starts the sender.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await t?.close();
  await smtp.stop();
});

/** Registers `count` applicants at once; answers their e-mails. */
async function registerApplicants(count: number): Promise<string[]> {
  const bodies = Array.from({ length: count }, () =>
    aRegistrationRequest({ countryId: armenia, testDateTime: '2026-11-23T07:00:00.000Z' }),
  );
  const responses = await Promise.all(bodies.map((body) => register(t.app, body)));
  expect(responses.map((response) => response.statusCode)).toEqual(bodies.map(() => 201));
  return bodies.map((body) => body.email.toLowerCase());
}

const outboxOf = (emails: string[]) =>
  t.app.db.select().from(mailOutbox).where(inArray(mailOutbox.to, emails));

/** Waits until every mail to `emails` has failed `attempts` times, still waiting. */
async function failedAttempts(emails: string[], attempts: number, error: RegExp) {
  await waitUntil(`${emails.length} mails to fail ${attempts} time(s)`, async () => {
    const rows = await outboxOf(emails);
    return rows.length === emails.length && rows.every((row) => row.attempts === attempts);
  });
  for (const row of await outboxOf(emails)) {
    expect(row).toMatchObject({ status: 'pending', attempts, sentAt: null });
    expect(row.lastError).toMatch(error);
  }
}

describe('SMTP down while applicants register', () => {
  it('delivers every verification mail exactly once when the server is back', async () => {
    // Nothing listens: each mail fails once and waits for its retry.
    const first = await registerApplicants(4);
    await failedAttempts(first, 1, /ECONNREFUSED|connect/i);

    // The server is back but refuses every connection (421).
    await smtp.start();
    smtp.mode = 'refuse';
    const second = await registerApplicants(3);
    await failedAttempts(second, 1, /421/);
    clock.advance(RETRY_AFTER[0] ?? 0);
    await failedAttempts(first, 2, /421/);
    await failedAttempts(second, 2, /421/);

    // It greets, then defers every recipient (451).
    smtp.mode = 'defer';
    const third = await registerApplicants(3);
    await failedAttempts(third, 1, /451/);
    clock.advance(RETRY_AFTER[1] ?? 0);
    await failedAttempts(first, 3, /451/);
    await failedAttempts(second, 3, /451/);
    await failedAttempts(third, 2, /451/);
    expect(smtp.received).toEqual([]);

    // It takes mail again: once every retry is due, the sender's own timers deliver them all.
    smtp.mode = 'accept';
    clock.advance(RETRY_AFTER[2] ?? 0);
    const everyone = [...first, ...second, ...third];
    await waitUntil(
      'every mail to arrive',
      () => everyone.every((email) => smtp.countTo(email) > 0),
      15_000,
    );
    await waitUntil('every mail to be recorded as sent', async () =>
      (await outboxOf(everyone)).every((row) => row.status === 'sent'),
    );

    // Nothing is left to send, nothing is sent twice, and nothing arrived for anyone else.
    expect(await t.app.mailer.drain()).toEqual({ sent: 0, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const email of everyone) expect(smtp.countTo(email), email).toBe(1);
    expect(smtp.received).toHaveLength(everyone.length);
    for (const mail of smtp.received) expect(mail.raw).toContain('/auth/verification?token=');
  });
});
