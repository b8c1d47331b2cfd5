import { learningEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { screenQuery, shownByScreen } from './screen-query';
import { subjectQueryKey } from './subject';

/** GET subject/{id}/homework: the subject's open tests and mini projects, in course order. */
export function getHomework(subjectId: number, signal?: AbortSignal) {
  return api(
    learningEndpoints.getHomework,
    { params: { id: subjectId } },
    { ...shownByScreen, signal },
  );
}

export function homeworkQueryOptions(subjectId: number) {
  return queryOptions({
    // Below the subject's key: whatever changes the subject's work refreshes its homework.
    queryKey: [...subjectQueryKey(subjectId), 'homework'],
    queryFn: ({ signal }) => getHomework(subjectId, signal),
    ...screenQuery,
  });
}

export function useHomework(subjectId: number) {
  return useQuery(homeworkQueryOptions(subjectId));
}
