import { learningEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { screenQuery, shownByScreen } from './screen-query';

/** GET lectures/last-opened: the lecture to continue with (null before any was opened). */
export function getLastOpenedLecture(signal?: AbortSignal) {
  return api(learningEndpoints.getLastOpenedLecture, undefined, { ...shownByScreen, signal });
}

export function lastOpenedLectureQueryOptions() {
  return queryOptions({
    queryKey: ['learning', 'last-opened-lecture'],
    queryFn: ({ signal }) => getLastOpenedLecture(signal),
    ...screenQuery,
  });
}

export function useLastOpenedLecture() {
  return useQuery(lastOpenedLectureQueryOptions());
}
