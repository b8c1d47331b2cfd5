import { type CheckResponse, validationMessages } from '@academy/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { type UniqueField, useUniqueness } from '../api/uniqueness-check';

/** How long typing must pause before the server is asked whether a value is taken. */
export const UNIQUENESS_DEBOUNCE_MS = 400;

const existsKey = { email: 'emailExists', phone: 'phoneExists' } as const;

/**
 * The text for a taken value: the server's message, in the interface language when it is the
 * shared English text (the server speaks English), as sent otherwise.
 */
export function useTakenMessage(field: UniqueField) {
  const { t } = useTranslation('validation');
  return (answer: CheckResponse): string | null => {
    if (answer.available) return null;
    const key = existsKey[field];
    if (!answer.message || answer.message === validationMessages[key]) return t(key);
    return answer.message;
  };
}

/**
 * Asks the server, once typing pauses, whether a well-formed e-mail or phone is already
 * registered. Answers the message to show under the field, or null.
 */
export function useUniquenessCheck(field: UniqueField, value: string, wellFormed: boolean) {
  const [settled] = useDebouncedValue(value, UNIQUENESS_DEBOUNCE_MS);
  const takenMessage = useTakenMessage(field);
  const { data } = useUniqueness(field, settled, wellFormed && settled === value);
  // An answer about another value (typing went on) says nothing about this one.
  if (!wellFormed || settled !== value || !data) return null;
  return takenMessage(data);
}
