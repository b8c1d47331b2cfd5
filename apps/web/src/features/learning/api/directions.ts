import { learningEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { screenQuery, shownByScreen } from './screen-query';

/** GET directions: the directions the student is enrolled in, their subjects and progress. */
export function getDirections(signal?: AbortSignal) {
  return api(learningEndpoints.listMyDirections, undefined, { ...shownByScreen, signal });
}

export function directionsQueryOptions() {
  return queryOptions({
    queryKey: ['learning', 'directions'],
    queryFn: ({ signal }) => getDirections(signal),
    ...screenQuery,
  });
}

export function useDirections() {
  return useQuery(directionsQueryOptions());
}
