import { contentEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

/** GET admin/directions/{id}: the direction and its subjects. */
export function getDirection(id: number, signal?: AbortSignal) {
  return api(contentEndpoints.getAdminDirection, { params: { id } }, { signal, toast: false });
}

export function directionQueryOptions(id: number) {
  return queryOptions({
    queryKey: contentKeys.direction(id),
    queryFn: ({ signal }) => getDirection(id, signal),
  });
}

export function useDirection(id: number) {
  return useQuery(directionQueryOptions(id));
}
