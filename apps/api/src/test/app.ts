import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { type AppConfig, loadConfig } from '../config.js';
import type { Clock } from '../lib/clock.js';
import type { PaymentProvider } from '../modules/billing/index.js';
import type { LearningAccessPolicy } from '../plugins/app/learning-access.js';
import { createTestDatabase } from './database.js';
import { secretsIn } from './secrets-in-logs.js';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Every log line the app wrote, as parsed JSON. */
  logs: Record<string, unknown>[];
  /** The raw log output, for checks that no secret was ever written. */
  rawLogs(): string;
  close(): Promise<void>;
}

export type TestConfigOverrides = Partial<Omit<AppConfig, 'rateLimit'>> & {
  rateLimit?: Partial<AppConfig['rateLimit']>;
};

/**
 * The real app on a fresh database and data folder. Demo seeding is off unless asked for;
 * rate limits are high unless a test sets them, so tests do not trip over each other.
 * `setup` may add routes (e.g. one that throws) before the app is sealed.
 */
export async function buildTestApp(
  overrides: TestConfigOverrides = {},
  options: {
    setup?: (app: FastifyInstance) => void;
    now?: Clock;
    learningAccess?: LearningAccessPolicy;
    /** Told every SQL statement the app sends (see test/statements.ts). */
    queryLogger?: Logger;
    /** The payment provider instead of the configured sandbox (e.g. wrapped to count charges). */
    paymentProvider?: PaymentProvider;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-api-test-'));
  const database = await createTestDatabase();
  const base = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info' });
  const config: AppConfig = {
    ...base,
    database: database.config,
    publicUrl: 'http://academy.test',
    jwtSecret: randomBytes(32).toString('base64url'),
    webDist: null,
    // One worker (it starts at a test's first grading): a warm one takes about 0.5 GiB.
    codeRunner: { workers: 1, queueLimit: null },
    ...overrides,
    rateLimit: {
      globalPerMinute: 100_000,
      loginPerMinute: 100_000,
      checkPerMinute: 100_000,
      registrationPerMinute: 100_000,
      promotionCheckPerMinute: 100_000,
      mailPerMinute: 100_000,
      refreshPerMinute: 100_000,
      uploadsPerMinute: 100_000,
      imageUploadsPerMinute: 100_000,
      loginFailuresPerAccount: 100_000,
      loginFailuresPerAddress: 100_000,
      loginLockSeconds: 15 * 60,
      ...overrides.rateLimit,
    },
  };

  const lines: string[] = [];
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      logStream: { write: (line) => lines.push(line) },
      ...(options.now ? { now: options.now } : {}),
      ...(options.learningAccess ? { learningAccess: options.learningAccess } : {}),
      ...(options.queryLogger ? { queryLogger: options.queryLogger } : {}),
      ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
    });
    // Extra routes for a test go in before the app is sealed by ready().
    options.setup?.(app);
    await app.ready();
  } catch (error) {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
    throw error;
  }

  return {
    app,
    config,
    get logs() {
      return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    rawLogs: () => lines.join(''),
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
      // Whatever the test did, its app's logs give no secret away (test/secrets-in-logs.ts).
      const secrets = secretsIn(lines.join(''));
      if (secrets.length > 0) throw new Error(`the logs hold secrets: ${secrets.join('; ')}`);
    },
  };
}
