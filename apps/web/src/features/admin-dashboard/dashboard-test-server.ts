import {
  adminDashboardEndpoints,
  type DashboardResponse,
  type PaymentTotalsResponse,
  paymentLedgerEndpoints,
  planAdminEndpoints,
} from '@academy/contracts';
import { aDashboard, aPaymentTotals } from '@academy/testing';
import { type Answer, handle } from '../../test/handle';
import { server } from '../../test/msw-server';

/**
 * Answers GET admin/dashboard (the figures given, or a failure) and counts the calls; the
 * takings (GET admin/payments/totals) and the plans' staff names (GET admin/plans) beside it.
 */
export function answerDashboard(
  answer:
    | DashboardResponse
    | Answer<typeof adminDashboardEndpoints.getAdminDashboard> = aDashboard(),
  takings:
    | PaymentTotalsResponse
    | Answer<typeof paymentLedgerEndpoints.getPaymentTotals> = aPaymentTotals(),
) {
  const calls = { count: 0, takings: 0 };
  server.use(
    handle(adminDashboardEndpoints.getAdminDashboard, ({ reply }) => {
      calls.count += 1;
      return typeof answer === 'function' ? answer(reply) : reply(200, answer);
    }),
    handle(paymentLedgerEndpoints.getPaymentTotals, ({ reply }) => {
      calls.takings += 1;
      return typeof takings === 'function' ? takings(reply) : reply(200, takings);
    }),
    handle(planAdminEndpoints.listAdminPlans, ({ reply }) =>
      reply(200, {
        plans: [
          {
            id: 'online-1',
            courseType: 'online',
            periodMonths: 1,
            price: { amount: 2900, currency: 'USD' },
            nameEn: 'Monthly online',
            nameRu: 'Онлайн помесячно',
            isActive: true,
            position: 0,
          },
        ],
        retakePrice: { amount: 1500, currency: 'USD' },
        currency: 'USD',
      }),
    ),
  );
  return calls;
}
