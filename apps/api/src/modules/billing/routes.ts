import { endpoints, IDEMPOTENCY_KEY_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@academy/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import { route } from '../../routing/route.js';
import { createPlanAdminService } from './plan-admin.js';
import { WebhookSignatureError } from './providers/index.js';
import { createBillingService } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as received, before JSON parsing (the payment webhook's signature covers it). */
    rawBody?: string;
  }
}

function billingService(app: FastifyInstance) {
  return createBillingService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    now: app.now,
    provider: app.paymentProvider,
    billing: app.config.billing,
    publicUrl: app.config.publicUrl,
  });
}

/** Public group: the prices, readable before signing in. */
export const billingPublicRoutes: FastifyPluginAsync = async (app) => {
  const service = billingService(app);
  route(app, endpoints.getPricing, () => service.pricing());
};

/**
 * Public group, a plugin of its own: the provider's webhook. Its JSON is kept as the raw
 * string it arrived as (a content-type parser of this plugin's scope only), and the
 * signature over that string is checked before the body is validated, so an unsigned
 * request learns nothing about the event's shape.
 */
export const billingWebhookRoutes: FastifyPluginAsync = async (app) => {
  const service = billingService(app);
  const provider = app.paymentProvider;

  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      request.rawBody = text;
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new HttpError(400, 'ERR_BAD_REQUEST'), undefined);
      }
    },
  );

  app.addHook(
    'preValidation',
    async (request: FastifyRequest<{ Params: { provider?: string } }>) => {
      if (request.params.provider !== provider.name) throw notFound();
      const signature = request.headers[WEBHOOK_SIGNATURE_HEADER];
      try {
        provider.verifyWebhook(
          request.rawBody ?? '',
          typeof signature === 'string' ? signature : undefined,
          app.now(),
        );
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        request.log.warn({ event: 'payment.webhook_refused', reason: error.message });
        throw badRequest('ERR_WEBHOOK_SIGNATURE_INVALID');
      }
    },
  );

  route(app, endpoints.receivePaymentWebhook, (request) =>
    service.applyWebhookEvent(request.body, request.log),
  );
};

/**
 * Student group: the caller's periods and payments, paying, and confirming. None needs
 * learning access: a student whose trial ended pays here.
 */
export const billingStudentRoutes: FastifyPluginAsync = async (app) => {
  const service = billingService(app);

  route(app, endpoints.listMySubscriptions, (request) => service.subscriptions(request.user.id));
  route(app, endpoints.listMyPayments, (request) => service.payments(request.user.id));
  route(app, endpoints.getMyPaymentAttempt, (request) =>
    service.attempt(request.user.id, request.params.key),
  );
  route(app, endpoints.pay, async (request, reply) => {
    const answer = await service.pay(
      request.user.id,
      request.headers[IDEMPOTENCY_KEY_HEADER],
      request.body,
      request.log,
    );
    return reply.code(answer.statusCode).send(answer.body);
  });
  route(app, endpoints.updatePayment, (request) =>
    service.updatePayment(request.user.id, request.body, request.log),
  );
};

/** Staff group, admins only (the endpoints' access): the plans and the retake's price. */
export const billingAdminRoutes: FastifyPluginAsync = async (app) => {
  const service = createPlanAdminService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    billing: app.config.billing,
  });

  route(app, endpoints.listAdminPlans, () => service.list());
  route(app, endpoints.createPlan, (request) =>
    service.create(request.user.id, request.body, request.log),
  );
  route(app, endpoints.updatePlan, (request) =>
    service.update(request.user.id, request.params.id, request.body, request.log),
  );
  route(app, endpoints.deactivatePlan, (request) =>
    service.deactivate(request.user.id, request.params.id, request.log),
  );
  route(app, endpoints.reactivatePlan, (request) =>
    service.reactivate(request.user.id, request.params.id, request.log),
  );
  route(app, endpoints.movePlan, (request) =>
    service.move(request.user.id, request.params.id, request.body, request.log),
  );
  route(app, endpoints.updateRetakePrice, (request) =>
    service.setRetakePrice(request.user.id, request.body.amount, request.log),
  );
};
