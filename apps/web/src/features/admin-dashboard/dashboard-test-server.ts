import { adminDashboardEndpoints, type DashboardResponse } from '@academy/contracts';
import { aDashboard } from '@academy/testing';
import { type Answer, handle } from '../../test/handle';
import { server } from '../../test/msw-server';

/** Answers GET admin/dashboard (the figures given, or a failure); counts the calls. */
export function answerDashboard(
  answer:
    | DashboardResponse
    | Answer<typeof adminDashboardEndpoints.getAdminDashboard> = aDashboard(),
) {
  const calls = { count: 0 };
  server.use(
    handle(adminDashboardEndpoints.getAdminDashboard, ({ reply }) => {
      calls.count += 1;
      return typeof answer === 'function' ? answer(reply) : reply(200, answer);
    }),
  );
  return calls;
}
