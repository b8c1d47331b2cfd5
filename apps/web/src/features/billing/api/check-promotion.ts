import { promotionEndpoints } from '@academy/contracts';
import { endpointMutation } from '../../../shared/api/endpoint-query';

/**
 * POST payments/promotion-check: the plan's price, the code's discount and the total, or
 * why the code does not apply (the field says it, not a toast).
 */
export const checkPromotionMutation = endpointMutation(promotionEndpoints.checkPromotion, {
  request: {
    shownByCaller: [
      'ERR_PROMOTION_CODE_UNKNOWN',
      'ERR_PROMOTION_CODE_NOT_STARTED',
      'ERR_PROMOTION_CODE_EXPIRED',
      'ERR_PROMOTION_CODE_USED_UP',
      'ERR_PROMOTION_CODE_NOT_FOR_PLAN',
      'ERR_VALIDATION',
    ],
  },
});
