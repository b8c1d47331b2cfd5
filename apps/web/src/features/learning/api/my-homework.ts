import { learningEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { learningKeys } from './learning-keys';
import { screenQuery, shownByScreen } from './screen-query';

/** GET homework: the open tests and mini projects of every subject, overdue first. */
export function getMyHomework(signal?: AbortSignal) {
  return api(learningEndpoints.listMyHomework, undefined, { ...shownByScreen, signal });
}

export function myHomeworkQueryOptions() {
  return queryOptions({
    // Below the learning key: whatever changes the student's work refreshes it.
    queryKey: [...learningKeys.all, 'homework'],
    queryFn: ({ signal }) => getMyHomework(signal),
    ...screenQuery,
  });
}

export function useMyHomework() {
  return useQuery(myHomeworkQueryOptions());
}
