import { learningEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { billingKeys } from './billing-keys';

/**
 * GET tasks/{id}, for the title of the test whose retake is paid for. Under the learning
 * area's key, so the task screen and the payment page share one answer.
 */
export function getRetakeTask(id: number, signal?: AbortSignal) {
  return api(learningEndpoints.getTask, { params: { id } }, { signal, toast: false });
}

export function retakeTaskQueryOptions(id: number) {
  return queryOptions({
    queryKey: billingKeys.task(id),
    queryFn: ({ signal }) => getRetakeTask(id, signal),
  });
}

export function useRetakeTask(id: number | null) {
  return useQuery({
    ...retakeTaskQueryOptions(id ?? 0),
    enabled: id !== null,
    retryOnMount: false,
  });
}
