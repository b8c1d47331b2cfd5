import { mkdtemp, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../db/seed.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { streamOverHttp } from '../test/notification-stream.js';
import { waitUntil } from '../test/wait-until.js';
import {
  type Exit,
  httpRequest,
  type Outcome,
  ServerProcess,
  serverEnv,
} from './server-process.js';
import { FaultySmtpServer } from './smtp.js';

/*
 * SIGTERM under load (README.md, "Faults"): the real server entry in a process of its own, on
 * a fresh data folder with the embedded database (or, with DATABASE_URL, a PostgreSQL
 * database of its own), mail delivered to an SMTP server in this test. While requests come
 * in steadily, slow ones are in flight, live notification streams are open and the mail
 * sender is in the middle of a delivery, the process gets SIGTERM.
 */

/** server.ts's SHUTDOWN_TIMEOUT_MS: the process must be gone by then. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
const student = demoAccounts.student;

let dataDir: string;
let webDist: string;
let database: TestDatabase | null = null;
let server: ServerProcess | null = null;
let port: number;
const smtp = new FaultySmtpServer();

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'academy-fault-shutdown-'));
  // An empty web build folder: the API only, whatever apps/web/dist holds.
  webDist = await mkdtemp(join(tmpdir(), 'academy-fault-web-'));
  if (process.env.DATABASE_URL) database = await createTestDatabase();
  // The reset-password mail is held at the SMTP server until the test lets it through.
  smtp.holdIf = (raw) => raw.includes('/auth/reset-password?token=');
  await smtp.start();
  server = startServer();
  // A first start creates the embedded database and seeds the demo: slow on a busy machine.
  port = await server.listening(55_000);
}, 60_000);

afterAll(async () => {
  await server?.kill();
  await smtp.stop();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
  await rm(webDist, { recursive: true, force: true });
});

function startServer(): ServerProcess {
  const env = serverEnv(
    { dataDir, webDist },
    {
      RATE_LIMIT_SCALE: '100',
      SEED_DEMO: 'true',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    },
  );
  if (database?.config.kind === 'postgres') env.DATABASE_URL = database.config.url;
  return new ServerProcess(env);
}

/**
 * A request sent in two parts: the first before the signal, the rest (and, optionally, a
 * second request pipelined behind it on the same keep-alive connection) when `finish` is
 * called. `answers` is everything the server wrote on the connection, up to its close.
 */
function partialRequest(port: number, head: string, rest: string) {
  const socket = connect({ host: '127.0.0.1', port });
  const chunks: Buffer[] = [];
  const answers = new Promise<string>((resolve) => {
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', () => undefined);
  });
  socket.setTimeout(20_000, () => socket.destroy());
  socket.write(head);
  return {
    answers,
    finish(pipelined = '') {
      socket.write(rest + pipelined);
    },
  };
}

/** A login whose headers and half its body are in: the request is in flight. */
function slowLogin(port: number) {
  const body = JSON.stringify({ email: student.email, password: student.password });
  const split = Math.floor(body.length / 2);
  return partialRequest(
    port,
    'POST /v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n' +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
      body.slice(0, split),
    body.slice(split),
  );
}

/** A request whose headers are still arriving: it reaches the router only once finished. */
function slowHeaders(port: number) {
  return partialRequest(
    port,
    'GET /v1/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n',
    'Connection: keep-alive\r\n\r\n',
  );
}

const statusesIn = (answers: string) =>
  [...answers.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1]));

