import type { Money, PayRequest } from '@academy/contracts';
import { canRetakeTask, isRetakeDisabled, learningEndpoints, paths } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client';
import { endpointQuery } from '../../../shared/api/endpoint-query';
import { pricingQuery } from '../api/queries';
import { planName, useBillingFormat } from '../format';
import type { Purchase } from '../payment-links';

/** payments/pay's body without the card token (for each purpose). */
type WithoutCard<T> = T extends unknown ? Omit<T, 'cardToken'> : never;
export type OrderRequest = WithoutCard<PayRequest>;

/** What is bought, as the summary shows it and payments/pay names it (without the card). */
export interface Order {
  purpose: PayRequest['purpose'];
  title: string;
  /** Lines under the title: the plan's format and period, or what a retake is. */
  details: string[];
  price: Money;
  request: OrderRequest;
  /** Where "Continue" leads after paying: the dashboard, or the test for a retake. */
  continueTo: string;
}

export type OrderState =
  | { state: 'ready'; order: Order }
  | { state: 'loading' }
  | { state: 'unknown'; reason: 'plan' | 'task' }
  /**
   * A test whose retake cannot be bought: paid already, both attempts used, or no failed
   * first attempt to retake.
   */
  | { state: 'noRetake'; reason: 'paid' | 'used' | 'notFailed'; taskId: number }
  | { state: 'failed'; error: Error; retry: () => void; retrying: boolean };

const HTTP_NOT_FOUND = 404;

/**
 * The order of the page's address: a plan from GET pricing, or a test's retake (its title
 * from GET tasks/{id}, the price from GET pricing). A plan or a test that isn't there is an
 * unknown order, not a failure.
 */
export function useOrder(purchase: Exclude<Purchase, null>): OrderState {
  const { t, i18n } = useTranslation('billing');
  const format = useBillingFormat();
  const pricing = useQuery(pricingQuery);
  const task = useQuery({
    // GET tasks/{id}, for the title of the test whose retake is paid for: the task
    // screen's own query, so both share one answer.
    ...endpointQuery(
      learningEndpoints.getTask,
      { params: { id: purchase.kind === 'retake' ? purchase.taskId : 0 } },
      { toast: false },
    ),
    enabled: purchase.kind === 'retake',
    retryOnMount: false,
  });

  if (purchase.kind === 'retake' && task.isError) {
    if (task.error instanceof ApiError && task.error.status === HTTP_NOT_FOUND) {
      return { state: 'unknown', reason: 'task' };
    }
    return {
      state: 'failed',
      error: task.error,
      retry: () => void task.refetch(),
      retrying: task.isFetching,
    };
  }
  if (pricing.isError) {
    return {
      state: 'failed',
      error: pricing.error,
      retry: () => void pricing.refetch(),
      retrying: pricing.isFetching,
    };
  }
  if (!pricing.data) return { state: 'loading' };

  if (purchase.kind === 'plan') {
    const plan = pricing.data.plans.find((candidate) => candidate.id === purchase.planId);
    if (!plan) return { state: 'unknown', reason: 'plan' };
    return {
      state: 'ready',
      order: {
        purpose: 'subscription',
        title: planName(plan, i18n.language),
        details: [
          t('order.format', { format: t(`courseType.${plan.courseType}`) }),
          t('order.period', { period: format.months(plan.periodMonths) }),
        ],
        price: plan.price,
        request: { purpose: 'subscription', planId: plan.id, expectedPrice: plan.price },
        continueTo: paths.student.dashboard,
      },
    };
  }
  if (!task.data) return { state: 'loading' };
  // The server refuses these too (409): the page says why instead of offering the card.
  const assignment = task.data.assignment;
  if (assignment && isRetakeDisabled(assignment)) {
    return { state: 'noRetake', reason: 'used', taskId: purchase.taskId };
  }
  if (!assignment || !canRetakeTask(assignment)) {
    return { state: 'noRetake', reason: 'notFailed', taskId: purchase.taskId };
  }
  if (assignment.retakePaid) return { state: 'noRetake', reason: 'paid', taskId: purchase.taskId };
  return {
    state: 'ready',
    order: {
      purpose: 'retake',
      title: t('order.retakeTitle', { title: task.data.title }),
      details: [t('order.retakeDetails')],
      price: pricing.data.retakePrice,
      request: {
        purpose: 'retake',
        taskId: purchase.taskId,
        expectedPrice: pricing.data.retakePrice,
      },
      continueTo: paths.student.task(purchase.taskId),
    },
  };
}
