import { type AdminPlan, planAdminEndpoints } from '@academy/contracts';
import { handle } from './handle';
import { server } from './msw-server';

/**
 * The plans as staff named them (GET admin/plans), which the staff screens name plans by:
 * names that differ from the descriptions the payments stored, so a test sees which is shown.
 */
export const staffPlans: AdminPlan[] = [
  {
    id: 'online-1',
    courseType: 'online',
    periodMonths: 1,
    price: { amount: 2900, currency: 'USD' },
    nameEn: 'Monthly online pass',
    nameRu: 'Онлайн на месяц',
    isActive: true,
    position: 0,
  },
  {
    id: 'online-12',
    courseType: 'online',
    periodMonths: 12,
    price: { amount: 24900, currency: 'USD' },
    nameEn: 'Online year',
    nameRu: 'Онлайн на год',
    isActive: true,
    position: 1,
  },
];

/** Answers GET admin/plans with `staffPlans`. */
export function answerStaffPlans(plans: AdminPlan[] = staffPlans) {
  server.use(
    handle(planAdminEndpoints.listAdminPlans, ({ reply }) =>
      reply(200, { plans, retakePrice: { amount: 1500, currency: 'USD' }, currency: 'USD' }),
    ),
  );
}
