import {
  endpoints,
  IDEMPOTENCY_KEY_HEADER,
  type Language,
  type WebhookEvent,
} from '@academy/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import { privateDownload } from '../../routing/download.js';
import { route } from '../../routing/route.js';
import { createLedgerService } from './ledger.js';
import { createPaymentDocumentService } from './payment-documents.js';
import { createPlanAdminService } from './plan-admin.js';
import { createPromotionService } from './promotions.js';
import { WebhookSignatureError } from './providers/index.js';
import { createRefundService } from './refunds.js';
import { createBillingService } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as received, before JSON parsing (the payment webhook's signature covers it). */
    rawBody?: string;
  }
}

/** A payment's document sent as a private PDF download. */
function sendPdf(reply: FastifyReply, document: { pdf: Buffer; fileName: string }) {
  return privateDownload(reply, 'application/pdf', document.fileName).send(document.pdf);
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
 * request learns nothing about the event's shape. The provider answers the event in our
 * shape (Stripe's mapped onto it), which replaces the body; an event it doesn't act on is
 * acknowledged (204) and ignored.
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
    async (request: FastifyRequest<{ Params: { provider?: string } }>, reply: FastifyReply) => {
      if (request.params.provider !== provider.name) throw notFound();
      // Each provider signs in its own header (academy-signature, Stripe-Signature).
      const signature = request.headers[provider.webhookSignatureHeader];
      let event: WebhookEvent | null;
      try {
        event = provider.verifyWebhook(
          request.rawBody ?? '',
          typeof signature === 'string' ? signature : undefined,
          app.now(),
        );
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        request.log.warn({ event: 'payment.webhook_refused', reason: error.message });
        throw badRequest('ERR_WEBHOOK_SIGNATURE_INVALID');
      }
      if (event === null) {
        // Signed, but of a type we don't act on (Stripe sends many): acknowledged, so the
        // provider does not deliver it again, and logged.
        request.log.info({ event: 'payment.webhook_ignored', provider: provider.name });
        return reply.code(204).send();
      }
      // The event in our shape (a provider's own events mapped onto it), which the
      // endpoint's body schema then validates.
      request.body = event;
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
  const documents = createPaymentDocumentService({ db: app.db, billing: app.config.billing });
  const reader = (request: { user: { id: number }; query: { language?: Language } }) =>
    ({ kind: 'student', userId: request.user.id, language: request.query.language }) as const;
  route(app, endpoints.getMyPaymentReceipt, async (request, reply) =>
    sendPdf(reply, await documents.receipt(request.params.id, reader(request))),
  );
  route(app, endpoints.getMyCreditNote, async (request, reply) =>
    sendPdf(reply, await documents.creditNote(request.params.id, reader(request))),
  );
  route(app, endpoints.getMyPaymentAttempt, (request) =>
    service.attempt(request.user.id, request.params.key, request.log),
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
  // Tight, so that codes cannot be guessed by trying many; counted per student, since codes
  // are guessed by accounts, and students share a classroom's address.
  route(app, endpoints.checkPromotion, (request) => promotionService(app).check(request.body), {
    perMinute: app.config.rateLimit.promotionCheckPerMinute,
    perUser: true,
  });
};

function promotionService(app: FastifyInstance) {
  return createPromotionService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    now: app.now,
    billing: app.config.billing,
  });
}

/**
 * Staff group, admins only (the endpoints' access): the payments ledger, refunds, a
 * student's payments and grants, the takings (ARCHITECTURE.md, "Payments ledger"); the
 * plans and the retake's price ("Plans and prices set by staff").
 */
export const billingAdminRoutes: FastifyPluginAsync = async (app) => {
  const ledger = createLedgerService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    now: app.now,
    currency: app.config.billing.currency,
  });
  const refunds = createRefundService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    now: app.now,
    provider: app.paymentProvider,
    publicUrl: app.config.publicUrl,
    paymentDetail: ledger.detail,
  });

  route(app, endpoints.listAdminPayments, (request) => ledger.list(request.query));
  route(app, endpoints.exportAdminPayments, async (request, reply) => {
    const { stream, fileName } = await ledger.csv(request.query);
    return privateDownload(reply, 'text/csv; charset=utf-8', fileName).send(stream);
  });
  route(app, endpoints.getPaymentTotals, () => ledger.totals());
  route(app, endpoints.getAdminPayment, (request) => ledger.get(request.params.id));
  // The student's documents as the student got them: the same service and renderer.
  const documents = createPaymentDocumentService({ db: app.db, billing: app.config.billing });
  route(app, endpoints.getAdminPaymentReceipt, async (request, reply) =>
    sendPdf(reply, await documents.receipt(request.params.id, { kind: 'staff' })),
  );
  route(app, endpoints.getAdminCreditNote, async (request, reply) =>
    sendPdf(reply, await documents.creditNote(request.params.id, { kind: 'staff' })),
  );
  route(app, endpoints.refundPayment, async (request, reply) => {
    const result = await refunds.refund(
      request.user.id,
      request.params.id,
      request.headers[IDEMPOTENCY_KEY_HEADER],
      request.body,
      request.log,
    );
    return reply.code(201).send(result);
  });
  route(app, endpoints.listAdminUserPayments, (request) => ledger.userPayments(request.params.id));
  route(app, endpoints.grantAccess, async (request, reply) => {
    const period = await ledger.grant(
      request.user.id,
      request.params.id,
      request.body,
      request.log,
    );
    return reply.code(201).send(period);
  });

  const plans = createPlanAdminService({
    db: app.db,
    unitOfWork: app.unitOfWork,
    billing: app.config.billing,
  });

  route(app, endpoints.listAdminPlans, () => plans.list());
  route(app, endpoints.createPlan, (request) =>
    plans.create(request.user.id, request.body, request.log),
  );
  route(app, endpoints.updatePlan, (request) =>
    plans.update(request.user.id, request.params.id, request.body, request.log),
  );
  route(app, endpoints.deactivatePlan, (request) =>
    plans.deactivate(request.user.id, request.params.id, request.log),
  );
  route(app, endpoints.reactivatePlan, (request) =>
    plans.reactivate(request.user.id, request.params.id, request.log),
  );
  route(app, endpoints.movePlan, (request) =>
    plans.move(request.user.id, request.params.id, request.body, request.log),
  );
  route(app, endpoints.updateRetakePrice, (request) =>
    plans.setRetakePrice(request.user.id, request.body.amount, request.log),
  );

  const promotions = promotionService(app);
  route(app, endpoints.listAdminPromotions, (request) => promotions.list(request.query));
  route(app, endpoints.createPromotion, (request) =>
    promotions.create(request.user.id, request.body, request.log),
  );
  route(app, endpoints.updatePromotion, (request) =>
    promotions.update(request.user.id, request.params.id, request.body, request.log),
  );
  route(app, endpoints.deactivatePromotion, (request) =>
    promotions.deactivate(request.user.id, request.params.id, request.log),
  );
};
