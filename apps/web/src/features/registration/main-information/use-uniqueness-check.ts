import { alreadyExistCodes, type CheckResponse } from '@academy/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { type UniqueField, useUniqueness } from '../api/check-uniqueness';

/** How long typing must pause before the server is asked whether a value is taken. */
export const UNIQUENESS_DEBOUNCE_MS = 400;

/** The text for a taken value: the server's code (the field's own if it sent none), translated. */
export function useTakenMessage(field: UniqueField) {
  const { t } = useTranslation('errors');
  return (answer: CheckResponse): string | null =>
    answer.available ? null : t(answer.message ?? alreadyExistCodes[field]);
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
