import { createPrivateKey } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type FileStorageConfig, fileStorageUrl } from './file-storage-config.js';
import { isTwoFactorKeyText } from './lib/two-factor-key.js';

export type { FileStorageConfig } from './file-storage-config.js';

/**
 * The one place that reads the environment. Everything else receives an AppConfig, so tests
 * build one directly and no behaviour depends on ambient variables.
 */

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export const logFormats = ['pretty', 'json'] as const;
export type LogFormat = (typeof logFormats)[number];

export type DatabaseConfig =
  | {
      kind: 'pglite';
      /** Where PGlite keeps its files; null keeps the database in memory (tests). */
      dataDir: string | null;
      /**
       * A data directory dumped by PGlite (dumpDataDir) to start from instead of an empty
       * cluster: tests load one migrated snapshot rather than initialise a cluster per app.
       */
      snapshot?: Blob;
    }
  | { kind: 'postgres'; url: string };

/** Fastify's trustProxy: off, on, a hop count, or the addresses of trusted proxies. */
export type TrustProxy = boolean | number | string;

export interface AppConfig {
  port: number;
  /**
   * HOST as given; null when not given, and the server chooses (listen-host.ts): the
   * loopback address while demo accounts with their published passwords exist, else 0.0.0.0.
   */
  host: string | null;
  database: DatabaseConfig;
  /** Absolute; holds the embedded database, uploaded files and the generated JWT secret. */
  dataDir: string;
  /** Absolute folder of stored files (DATA_DIR/files). */
  filesDir: string;
  /**
   * Where stored files live: `disk` (filesDir) unless FILE_STORAGE_URL names an S3 bucket
   * (file-storage-config.ts; README.md, "Object storage").
   */
  fileStorage: FileStorageConfig;
  /** Base of every link the server builds (never taken from the Host header); no trailing slash. */
  publicUrl: string;
  /** Signing secret for access tokens; when absent one is generated and kept in the data folder. */
  jwtSecret: string | null;
  /**
   * The Ed25519 private key (PKCS#8 PEM) that signs certificates' credentials and the
   * revocation status list; when absent one is generated and kept in the data folder.
   */
  credentialSigningKey: string | null;
  /**
   * The AES-256 key (base64 of 32 bytes) that encrypts second factors' secrets; when absent
   * one is generated and kept in the data folder. `previous` still decrypts during a rotation.
   */
  twoFactorKey: { current: string | null; previous: string | null };
  smtpUrl: string | null;
  mailFrom: string;
  /** Rate-limit counters go to Redis when set, so limits hold across processes. */
  redisUrl: string | null;
  /**
   * The bearer token that /metrics asks for (METRICS_TOKEN); null switches the metrics off:
   * /metrics answers 404 and nothing is measured (plugins/app/metrics.ts).
   */
  metricsToken: string | null;
  /**
   * Seed demo content and accounts into a database without users. SEED_DEMO when given;
   * otherwise only with the embedded database, so a server's database never gets accounts
   * with published passwords by accident.
   */
  seedDemo: boolean;
  /**
   * Serve the outbox at /dev/mailbox (to loopback callers only, mailbox-routes.ts).
   * DEV_MAILBOX when given; otherwise only with the embedded database and no SMTP_URL.
   */
  devMailbox: boolean;
  logLevel: LogLevel;
  /**
   * LOG_FORMAT as given: `pretty` (readable lines) or `json` (JSON lines and no start-up
   * banner, for log collectors); null when not given: pretty on a terminal, else JSON
   * (logger.ts).
   */
  logFormat: LogFormat | null;
  /** Built web app to serve; null serves the API only. */
  webDist: string | null;
  trustProxy: TrustProxy;
  rateLimit: {
    /** Requests per minute per address, all routes together. */
    globalPerMinute: number;
    /** Login attempts per minute per address. */
    loginPerMinute: number;
    /** E-mail and phone availability checks per minute per address (against enumeration). */
    checkPerMinute: number;
    /** Registrations per minute per address. */
    registrationPerMinute: number;
    /** Promotion-code checks per minute per address (against guessing codes). */
    promotionCheckPerMinute: number;
    /** Verification-link resends and password-reset requests per minute per address. */
    mailPerMinute: number;
    /** Token refreshes per minute per address. */
    refreshPerMinute: number;
    /** File uploads (lecture attachments, mini-project answers, up to 10 MB each) per minute per address. */
    uploadsPerMinute: number;
    /** Direction pictures (up to 5 MB each) per minute per address. */
    imageUploadsPerMinute: number;
    /**
     * Failed logins (and wrong current passwords) one account may collect within
     * `loginLockSeconds`, whatever address they come from; past it, 429 until the window ends.
     */
    loginFailuresPerAccount: number;
    /** Failed logins one address may collect within `loginLockSeconds`, over all accounts. */
    loginFailuresPerAddress: number;
    /** The failed-login window; a lock ends with it (a reset password ends it at once). */
    loginLockSeconds: number;
  };
  /** Largest JSON body accepted, in bytes. */
  bodyLimit: number;
  /** How often the mail sender looks at the outbox when nothing wakes it. */
  mailPollIntervalMs: number;
  /** How often the due-date reminders look for tests and mini projects falling due. */
  dueReminderPollIntervalMs: number;
  /** Prices, the payment provider and reminders (ARCHITECTURE.md, "Billing"). */
  billing: BillingConfig;
  /**
   * The pool that grades code answers (ARCHITECTURE.md, "Code exercises: the sandbox"):
   * worker threads (CODE_RUNNER_WORKERS) and submissions waiting for one at most
   * (CODE_RUNNER_QUEUE); null takes the pool's default from the machine (one worker per core
   * but one, within a quarter of the memory at 768 MiB each; 4 waiting per worker).
   */
  codeRunner: { workers: number | null; queueLimit: number | null };
  /** The daily digest of notifications (ARCHITECTURE.md, "Notifications"). */
  notificationDigest: {
    /** The hour of the day, in the academy's time zone, from which the day's digest goes. */
    localHour: number;
    /** How often the digest job looks for users whose digest is due. */
    pollIntervalMs: number;
  };
}

