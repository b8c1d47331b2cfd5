import {
  type AdminPromotionsQuery,
  type EndpointDefinition,
  planAdminEndpoints,
  promotionEndpoints,
} from '@academy/contracts';
import { queryOptions } from '@tanstack/react-query';
import {
  endpointMutation,
  endpointQuery,
  invalidateEndpoints,
} from '../../../shared/api/endpoint-query';

/*
 * The promotion codes' read and changes (ARCHITECTURE.md, "Promotion codes"; admins only).
 * The screen shows a failed read itself ("Try again"), so the read does not toast; a failed
 * change is a toast like any call's.
 */

/** GET admin/promotions: a page of codes, newest first, searched by code. */
export const adminPromotionsQuery = (query: AdminPromotionsQuery = {}) =>
  queryOptions({
    ...endpointQuery(promotionEndpoints.listAdminPromotions, { query }, { toast: false }),
    retryOnMount: false,
  });

/** GET admin/plans: the plans a code may name (the plans section's own read, shared by key). */
export const planChoicesQuery = queryOptions(
  endpointQuery(planAdminEndpoints.listAdminPlans, undefined, { toast: false }),
);

/** A change of a code; whatever its outcome, the list is asked again. */
const promotionChange = <E extends EndpointDefinition>(endpoint: E) =>
  endpointMutation(endpoint, {
    onSettled: (_answer, _error, _input, _result, { client }) =>
      invalidateEndpoints(client, [promotionEndpoints.listAdminPromotions]),
  });

export const createPromotionMutation = promotionChange(promotionEndpoints.createPromotion);
export const updatePromotionMutation = promotionChange(promotionEndpoints.updatePromotion);
export const deactivatePromotionMutation = promotionChange(promotionEndpoints.deactivatePromotion);
