import { learningEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { screenQuery, shownByScreen } from './screen-query';

/** GET subject/{id}: the chapters with the student's state of every item, counts, progress. */
export function getSubject(id: number, signal?: AbortSignal) {
  return api(learningEndpoints.getSubject, { params: { id } }, { ...shownByScreen, signal });
}

/** The subject's key is the prefix of everything read about it (its homework too). */
export function subjectQueryKey(id: number) {
  return ['learning', 'subject', id] as const;
}

export function subjectQueryOptions(id: number) {
  return queryOptions({
    queryKey: subjectQueryKey(id),
    queryFn: ({ signal }) => getSubject(id, signal),
    ...screenQuery,
  });
}

export function useSubject(id: number) {
  return useQuery(subjectQueryOptions(id));
}