/** The payment providers the API ships (modules/billing/providers). */
export const paymentProviders = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** Stripe's own API, where the SDK goes unless STRIPE_API_BASE names a test stand-in. */
export const STRIPE_API_BASE_DEFAULT = 'https://api.stripe.com';

/** The Stripe account's keys (README.md, "Stripe"); present only with PAYMENT_PROVIDER=stripe. */
export interface StripeConfig {
  /** STRIPE_SECRET_KEY (`sk_…` or a restricted `rk_…`): the server's calls. */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET (`whsec_…`): the signing secret of the webhook endpoint. */
  webhookSecret: string;
  /** STRIPE_PUBLISHABLE_KEY (`pk_…`): public, handed to the browser's Stripe.js by GET pricing. */
  publishableKey: string;
  /**
   * STRIPE_API_BASE: where the SDK sends its calls, Stripe's own API unless a test stand-in
   * is named (apps/api/src/test/stripe-stand-in.ts). Split into the SDK's host, port and
   * protocol options.
   */
  apiBase: { protocol: 'http' | 'https'; host: string; port: number };
  /**
   * STRIPE_IDEMPOTENCY_PREFIX: this install's prefix on every idempotency key sent to Stripe,
   * so two installs sharing one account (staging and production, a restored backup) never
   * meet on `academy-payment-<id>`; null: generated once into DATA_DIR/stripe-key-prefix
   * (modules/billing/providers; README.md, "Stripe").
   */
  keyPrefix: string | null;
}

export interface BillingConfig {
  /** ISO 4217 code of every price the API sets (BILLING_CURRENCY; the seeded plans use it). */
  currency: string;
  /** Price of a test's retake, in minor units (RETAKE_PRICE). */
  retakePrice: number;
  /** Which payment provider charges cards (PAYMENT_PROVIDER). */
  paymentProvider: PaymentProviderName;
  /**
   * Secret the provider signs its webhooks with (PAYMENT_WEBHOOK_SECRET); null: generated
   * once into DATA_DIR/payment-webhook-secret.
   */
  paymentWebhookSecret: string | null;
  /**
   * Who issues the receipts and what tax the prices include (ACADEMY_NAME, ACADEMY_ADDRESS,
   * TAX_NAME, TAX_RATE_PERCENT; no tax line when no rate is set).
   */
  receiptIssuer: {
    name: string;
    address: string | null;
    tax: { name: string; ratePercent: number } | null;
  };
  /** The Stripe account's keys when the provider is `stripe`; null otherwise. */
  stripe: StripeConfig | null;
  /** How many days before the learning access ends the reminder mail goes (TRIAL_REMINDER_DAYS). */
  reminderDaysBeforeEnd: number;
  /** How often the reminder job looks for accesses about to end. */
  reminderPollIntervalMs: number;
}

const moduleDir = dirname(fileURLToPath(import.meta.url));
/**
 * The web build sits at apps/web/dist. This module runs from apps/api/src (tsx, tests) or
 * is bundled into apps/api/dist: both are one level below apps/api, so one relative path
 * serves both.
 */
const defaultWebDist = resolve(moduleDir, '../../web/dist');

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be true or false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const trustProxyText = z
  .string()
  .min(1)
  .transform((value): TrustProxy => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value;
  });

