import { planAdminEndpoints } from '@academy/contracts';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../../shared/api/endpoint-query';

/*
 * The plans section's read, prefetched by its route's loader. The screen shows a failure
 * itself ("Try again"), so the read does not toast.
 */

/** GET admin/plans: every plan, sold or not, in order; the retake's price; the currency. */
export const adminPlansQuery = queryOptions({
  ...endpointQuery(planAdminEndpoints.listAdminPlans, undefined, { toast: false }),
  retryOnMount: false,
});
