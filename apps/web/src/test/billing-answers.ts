import {
  billingEndpoints,
  type PaymentsResponse,
  type PricingResponse,
  type SubscriptionsResponse,
} from '@academy/contracts';
import { aPaymentHistory, aPricing, aSubscriptions } from '@academy/testing';
import { handle } from './handle';
import { server } from './msw-server';

/**
 * The pricing screen's calls answered (GET pricing, subscriptions, payments), for tests whose
 * journey ends on the plans: a learning call refused because the access ended, a "Choose a
 * plan" link. The billing screens' own tests answer in detail (features/billing).
 */
export function answerPricingScreen(
  answers: {
    pricing?: PricingResponse;
    subscriptions?: SubscriptionsResponse;
    payments?: PaymentsResponse;
  } = {},
) {
  server.use(
    handle(billingEndpoints.getPricing, ({ reply }) => reply(200, answers.pricing ?? aPricing())),
    handle(billingEndpoints.listMySubscriptions, ({ reply }) =>
      reply(200, answers.subscriptions ?? aSubscriptions()),
    ),
    handle(billingEndpoints.listMyPayments, ({ reply }) =>
      reply(200, answers.payments ?? aPaymentHistory([])),
    ),
  );
}

/** The students whose trial or subscription is over, as GET subscriptions tells it. */
export function anEndedAccess(): SubscriptionsResponse {
  return aSubscriptions({
    data: aSubscriptions().data.map((period) => ({ ...period, state: 'ended' })),
    access: { state: 'ended', endsAt: null },
  });
}
