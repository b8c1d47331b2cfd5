import {
  type ErrorCode,
  isErrorCode,
  normalisePromotionCode,
  PROMOTION_CODE_PATTERN,
  type PromotionCheckResponse,
} from '@academy/contracts';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client';
import { useMessageFormatter } from '../../../shared/i18n/message-formatter';
import { useSingleFlight } from '../../../shared/lib/use-single-flight';
import { checkPromotionMutation } from '../api/check-promotion';

interface PromotionFieldProps {
  planId: string;
  /** The code the server accepted, with the discount and the total; null when none is. */
  applied: PromotionCheckResponse | null;
  onApplied: (applied: PromotionCheckResponse | null) => void;
  /** A refusal to say under the field (a code refused when paying, too). */
  refusal: ErrorCode | null;
  onRefusal: (code: ErrorCode | null) => void;
  disabled: boolean;
}

/**
 * "Promotion code" on /payment: Apply asks the server (POST payments/promotion-check) and
 * the order then shows the discount and the total; Remove goes back to the full price. The
 * text typed stays whatever the answer (ARCHITECTURE.md, "Promotion codes").
 */
export function PromotionField({
  planId,
  applied,
  onApplied,
  refusal,
  onRefusal,
  disabled,
}: PromotionFieldProps) {
  const { t } = useTranslation('billing');
  const { t: tErrors } = useTranslation('errors');
  const messages = useMessageFormatter();
  const [text, setText] = useState(applied?.code ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const check = useMutation(checkPromotionMutation);

  const apply = useSingleFlight(async () => {
    const code = text.trim();
    if (!PROMOTION_CODE_PATTERN.test(code)) {
      setInvalid(messages('promotionCode'));
      return;
    }
    setInvalid(null);
    onRefusal(null);
    try {
      const answer = await check.mutateAsync({ planId, code });
      setText(answer.code);
      onApplied(answer);
    } catch (error) {
      onApplied(null);
      if (error instanceof ApiError && error.code && isErrorCode(error.code)) {
        onRefusal(error.code);
      }
    }
  });

  if (applied) {
    return (
      <Group justify="space-between" gap="xs" wrap="wrap" data-testid="promotion-applied">
        <Text size="sm" fw={600} c="teal.9" role="status">
          {t('promotion.applied', { code: applied.code })}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          disabled={disabled}
          onClick={() => {
            onApplied(null);
            onRefusal(null);
          }}
        >
          {t('promotion.remove')}
        </Button>
      </Group>
    );
  }

  const error = invalid ?? (refusal ? tErrors(refusal) : null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
    >
      <Stack gap={4}>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label={t('promotion.label')}
            placeholder={t('promotion.placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setInvalid(null);
            }}
            onBlur={() => setText((value) => (value.trim() ? normalisePromotionCode(value) : ''))}
            error={error}
            disabled={disabled}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button
            type="submit"
            variant="light"
            mt={25}
            loading={check.isPending}
            disabled={disabled || check.isPending || text.trim() === ''}
          >
            {t('promotion.apply')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