describe('SIGTERM during load', () => {
  it('finishes what is in flight, refuses the rest, stops the workers, then closes the database and exits 0', async () => {
    const running = server;
    if (!running) throw new Error('the server did not start');
    // The demo's own mails (its receipts, the trial's reminder, queued as the server starts)
    // go out first: once none has been sent for two seconds the outbox is empty, so the
    // mail in flight at the signal is the reset mail below, whatever the machine's load.
    let sentSoFar = -1;
    let sentLastAt = Date.now();
    await waitUntil(
      "the demo's mails to be sent",
      () => {
        const sent = running.lines.filter((line) => line.record?.event === 'mail.sent').length;
        if (sent !== sentSoFar) [sentSoFar, sentLastAt] = [sent, Date.now()];
        return sent > 0 && Date.now() - sentLastAt > 2_000;
      },
      45_000,
    );
    // A mail to send: the sender starts on it at once and waits at the SMTP server.
    const forgot = await httpRequest(port, 'POST', '/v1/auth/forgot-password', {
      email: student.email,
    });
    expect(forgot.outcome).toBe(200);
    await waitUntil('the reset mail to reach the SMTP server', () => smtp.held.length === 1);

    // Steady load: four clients, each a request after the other, every one on a new connection.
    const load: { startedAt: number; outcome: Outcome }[] = [];
    let loading = true;
    const clients = Array.from({ length: 4 }, async () => {
      while (loading) {
        const startedAt = Date.now();
        const path = load.length % 2 === 0 ? '/v1/countries' : '/v1/health';
        const { outcome } = await httpRequest(port, 'GET', path);
        load.push({ startedAt, outcome });
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 400));

    // Live notification streams, open until the server ends them, on connections kept alive
    // as a browser keeps them.
    const signedIn = await httpRequest(port, 'POST', '/v1/auth/login', {
      email: student.email,
      password: student.password,
    });
    expect(signedIn.outcome, signedIn.body).toBe(200);
    const { accessToken } = JSON.parse(signedIn.body) as { accessToken: string };
    const streamAgent = new Agent({ keepAlive: true });
    const streams = Array.from({ length: 3 }, () =>
      streamOverHttp(
        `http://127.0.0.1:${port}`,
        { authorization: `Bearer ${accessToken}` },
        streamAgent,
      ),
    );
    await Promise.all(streams.map((stream) => stream.open));

    // Slow requests in flight: logins whose bodies are still arriving, and a request whose
    // headers are.
    const slow = Array.from({ length: 3 }, () => slowLogin(port));
    const late = slowHeaders(port);
    await new Promise((resolve) => setTimeout(resolve, 400));

    const signalledAt = Date.now();
    running.signal('SIGTERM');
    await running.waitForLine((line) => line.record?.signal === 'SIGTERM', 5_000);
    // The listener closes: a new connection is refused from then on.
    await waitUntil(
      'the listener to close',
      async () => (await httpRequest(port, 'GET', '/v1/health/live')).outcome === 'ECONNREFUSED',
      3_000,
    );
    const closedAt = Date.now();

    // The rest arrives now; behind one login, a request pipelined on its connection.
    const [first, ...others] = slow;
    first?.finish('GET /v1/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    for (const request of others) request.finish();
    late.finish();
    await new Promise((resolve) => setTimeout(resolve, 300));
    loading = false;
    await Promise.all(clients);
    // The mail in flight is accepted now, after the requests ended: the sender still has to
    // record it as sent, and the database must still be open for that.
    smtp.release();

    const exit: Exit = await Promise.race([
      running.exited,
      new Promise<Exit>((resolve) =>
        setTimeout(
          () => resolve({ code: null, signal: null, at: Date.now() }),
          SHUTDOWN_TIMEOUT_MS + 2_000,
        ),
      ),
    ]);
    const output = running.output();
    expect(exit.code, output).toBe(0);
    expect(exit.at - signalledAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS);

    // The streams ended as the shutdown began, each response whole (its last chunk sent),
    // before the process exited: none held the shutdown up, nor was cut off by the exit.
    const streamOutcomes = await Promise.all(streams.map((stream) => stream.outcome));
    streamAgent.destroy();
    for (const outcome of streamOutcomes) {
      expect(outcome).toEqual({ status: 200, complete: true, error: null, at: expect.any(Number) });
      expect(outcome.at).toBeGreaterThanOrEqual(signalledAt);
      expect(outcome.at).toBeLessThanOrEqual(exit.at);
    }

    // In flight: the normal answer (a login, with its tokens), which ends the connection.
    // A request pipelined behind it is not read: the client has to send it again elsewhere.
    const answers = await Promise.all(slow.map((request) => request.answers));
    for (const answer of answers) {
      expect(statusesIn(answer)).toEqual([200]);
      expect(answer).toContain('"accessToken":"');
      expect(answer).toMatch(/^connection: close\r$/im);
    }
    // A request that reached the router after the signal: 503, and its connection is closed.
    const refused = await late.answers;
    expect(statusesIn(refused)).toEqual([503]);
    expect(refused).toMatch(/^connection: close\r$/im);
    expect(refused).toContain('"statusCode":503');

    // The steady load: answered normally before the signal, refused once the listener
    // closed; around the signal a connection may also be closed unanswered. Never a 500.
    const before = load.filter((entry) => entry.startedAt < signalledAt - 200);
    expect(before.length).toBeGreaterThan(0);
    expect(new Set(before.map((entry) => entry.outcome))).toEqual(new Set([200]));
    const after = load.filter((entry) => entry.startedAt >= closedAt);
    expect(after.length).toBeGreaterThan(0);
    expect(new Set(after.map((entry) => entry.outcome))).toEqual(new Set(['ECONNREFUSED']));
    for (const { outcome } of load) {
      expect([200, 503, 'ECONNREFUSED', 'ECONNRESET', 'EPIPE']).toContain(outcome);
    }

    // The mail in flight was delivered once and recorded as sent after the signal, before the
    // database closed; nothing failed on the way down.
    expect(
      smtp.received.filter((mail) => mail.raw.includes('/auth/reset-password?token=')),
    ).toHaveLength(1);
    const signalLine = running.lines.findIndex((line) => line.record?.signal === 'SIGTERM');
    const sentAfterSignal = running.lines
      .slice(signalLine)
      .filter((line) => line.record?.event === 'mail.sent');
    expect(sentAfterSignal, output).toHaveLength(1);
    const errors = running.lines.filter(
      (line) => line.record === null || Number(line.record.level) >= 50,
    );
    expect(errors.map((line) => line.text)).toEqual([]);
    expect(output).not.toMatch(
      /closed|Client was closed|pool after calling end|pool (has )?ended|shutdown (timed out|failed)/i,
    );
  }, 90_000);
});
