import type { QueryClient } from '@tanstack/react-query';
import { currentStudentQueryOptions } from '../../shared/session/current-student';

/** The signed-in user's name and role, which every screen's header shows. */
export function prefetchCurrentUser(client: QueryClient) {
  return client.ensureQueryData(currentStudentQueryOptions());
}
