import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RegistrationRequest } from '@academy/contracts';
import { aRegistrationRequest } from '@academy/testing';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import {
  countryId,
  createExamSchedule,
  latestMailTo,
  register,
  testClock,
  verificationTokenIn,
} from '../../test/builders.js';
import { createOutboxRepository } from './outbox-repository.js';
import { createMailSender, MAIL_RETRY_MAX_MS, retryDelayMs } from './sender.js';
import { createSmtpTransport } from './transport.js';

/** A real SMTP server on a local port, keeping what it receives. */
class TestSmtpServer {
  readonly messages: string[] = [];
  private server: SMTPServer | null = null;

  async start(port = 0): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.messages.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    return (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until a message containing `text` arrived. */
  async waitFor(text: string, timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((message) => message.includes(text));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No message with ${text} arrived`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Quoted-printable soft line breaks split long lines (the link): undo them to search. */
const unfold = (message: string) => message.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

const clock = testClock('2026-11-21T08:00:00.000Z');
const smtp = new TestSmtpServer();
let port: number;
let t: TestApp;
let armenia: number;
let webDist: string;

beforeAll(async () => {
  port = await smtp.start();
  // A web build too: with SMTP the mailbox must answer 404, not the history fallback.
  webDist = await mkdtemp(join(tmpdir(), 'academy-web-dist-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  // Polling so rarely that only the wake-up on queueing can deliver within a test. The
  // mailbox is off, as loadConfig makes it when SMTP_URL is given.
  t = await buildTestApp(
    {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      devMailbox: false,
      webDist,
      mailPollIntervalMs: 600_000,
    },
    { now: clock.now },
  );
  await createExamSchedule(t.app, { entries: [{ weekday: 1, time: '11:00', capacity: 100 }] });
  armenia = await countryId(t.app);
});

afterAll(async () => {
  await t.close();
  await smtp.stop();
  await rm(webDist, { recursive: true, force: true });
});

async function registerApplicant(overrides: Partial<RegistrationRequest> = {}) {
  const body = aRegistrationRequest({
    countryId: armenia,
    testDateTime: '2026-11-23T07:00:00.000Z',
    ...overrides,
  });
  const response = await register(t.app, body);
  expect(response.statusCode).toBe(201);
  const mail = await latestMailTo(t.app, body.email);
  return { email: body.email, mail, token: verificationTokenIn(mail.text) };
}

async function outboxRow(id: number) {
  const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error('Mail vanished from the outbox');
  return row;
}

describe('the mail sender', () => {
  it('starts when the app listens and delivers a queued mail at once, with its invitation', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { email, mail, token } = await registerApplicant();
      // Woken by the registration: the next poll is ten minutes away.
      const received = unfold(await smtp.waitFor(email));
      expect(received).toContain(`http://academy.test/auth/verification?token=${token}`);
      expect(received).toMatch(/Content-Type: text\/calendar/i);
      expect(received).toContain('academy-entrance-exam.ics');
      expect(received).toMatch(/^From: Academy <no-reply@academy\.test>/m);

      // Marked sent right after the server accepted it.
      for (let i = 0; i < 100 && (await outboxRow(mail.id)).status !== 'sent'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const row = await outboxRow(mail.id);
      expect(row.status).toBe('sent');
      expect(row.sentAt?.toISOString()).toBe(clock.now().toISOString());
    } finally {
      await t.app.mailer.stop();
    }
  });

  it('keeps a mail it could not deliver and delivers it once the server is back', async () => {
    await smtp.stop();
    const { email, mail, token } = await registerApplicant();

    expect(await t.app.mailer.drain()).toEqual({ sent: 0, failed: 1 });
    let row = await outboxRow(mail.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(retryDelayMs(1));

    // Not due yet: nothing is tried.
    expect(await t.app.mailer.drain()).toEqual({ sent: 0, failed: 0 });
    clock.advance(retryDelayMs(1));
    expect(await t.app.mailer.drain()).toEqual({ sent: 0, failed: 1 });
    row = await outboxRow(mail.id);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(retryDelayMs(2));

    await smtp.start(port);
    clock.advance(retryDelayMs(2));
    expect(await t.app.mailer.drain()).toEqual({ sent: 1, failed: 0 });
    const received = unfold(await smtp.waitFor(email));
    expect(received).toContain(`token=${token}`);
    row = await outboxRow(mail.id);
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(2);
  });

  it('never sends a mail twice when several senders run at once', async () => {
    const queued = await Promise.all(
      Array.from({ length: 6 }, () => registerApplicant().then(({ email }) => email)),
    );
    const senders = await Promise.all(
      Array.from({ length: 3 }, async () =>
        createMailSender({
          db: t.app.db,
          transport: await createSmtpTransport(
            `smtp://127.0.0.1:${port}`,
            'Academy <no-reply@academy.test>',
          ),
          now: clock.now,
          log: t.app.log,
        }),
      ),
    );
    const results = await Promise.all(senders.map((sender) => sender.drain()));
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(6);
    for (const email of queued) {
      expect(smtp.messages.filter((message) => message.includes(`To: ${email}`))).toHaveLength(1);
    }
  });
});

describe('stopping the sender', () => {
  it('waits for the mail being sent only, and hands the rest of the batch back unsent', async () => {
    const outbox = createOutboxRepository(t.app.db);
    const ids = await Promise.all(
      ['one', 'two', 'three'].map((name) =>
        outbox.enqueue(
          {
            to: `stop-${name}@academy.test`,
            subject: name,
            html: `<p>${name}</p>`,
            text: name,
            attachments: [],
          },
          clock.now(),
        ),
      ),
    );
    let sends = 0;
    let sendStarted = () => {};
    const started = new Promise<void>((resolve) => {
      sendStarted = resolve;
    });
    let finishSend = () => {};
    const held = new Promise<void>((resolve) => {
      finishSend = resolve;
    });
    const sender = createMailSender({
      db: t.app.db,
      transport: {
        async send() {
          sends++;
          sendStarted();
          await held;
        },
        close() {},
      },
      now: clock.now,
      log: t.app.log,
    });

    const pass = sender.drain();
    await started;
    let stopped = false;
    const stopping = sender.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The mail under way is not abandoned: stop waits for it.
    expect(stopped).toBe(false);
    finishSend();
    await stopping;
    expect(await pass).toEqual({ sent: 1, failed: 0 });
    expect(sends).toBe(1);

    const rows = await t.app.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    const unsent = rows.filter((row) => row.status !== 'sent');
    expect(unsent.length).toBeGreaterThanOrEqual(2);
    for (const row of unsent) {
      expect(row).toMatchObject({ status: 'pending', attempts: 0 });
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    }
  });
});

describe('retryDelayMs', () => {
  it('doubles from ten seconds up to ten minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([
      10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 600_000,
    ]);
    expect(retryDelayMs(50)).toBe(MAIL_RETRY_MAX_MS);
  });
});

describe('the development mailbox', () => {
  it('is 404 when mail is delivered over SMTP', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ statusCode: 404, message: 'ERR_NOT_FOUND' });
    const message = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox/1',
      headers: { accept: 'text/html' },
    });
    expect(message.statusCode).toBe(404);
  });
});
