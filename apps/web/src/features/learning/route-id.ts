import { idTextSchema } from '@academy/contracts';

/**
 * The id of a learning route (`/subject/:id`), or null when the segment cannot name anything
 * (`/subject/abc`): the screen then says "not found" without asking the server.
 */
export function routeId(param: string | undefined): number | null {
  const parsed = idTextSchema.safeParse(param);
  return parsed.success ? parsed.data : null;
}
