import { generateKeyPairSync } from 'node:crypto';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs with no configuration at all (embedded defaults)', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    // Not given: the server chooses (listen-host.ts).
    expect(config.host).toBeNull();
    expect(config.dataDir).toBe(resolve('data'));
    expect(config.database).toEqual({ kind: 'pglite', dataDir: resolve('data', 'db') });
    expect(config.filesDir).toBe(resolve('data', 'files'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.jwtSecret).toBeNull();
    expect(config.seedDemo).toBe(true);
    expect(config.devMailbox).toBe(true);
    expect(config.trustProxy).toBe(false);
    expect(config.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('switches to PostgreSQL and reads the other settings', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/academy',
      PUBLIC_URL: 'https://academy.example/',
      JWT_SECRET: 'k'.repeat(32),
      SEED_DEMO: 'false',
      TRUST_PROXY: '1',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app@db:5432/academy' });
    expect(config.publicUrl).toBe('https://academy.example');
    expect(config.seedDemo).toBe(false);
    expect(config.trustProxy).toBe(1);
    expect(config.redisUrl).toBe('redis://cache:6379');
  });

  it('reads LOG_FORMAT, leaving the choice to the logger when it is not given', () => {
    expect(loadConfig({}).logFormat).toBeNull();
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('keeps HOST when given', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
  });

  it('turns the demo seed and the mailbox off with DATABASE_URL unless they are asked for', () => {
    const server = { DATABASE_URL: 'postgres://app@db:5432/academy' };
    expect(loadConfig(server)).toMatchObject({ seedDemo: false, devMailbox: false });
    expect(loadConfig({ ...server, SEED_DEMO: 'true', DEV_MAILBOX: 'true' })).toMatchObject({
      seedDemo: true,
      devMailbox: true,
    });
    expect(loadConfig({ ...server, SEED_DEMO: 'yes' }).devMailbox).toBe(false);
  });

  it('turns the mailbox off when mail is delivered, or when asked to', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail:587' })).toMatchObject({
      devMailbox: false,
      seedDemo: true,
    });
    expect(loadConfig({ SMTP_URL: 'smtp://mail:587', DEV_MAILBOX: '1' }).devMailbox).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: 'false' }).devMailbox).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'no' })).toMatchObject({ seedDemo: false, devMailbox: true });
  });

  it('scales every per-minute rate limit by RATE_LIMIT_SCALE', () => {
    const base = loadConfig({}).rateLimit;
    const scaled = loadConfig({ RATE_LIMIT_SCALE: '100' }).rateLimit;
    expect(scaled.loginPerMinute).toBe(base.loginPerMinute * 100);
    expect(scaled.checkPerMinute).toBe(base.checkPerMinute * 100);
    expect(scaled.globalPerMinute).toBe(base.globalPerMinute * 100);
    // The routes' own limits too: refreshes, uploads and pictures.
    expect(base).toMatchObject({
      refreshPerMinute: 60,
      uploadsPerMinute: 60,
      imageUploadsPerMinute: 30,
    });
    expect(scaled.refreshPerMinute).toBe(base.refreshPerMinute * 100);
    expect(scaled.uploadsPerMinute).toBe(base.uploadsPerMinute * 100);
    expect(scaled.imageUploadsPerMinute).toBe(base.imageUploadsPerMinute * 100);
    expect(() => loadConfig({ RATE_LIMIT_SCALE: '0' })).toThrow(ConfigError);
  });

  it('reads the billing settings, safe by default', () => {
    expect(loadConfig({}).billing).toEqual({
      currency: 'USD',
      retakePrice: 1500,
      paymentProvider: 'sandbox',
      paymentWebhookSecret: null,
      receiptIssuer: { name: 'Academy', address: null, tax: null },
      stripe: null,
      reminderDaysBeforeEnd: 3,
      reminderPollIntervalMs: 60_000,
    });
    const config = loadConfig({
      BILLING_CURRENCY: 'EUR',
      RETAKE_PRICE: '2000',
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_WEBHOOK_SECRET: 'w'.repeat(32),
      TRIAL_REMINDER_DAYS: '5',
      ACADEMY_NAME: ' Academy of Code ',
      ACADEMY_ADDRESS: '12 Abovyan Street, Yerevan',
      TAX_NAME: 'ԱԱՀ',
      TAX_RATE_PERCENT: '16.5',
    });
    expect(config.billing).toMatchObject({
      currency: 'EUR',
      retakePrice: 2000,
      paymentWebhookSecret: 'w'.repeat(32),
      receiptIssuer: {
        name: 'Academy of Code',
        address: '12 Abovyan Street, Yerevan',
        tax: { name: 'ԱԱՀ', ratePercent: 16.5 },
      },
      reminderDaysBeforeEnd: 5,
    });
    for (const [name, value] of [
      ['BILLING_CURRENCY', 'euro'],
      ['RETAKE_PRICE', '-1'],
      ['PAYMENT_PROVIDER', 'paypal'],
      ['PAYMENT_WEBHOOK_SECRET', 'short'],
      ['TRIAL_REMINDER_DAYS', '0'],
      ['TAX_RATE_PERCENT', '0'],
      ['TAX_RATE_PERCENT', '101'],
      ['TAX_RATE_PERCENT', '7.125'],
    ] as const) {
      expect(() => loadConfig({ [name]: value }), name).toThrow(name);
    }
  });

  it("sizes the code runner's pool from CODE_RUNNER_WORKERS and CODE_RUNNER_QUEUE, or the machine", () => {
    expect(loadConfig({}).codeRunner).toEqual({ workers: null, queueLimit: null });
    expect(loadConfig({ CODE_RUNNER_WORKERS: '3', CODE_RUNNER_QUEUE: '0' }).codeRunner).toEqual({
      workers: 3,
      queueLimit: 0,
    });
    for (const [name, value] of [
      ['CODE_RUNNER_WORKERS', '0'],
      ['CODE_RUNNER_WORKERS', '1.5'],
      ['CODE_RUNNER_QUEUE', '-1'],
    ] as const) {
      expect(() => loadConfig({ [name]: value }), name).toThrow(name);
    }
  });

  it('takes Stripe with its three keys, and refuses to start without one of them', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
    };
    expect(loadConfig({ PAYMENT_PROVIDER: 'stripe', ...keys }).billing).toMatchObject({
      paymentProvider: 'stripe',
      stripe: {
        secretKey: 'sk_test_abc123',
        webhookSecret: 'whsec_abc123',
        publishableKey: 'pk_test_abc123',
        apiBase: { protocol: 'https', host: 'api.stripe.com', port: 443 },
        keyPrefix: null,
      },
    });
    expect(
      loadConfig({ PAYMENT_PROVIDER: 'stripe', ...keys, STRIPE_IDEMPOTENCY_PREFIX: 'staging' })
        .billing.stripe?.keyPrefix,
    ).toBe('staging');
    expect(() =>
      loadConfig({ PAYMENT_PROVIDER: 'stripe', ...keys, STRIPE_IDEMPOTENCY_PREFIX: 'has space' }),
    ).toThrow('STRIPE_IDEMPOTENCY_PREFIX');
    // The SDK's host, port and protocol, for the test stand-in only.
    const standIn = loadConfig({
      PAYMENT_PROVIDER: 'stripe',
      ...keys,
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(standIn.billing.stripe?.apiBase).toEqual({
      protocol: 'http',
      host: '127.0.0.1',
      port: 12111,
    });
    // The keys mean nothing to the sandbox.
    expect(loadConfig(keys).billing.stripe).toBeNull();
    for (const missing of Object.keys(keys)) {
      const env = { PAYMENT_PROVIDER: 'stripe', ...keys, [missing]: '' };
      expect(() => loadConfig(env), missing).toThrow(
        `${missing}: required with PAYMENT_PROVIDER=stripe`,
      );
    }
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY: required',
    );
    expect(() =>
      loadConfig({ PAYMENT_PROVIDER: 'stripe', ...keys, STRIPE_SECRET_KEY: 'pk_test_abc' }),
    ).toThrow('STRIPE_SECRET_KEY: must be a Stripe secret key');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' }).database.kind).toBe('pglite');
  });

  it('takes an Ed25519 CREDENTIAL_SIGNING_KEY, also written on one line, and refuses others', () => {
    const pem = generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect(loadConfig({}).credentialSigningKey).toBeNull();
    expect(loadConfig({ CREDENTIAL_SIGNING_KEY: pem }).credentialSigningKey).toBe(pem);
    expect(
      loadConfig({ CREDENTIAL_SIGNING_KEY: pem.replaceAll('\n', '\\n') }).credentialSigningKey,
    ).toBe(pem);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    for (const bad of [rsa, 'not a key']) {
      expect(() => loadConfig({ CREDENTIAL_SIGNING_KEY: bad })).toThrow(
        /CREDENTIAL_SIGNING_KEY: must be an Ed25519 private key/,
      );
    }
  });

  it('keeps files on the local disk unless FILE_STORAGE_URL names an S3 bucket', () => {
    expect(loadConfig({}).fileStorage).toEqual({ kind: 'disk' });
    expect(
      loadConfig({
        FILE_STORAGE_URL:
          's3://academy-files/uploads/2026/?endpoint=http://127.0.0.1:9000/&region=eu-west-1&forcePathStyle=true',
        AWS_ACCESS_KEY_ID: 'id',
        AWS_SECRET_ACCESS_KEY: 'secret',
      }).fileStorage,
    ).toEqual({
      kind: 's3',
      bucket: 'academy-files',
      prefix: 'uploads/2026',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    // Without the AWS variables the SDK's own chain (an instance role) answers.
    expect(loadConfig({ FILE_STORAGE_URL: 's3://academy-files' }).fileStorage).toEqual({
      kind: 's3',
      bucket: 'academy-files',
      prefix: '',
      endpoint: null,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: null,
    });
  });

  it('refuses a FILE_STORAGE_URL it cannot use, saying why', () => {
    for (const [url, reason] of [
      ['https://academy-files', 'must be an s3://<bucket>'],
      ['not a url', 'must be an s3://<bucket>'],
      ['s3://id:secret@academy-files', 'must not hold credentials'],
      ['s3://Academy_Files', 'must name a bucket'],
      ['s3://academy-files/../other', 'no . or .. part'],
      ['s3://academy-files/my files', 'no . or .. part'],
      ['s3://academy-files?endpiont=http://x', 'unknown parameter endpiont'],
      ['s3://academy-files?endpoint=ftp://x', 'endpoint must be an http(s) URL'],
      ['s3://academy-files?endpoint=http://u:p@x', 'endpoint must be an http(s) URL'],
      ['s3://academy-files?forcePathStyle=yes', 'forcePathStyle must be true or false'],
      ['s3://academy-files?region=EU%20West', 'region must be a region name'],
    ] as const) {
      expect(() => loadConfig({ FILE_STORAGE_URL: url }), url).toThrow(
        new RegExp(`FILE_STORAGE_URL: .*${reason.replace(/[.*()?]/g, '\\$&')}`),
      );
    }
    expect(() =>
      loadConfig({ FILE_STORAGE_URL: 's3://academy-files', AWS_ACCESS_KEY_ID: 'id' }),
    ).toThrow(/AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: give both or neither/);
  });

  it('explains every invalid variable in one readable error', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        JWT_SECRET: 'short',
        DATABASE_URL: 'mysql://x',
        SEED_DEMO: 'maybe',
        DEV_MAILBOX: 'public',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'JWT_SECRET', 'DATABASE_URL', 'SEED_DEMO', 'DEV_MAILBOX']) {
        expect(message).toContain(name);
      }
      expect(message).toContain('at least 32 bytes');
    }
  });
});
