import { billingEndpoints, type EndpointDefinition, planAdminEndpoints } from '@academy/contracts';
import { endpointMutation, invalidateEndpoints } from '../../../shared/api/endpoint-query';

/**
 * What a change of a plan or a price makes stale: the staff's list and the pricing the
 * student pages read (in this tab; another tab learns it from ERR_PRICE_CHANGED).
 */
const priceReads = [planAdminEndpoints.listAdminPlans, billingEndpoints.getPricing];

/** A change of the plans; whatever its outcome, the reads are asked again. */
const planChange = <E extends EndpointDefinition>(endpoint: E) =>
  endpointMutation(endpoint, {
    onSettled: (_answer, _error, _input, _result, { client }) =>
      invalidateEndpoints(client, priceReads),
  });

export const createPlanMutation = planChange(planAdminEndpoints.createPlan);
export const updatePlanMutation = planChange(planAdminEndpoints.updatePlan);
export const deactivatePlanMutation = planChange(planAdminEndpoints.deactivatePlan);
export const reactivatePlanMutation = planChange(planAdminEndpoints.reactivatePlan);
export const movePlanMutation = planChange(planAdminEndpoints.movePlan);
export const updateRetakePriceMutation = planChange(planAdminEndpoints.updateRetakePrice);
