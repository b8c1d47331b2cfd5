import type { AdminApplicant } from '@academy/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { applicantKeys } from './keys';

/**
 * After a change (exam result, admission, rejection): the answer is the applicant as it now
 * stands and replaces the cached detail at once; the lists are read again, since a status or
 * a score they show changed.
 */
export function applicantChanged(client: QueryClient, applicant: AdminApplicant) {
  client.setQueryData(applicantKeys.detail(applicant.id), applicant);
  return client.invalidateQueries({ queryKey: [...applicantKeys.all, 'list'] });
}
