import { idTextSchema } from '@academy/contracts';
import { useParams } from 'react-router';

/** The route's `:id` as an id, or null when the address names none (shown as not found). */
export function useRouteId(): number | null {
  const { id } = useParams();
  const parsed = idTextSchema.safeParse(id);
  return parsed.success ? parsed.data : null;
}