/** Whether `pem` is an Ed25519 private key in PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`). */
function isEd25519PrivateKey(pem: string): boolean {
  try {
    const key = createPrivateKey({ key: pem, format: 'pem' });
    return key.asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  FILE_STORAGE_URL: fileStorageUrl.optional(),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_SESSION_TOKEN: z.string().optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  JWT_SECRET: z
    .string()
    .refine((value) => Buffer.byteLength(value, 'utf8') >= 32, {
      error: 'must be at least 32 bytes (256 bits)',
    })
    .optional(),
  CREDENTIAL_SIGNING_KEY: z
    .string()
    // One line in an env file: its line breaks written as `\n`.
    .transform((value) => value.replaceAll('\\n', '\n'))
    .refine(isEd25519PrivateKey, { error: 'must be an Ed25519 private key in PKCS#8 PEM' })
    .optional(),
  TWO_FACTOR_KEY: z
    .string()
    .refine(isTwoFactorKeyText, { error: 'must be base64 of 32 random bytes (256 bits)' })
    .optional(),
  TWO_FACTOR_PREVIOUS_KEY: z
    .string()
    .refine(isTwoFactorKeyText, { error: 'must be base64 of 32 random bytes (256 bits)' })
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Academy <no-reply@academy.test>'),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  METRICS_TOKEN: z
    .string()
    .refine((value) => Buffer.byteLength(value, 'utf8') >= 32, {
      error: 'must be at least 32 bytes (256 bits)',
    })
    .optional(),
  SEED_DEMO: booleanText.optional(),
  DEV_MAILBOX: booleanText.optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  LOG_FORMAT: z.enum(logFormats).optional(),
  WEB_DIST: z.string().min(1).optional(),
  TRUST_PROXY: trustProxyText.default(false),
  /** Multiplies every per-minute rate limit: >1 for load tests and browser journeys. */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(100_000).default(1),
  BILLING_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: 'must be an ISO 4217 code in capitals (USD, EUR, AMD)' })
    .default('USD'),
  RETAKE_PRICE: z.coerce.number().int().min(0).max(100_000_000).default(1500),
  PAYMENT_PROVIDER: z.enum(paymentProviders).default('sandbox'),
  ACADEMY_NAME: z.string().trim().min(1).max(200).default('Academy'),
  ACADEMY_ADDRESS: z.string().trim().min(1).max(500).optional(),
  TAX_NAME: z.string().trim().min(1).max(40).default('VAT'),
  TAX_RATE_PERCENT: z.coerce.number().gt(0).max(100).multipleOf(0.01).optional(),
  PAYMENT_WEBHOOK_SECRET: z
    .string()
    .refine((value) => Buffer.byteLength(value, 'utf8') >= 32, {
      error: 'must be at least 32 bytes (256 bits)',
    })
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, {
      error: 'must be a Stripe secret key (sk_test_…, sk_live_…)',
    })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, { error: "must be a Stripe webhook endpoint's signing secret (whsec_…)" })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, {
      error: 'must be a Stripe publishable key (pk_test_…, pk_live_…)',
    })
    .optional(),
  STRIPE_IDEMPOTENCY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, {
      error: 'must be 1–40 letters, digits, "-" or "_", starting with a letter or digit',
    })
    .optional(),
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default(STRIPE_API_BASE_DEFAULT),
  TRIAL_REMINDER_DAYS: z.coerce.number().int().min(1).max(60).default(3),
  CODE_RUNNER_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  CODE_RUNNER_QUEUE: z.coerce.number().int().min(0).max(10_000).optional(),
});

