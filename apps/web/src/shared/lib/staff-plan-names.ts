import { adminPlanNames, localisedPlanName, planAdminEndpoints } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../api/endpoint-query';

/**
 * Staff screens name a plan as /pricing does: by the staff-written name in the reader's
 * language (contracts' `localisedPlanName`), read from GET admin/plans, which lists every
 * plan, on sale or not (the same query as /admin/plans, so one answer serves both). Until it
 * has answered, or for a plan it does not know, the name the server stored is shown.
 */
/** GET admin/plans as the staff screens read it: a loader may prefetch it. */
export const staffPlansQuery = endpointQuery(planAdminEndpoints.listAdminPlans, undefined, {
  toast: false,
});

export function useStaffPlanNames(): (planId: string | null, stored: string) => string {
  const { i18n } = useTranslation();
  const plans = useQuery(staffPlansQuery);
  return (planId, stored) => {
    const plan = plans.data?.plans.find((candidate) => candidate.id === planId);
    return plan ? localisedPlanName(adminPlanNames(plan), i18n.language) : stored;
  };
}
