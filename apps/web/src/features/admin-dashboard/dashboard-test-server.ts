import {
  adminDashboardEndpoints,
  type DashboardResponse,
  type PaymentTotalsResponse,
  paymentLedgerEndpoints,
} from '@academy/contracts';
import { aDashboard, aPaymentTotals } from '@academy/testing';
import { type Answer, handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { answerStaffPlans } from '../../test/staff-plans';

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
  );
  answerStaffPlans();
  return calls;
}
