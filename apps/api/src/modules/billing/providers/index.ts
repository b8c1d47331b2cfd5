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

/** The configured provider (PAYMENT_PROVIDER); Stripe with its keys (config.ts checked them). */
export function createPaymentProvider(
  name: PaymentProviderName,
  options: { webhookSecret: string; stripe: StripeConfig | null },
): PaymentProvider {
  switch (name) {
    case 'sandbox':
      return createSandboxProvider(options);
    case 'stripe':
      if (!options.stripe) throw new Error('PAYMENT_PROVIDER=stripe needs its keys');
      return createStripeProvider(options.stripe);
  }
}
