import { idTextSchema } from '@academy/contracts';
import { ApiError } from '../../shared/api/client';

/** The id of `/admin/users/:id`, or null when the segment cannot name anything. */
export function routeId(param: string | undefined): number | null {
  const parsed = idTextSchema.safeParse(param);
  return parsed.success ? parsed.data : null;
}

/** Whether a failed read was the API's 404: the screen then says "not found". */
export function isNotFound(error: Error): boolean {
  return error instanceof ApiError && error.status === 404;
}
