import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServerProcess, serverEnv } from '../faults/server-process.js';
import { FaultySmtpServer } from '../faults/smtp.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import { testBillingConfig } from '../test/billing-builders.js';
import { randomAddress } from '../test/builders.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';

/*
 * Two real server processes behind an imagined load balancer (README.md, "Running at
 * scale"): one PostgreSQL database, one Redis, one folder of stored files, one SMTP server
 * (this test's), and the same signing secrets and public address. The balancer is the
 * test: it sends each request to one process or the other, with the client's address in
 * X-Forwarded-For (TRUST_PROXY=1), as a balancer in front of them would.
 */

/** The public address both processes build links with, and that access tokens name. */
const PUBLIC_URL = 'http://academy.test';

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's address, as the balancer passes it on; a random one unless given. */
  address?: string;
}

export class ScaleCluster {
  /** The two processes' ports: requests go to `ports[0]` or `ports[1]`. */
  ports: [number, number] = [0, 0];
  /** Every answer with a 5xx, for the tests to assert there was none. */
  readonly serverErrors: string[] = [];
  readonly smtp = new FaultySmtpServer();
  readonly servers: ServerProcess[] = [];
  private database: TestDatabase | null = null;
  private setupApp: TestApp | null = null;
  /** The setup app while it starts: closed too if the start is given up half-way. */
  private setupStarting: Promise<TestApp> | null = null;
  private readonly folders: string[] = [];

  /**
   * An in-process app on the same database, for setting up data with the test builders
   * and reading rows back: it does not listen, so it sends no mail; the requests under
   * test go to the processes.
   */
  get setup(): TestApp {
    if (!this.setupApp) throw new Error('the cluster did not start');
    return this.setupApp;
  }

  /** Creates the database and starts both processes and the setup app, all at once. */
  async start(): Promise<void> {
    const redisUrl = process.env.TEST_REDIS_URL;
    if (!redisUrl || !process.env.DATABASE_URL) {
      throw new Error('the scale-out test needs DATABASE_URL and TEST_REDIS_URL');
    }
    this.database = await createTestDatabase();
    const { config: database } = this.database;
    if (database.kind !== 'postgres') throw new Error('the scale-out test needs PostgreSQL');
    await this.smtp.start();
    // One folder of stored files for both, as README.md allows ("one shared folder").
    const dataDir = await this.folder('academy-scale-data-');
    // An empty web build: the API only, whatever apps/web/dist holds.
    const webDist = await this.folder('academy-scale-web-');

    const secrets = {
      jwtSecret: randomBytes(32).toString('base64url'),
      webhookSecret: randomBytes(32).toString('base64url'),
      credentialKey: generateKeyPairSync('ed25519')
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
    };
    const env = serverEnv(
      { dataDir, webDist },
      {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        PUBLIC_URL,
        TRUST_PROXY: '1',
        SMTP_URL: `smtp://127.0.0.1:${this.smtp.port}`,
        JWT_SECRET: secrets.jwtSecret,
        CREDENTIAL_SIGNING_KEY: secrets.credentialKey,
        PAYMENT_WEBHOOK_SECRET: secrets.webhookSecret,
        PAYMENT_PROVIDER: 'sandbox',
        BILLING_CURRENCY: testBillingConfig.currency,
        RETAKE_PRICE: String(testBillingConfig.retakePrice),
        // The shipped limits (10 logins a minute per address, 10 failures per account …).
        RATE_LIMIT_SCALE: '1',
      },
    );
    const first = new ServerProcess(env);
    const second = new ServerProcess(env);
    this.servers.push(first, second);
    this.setupStarting = buildTestApp({
      database,
      publicUrl: PUBLIC_URL,
      jwtSecret: secrets.jwtSecret,
      credentialSigningKey: secrets.credentialKey,
      billing: { ...testBillingConfig, paymentWebhookSecret: secrets.webhookSecret },
    });
    const [firstPort, secondPort, setupApp] = await Promise.all([
      first.listening(60_000),
      second.listening(60_000),
      this.setupStarting,
    ]);
    this.setupApp = setupApp;
    this.ports = [firstPort, secondPort];
  }

  /** Kills the processes and drops the database, whatever state `start` got to. */
  async close(): Promise<void> {
    const steps = [
      ...this.servers.map((server) => server.kill()),
      // A start that failed has said why already; nothing of it is left to close.
      this.setupStarting?.then(
        (app) => app.close(),
        () => undefined,
      ),
      this.smtp.stop(),
    ];
    const results = await Promise.allSettled(steps);
    // The database goes last: nothing may hold a connection to it (`with (force)` anyway).
    results.push(...(await Promise.allSettled([this.database?.drop()])));
    await Promise.allSettled(
      this.folders.map((folder) => rm(folder, { recursive: true, force: true, maxRetries: 3 })),
    );
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
  }

  /** The port of the process a request number `index` goes to: one, then the other. */
  port(index: number): number {
    return this.ports[index % 2] as number;
  }

  /** One request to the process at `port`, through the (imagined) balancer. */
  async request(
    port: number,
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      'x-forwarded-for': options.address ?? randomAddress(),
      ...options.headers,
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      signal: AbortSignal.timeout(20_000),
    });
    const body = await response.text();
    if (response.status >= 500) {
      this.serverErrors.push(`${method} ${path} on ${port}: ${response.status} ${body}`);
    }
    return {
      status: response.status,
      headers: response.headers,
      body,
      json: <T>() => JSON.parse(body) as T,
    };
  }

  /**
   * The JSON log records of both processes with this `event`, per process: all of those
   * written before this call, since a process's output reaches the test a little after
   * its answers do. A request to a path of its own marks where each process's log is read.
   */
  async events(event: string): Promise<Record<string, unknown>[][]> {
    await Promise.all(
      this.servers.map(async (server, index) => {
        const marker = `/v1/log-read-up-to-here/${randomBytes(6).toString('hex')}`;
        const answer = await this.request(this.port(index), 'GET', marker);
        if (answer.status !== 404) throw new Error(`${marker}: ${answer.status}`);
        await server.waitForLine((line) => line.text.includes(marker), 5_000);
      }),
    );
    return this.servers.map((server) =>
      server.lines.flatMap((line) => (line.record?.event === event ? [line.record] : [])),
    );
  }

  private async folder(prefix: string): Promise<string> {
    const folder = await mkdtemp(join(tmpdir(), prefix));
    this.folders.push(folder);
    return folder;
  }
}