export type Environment = Record<string, string | undefined>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads and validates the environment; an empty variable counts as unset. */
export function loadConfig(env: Environment = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  // Conveniences of a developer's machine (demo accounts, a page showing every mailed link)
  // are on by default only there: the embedded database. A server's own database gets them
  // only when asked for.
  const embedded = e.DATABASE_URL === undefined;
  return {
    port: e.PORT,
    host: e.HOST ?? null,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'db') },
    dataDir,
    filesDir: resolve(dataDir, 'files'),
    fileStorage: fileStorageConfig(e),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET ?? null,
    credentialSigningKey: e.CREDENTIAL_SIGNING_KEY ?? null,
    twoFactorKey: {
      current: e.TWO_FACTOR_KEY ?? null,
      previous: e.TWO_FACTOR_PREVIOUS_KEY ?? null,
    },
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL ?? null,
    metricsToken: e.METRICS_TOKEN ?? null,
    seedDemo: e.SEED_DEMO ?? embedded,
    devMailbox: e.DEV_MAILBOX ?? (embedded && e.SMTP_URL === undefined),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? null,
    webDist: resolve(e.WEB_DIST ?? defaultWebDist),
    trustProxy: e.TRUST_PROXY,
    rateLimit: scaleRateLimits(
      {
        globalPerMinute: 600,
        loginPerMinute: 10,
        checkPerMinute: 10,
        registrationPerMinute: 10,
        promotionCheckPerMinute: 10,
        mailPerMinute: 5,
        refreshPerMinute: 60,
        uploadsPerMinute: 60,
        imageUploadsPerMinute: 30,
        loginFailuresPerAccount: 10,
        loginFailuresPerAddress: 100,
        loginLockSeconds: 15 * 60,
      },
      e.RATE_LIMIT_SCALE,
    ),
    bodyLimit: 1024 * 1024,
    mailPollIntervalMs: 2000,
    dueReminderPollIntervalMs: 60_000,
    billing: {
      currency: e.BILLING_CURRENCY,
      retakePrice: e.RETAKE_PRICE,
      paymentProvider: e.PAYMENT_PROVIDER,
      paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? null,
      receiptIssuer: {
        name: e.ACADEMY_NAME,
        address: e.ACADEMY_ADDRESS ?? null,
        tax:
          e.TAX_RATE_PERCENT === undefined
            ? null
            : { name: e.TAX_NAME, ratePercent: e.TAX_RATE_PERCENT },
      },
      stripe: stripeConfig(e),
      reminderDaysBeforeEnd: e.TRIAL_REMINDER_DAYS,
      reminderPollIntervalMs: 60_000,
    },
    codeRunner: {
      workers: e.CODE_RUNNER_WORKERS ?? null,
      queueLimit: e.CODE_RUNNER_QUEUE ?? null,
    },
    notificationDigest: { localHour: 8, pollIntervalMs: 5 * 60_000 },
  };
}

/**
 * The Stripe keys when PAYMENT_PROVIDER=stripe: all three are needed, and the server refuses
 * to start naming the missing ones. Null for another provider (the keys are then ignored).
 */
function stripeConfig(e: z.infer<typeof envSchema>): StripeConfig | null {
  if (e.PAYMENT_PROVIDER !== 'stripe') return null;
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = e;
  const { STRIPE_PUBLISHABLE_KEY: publishableKey } = e;
  if (!secretKey || !webhookSecret || !publishableKey) {
    const missing = [
      ['STRIPE_SECRET_KEY', secretKey],
      ['STRIPE_WEBHOOK_SECRET', webhookSecret],
      ['STRIPE_PUBLISHABLE_KEY', publishableKey],
    ]
      .filter(([, value]) => !value)
      .map(([name]) => name);
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: required with PAYMENT_PROVIDER=stripe`,
    );
  }
  const base = new URL(e.STRIPE_API_BASE);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return {
    secretKey,
    webhookSecret,
    publishableKey,
    apiBase: {
      protocol,
      host: base.hostname,
      port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443,
    },
    keyPrefix: e.STRIPE_IDEMPOTENCY_PREFIX ?? null,
  };
}

/** The bucket of FILE_STORAGE_URL with the AWS variables' credentials (both or neither). */
function fileStorageConfig(e: z.infer<typeof envSchema>): FileStorageConfig {
  if (!e.FILE_STORAGE_URL) return { kind: 'disk' };
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: give both or neither',
    );
  }
  const credentials =
    accessKeyId && secretAccessKey
      ? {
          accessKeyId,
          secretAccessKey,
          ...(e.AWS_SESSION_TOKEN ? { sessionToken: e.AWS_SESSION_TOKEN } : {}),
        }
      : null;
  return { ...e.FILE_STORAGE_URL, credentials };
}

function scaleRateLimits(limits: AppConfig['rateLimit'], scale: number): AppConfig['rateLimit'] {
  const scaled = (perMinute: number) => Math.max(1, Math.round(perMinute * scale));
  return {
    globalPerMinute: scaled(limits.globalPerMinute),
    loginPerMinute: scaled(limits.loginPerMinute),
    checkPerMinute: scaled(limits.checkPerMinute),
    registrationPerMinute: scaled(limits.registrationPerMinute),
    promotionCheckPerMinute: scaled(limits.promotionCheckPerMinute),
    mailPerMinute: scaled(limits.mailPerMinute),
    refreshPerMinute: scaled(limits.refreshPerMinute),
    uploadsPerMinute: scaled(limits.uploadsPerMinute),
    imageUploadsPerMinute: scaled(limits.imageUploadsPerMinute),
    loginFailuresPerAccount: scaled(limits.loginFailuresPerAccount),
    loginFailuresPerAddress: scaled(limits.loginFailuresPerAddress),
    loginLockSeconds: limits.loginLockSeconds,
  };
}
