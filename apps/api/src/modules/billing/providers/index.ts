import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { PaymentProviderName, StripeConfig } from '../../../config.js';
import { readOrCreateDataFile } from '../../../lib/data-dir-files.js';
import { createSandboxProvider } from './sandbox.js';
import { createStripeProvider } from './stripe.js';
import type { PaymentProvider } from './types.js';

export { createSandboxProvider } from './sandbox.js';
export { signWebhook, WEBHOOK_TOLERANCE_SECONDS } from './signature.js';
export { createStripeProvider } from './stripe.js';
export * from './types.js';

/**
 * The webhook secret: PAYMENT_WEBHOOK_SECRET when configured; otherwise 256 random bits
 * generated once into DATA_DIR/payment-webhook-secret (mode 0600), as the JWT secret is.
 */
export async function resolveWebhookSecret(options: {
  configured: string | null;
  dataDir: string;
}): Promise<string> {
  if (options.configured !== null) return options.configured;
  const stored = await readOrCreateDataFile(join(options.dataDir, 'payment-webhook-secret'), () =>
    randomBytes(32).toString('base64url'),
  );
  return stored.trim();
}

/** The file in DATA_DIR that keeps a generated Stripe idempotency-key prefix. */
export const STRIPE_KEY_PREFIX_FILE = 'stripe-key-prefix';

/**
 * This install's prefix on every idempotency key sent to Stripe (README.md, "Stripe"):
 * STRIPE_IDEMPOTENCY_PREFIX when configured; otherwise `academy-` and 48 random bits in hex,
 * generated once into DATA_DIR/stripe-key-prefix, so keys stay the same across restarts.
 * A backup does not keep it and a restore removes it (ops/restore.ts): the restored
 * database numbers new payments again from where the backup was taken, and those ids must
 * not meet the keys the install sent after it.
 */
export async function resolveStripeKeyPrefix(options: {
  configured: string | null;
  dataDir: string;
}): Promise<string> {
  if (options.configured !== null) return options.configured;
  const stored = await readOrCreateDataFile(
    join(options.dataDir, STRIPE_KEY_PREFIX_FILE),
    () => `academy-${randomBytes(6).toString('hex')}`,
  );
  return stored.trim();
}

/** The configured provider (PAYMENT_PROVIDER); Stripe with its keys (config.ts checked them). */
export function createPaymentProvider(
  name: PaymentProviderName,
  options: { webhookSecret: string; stripe: (StripeConfig & { keyPrefix: string }) | null },
): PaymentProvider {
  switch (name) {
    case 'sandbox':
      return createSandboxProvider(options);
    case 'stripe':
      if (!options.stripe) throw new Error('PAYMENT_PROVIDER=stripe needs its keys');
      return createStripeProvider(options.stripe);
  }
}
