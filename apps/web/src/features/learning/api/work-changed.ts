import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { learningKeys } from './learning-keys';

/**
 * After a submission or a retake: the answer is the item's new state, so it replaces the
 * cached item, and every other learning query (the subject's states and progress, its
 * homework, the directions) is marked stale and fetched again where it is shown.
 */
export function afterWorkChanged<T>(queryClient: QueryClient, itemKey: QueryKey, item: T) {
  queryClient.setQueryData(itemKey, item);
  const same = JSON.stringify(itemKey);
  return queryClient.invalidateQueries({
    queryKey: learningKeys.all,
    predicate: (query) => JSON.stringify(query.queryKey) !== same,
  });
}
