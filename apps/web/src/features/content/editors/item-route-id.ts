import { idTextSchema } from '@academy/contracts';

/** The id in an editor's address, or null when it cannot name an item (no request then). */
export function itemRouteId(param: string | undefined): number | null {
  const parsed = idTextSchema.safeParse(param);
  return parsed.success ? parsed.data : null;
}
