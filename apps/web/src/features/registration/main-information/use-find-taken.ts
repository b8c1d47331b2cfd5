import type { ApplicantInformation } from '@academy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type UniqueField, uniquenessQueryOptions } from '../api/check-uniqueness';
import { useTakenMessage } from './use-uniqueness-check';

export interface TakenField {
  field: UniqueField;
  message: string;
}

/**
 * Asks (or reads from the cache) whether the e-mail and phone are free, right before moving
 * on: a value typed in the last few hundred milliseconds has not been checked yet. A check
 * that fails to answer does not hold the applicant back; registration refuses a duplicate.
 */
export function useFindTaken() {
  const queryClient = useQueryClient();
  const takenEmail = useTakenMessage('email');
  const takenPhone = useTakenMessage('phone');

  return async (information: ApplicantInformation): Promise<TakenField[]> => {
    const ask = async (field: UniqueField, value: string, message: typeof takenEmail) => {
      try {
        const answer = await queryClient.fetchQuery(uniquenessQueryOptions(field, value));
        const text = message(answer);
        return text === null ? [] : [{ field, message: text }];
      } catch {
        return [];
      }
    };
    const found = await Promise.all([
      ask('email', information.email, takenEmail),
      ask('phone', information.phone, takenPhone),
    ]);
    return found.flat();
  };
}
