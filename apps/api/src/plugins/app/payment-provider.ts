import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createPaymentProvider,
  type PaymentProvider,
  resolveStripeKeyPrefix,
  resolveWebhookSecret,
} from '../../modules/billing/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider that charges cards and signs webhooks (modules/billing/providers). */
    paymentProvider: PaymentProvider;
  }
}

/**
 * The configured payment provider (PAYMENT_PROVIDER): the sandbox with its webhook secret
 * from PAYMENT_WEBHOOK_SECRET or generated once into DATA_DIR, or Stripe with its keys and
 * this install's idempotency-key prefix (configured, or generated once into DATA_DIR). Tests may hand in their own
 * instance (the real sandbox, wrapped to count its charges).
 */
async function paymentProvider(app: FastifyInstance, options: { provider?: PaymentProvider }) {
  if (options.provider) {
    app.decorate('paymentProvider', options.provider);
    return;
  }
  const webhookSecret = await resolveWebhookSecret({
    configured: app.config.billing.paymentWebhookSecret,
    dataDir: app.config.dataDir,
  });
  const { stripe } = app.config.billing;
  app.decorate(
    'paymentProvider',
    createPaymentProvider(app.config.billing.paymentProvider, {
      webhookSecret,
      stripe: stripe && {
        ...stripe,
        keyPrefix: await resolveStripeKeyPrefix({
          configured: stripe.keyPrefix,
          dataDir: app.config.dataDir,
        }),
      },
    }),
  );
}

export default fp(paymentProvider, { name: 'payment-provider' });
