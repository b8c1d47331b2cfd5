import { WRITTEN_ANSWER_MAX_LENGTH } from '@academy/contracts';
import { Stack, Text, Textarea, type TextareaProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMessageFormatter } from '../../../shared/i18n/message-formatter';

/** Whether a written answer is longer than the server takes. */
export function isTooLong(text: string): boolean {
  return text.length > WRITTEN_ANSWER_MAX_LENGTH;
}

interface WrittenAnswerFieldProps extends Omit<TextareaProps, 'value' | 'maxLength'> {
  value: string;
}

/**
 * A written answer with its length against the limit. Text past the limit is kept as typed,
 * never cut: the field says it is too long, and the form refuses to send it (as the server
 * would).
 */
export function WrittenAnswerField({ value, error, ...props }: WrittenAnswerFieldProps) {
  const { t, i18n } = useTranslation('student');
  const m = useMessageFormatter();
  const over = isTooLong(value);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Stack gap={4}>
      <Textarea
        {...props}
        value={value}
        error={
          error ?? (over ? m('maxLength', { lessThan: WRITTEN_ANSWER_MAX_LENGTH + 1 }) : undefined)
        }
      />
      <Text
        size="sm"
        ta="right"
        c={over ? 'var(--mantine-color-error)' : 'dimmed'}
        fw={over ? 600 : undefined}
      >
        {t('work.answerLength', {
          length: number.format(value.length),
          max: number.format(WRITTEN_ANSWER_MAX_LENGTH),
        })}
      </Text>
    </Stack>
  );
}
