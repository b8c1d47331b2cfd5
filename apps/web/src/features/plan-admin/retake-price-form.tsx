import { type Money, retakePriceFormSchema, toMajorUnits, toMinorUnits } from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { NumberField, numberFieldValue } from '../../shared/ui/number-field';

/**
 * The retake's price, in the academy's currency (contracts' retakePriceFormSchema). A change
 * is for retakes bought after it; the form starts from the price now.
 */
export function RetakePriceForm({
  price,
  onSave,
}: {
  price: Money;
  onSave: (amount: number) => Promise<unknown>;
}) {
  const { t } = useTranslation('plan-admin');
  const messages = useMessageFormatter();
  const { currency } = price;
  const schema = useMemo(() => retakePriceFormSchema(messages, currency), [messages, currency]);
  const {
    control,
    handleSubmit,
    trigger,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useForm<{ price: number | null }, unknown, { price: number }>({
    resolver: zodResolver(schema) as unknown as Resolver<
      { price: number | null },
      unknown,
      { price: number }
    >,
    values: { price: toMajorUnits(price.amount, currency) },
  });
  useErrorsFollowLanguage(errors, trigger);
  const save = useSingleFlight(async (form: { price: number }) => {
    await onSave(toMinorUnits(form.price, currency));
    reset(form);
  });

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="retake-price-title">
      <form noValidate onSubmit={handleSubmit(save)}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="retake-price-title">
            {t('retake.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('retake.hint')}
          </Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Controller
              control={control}
              name="price"
              render={({ field, fieldState }) => (
                <NumberField
                  label={t('retake.label', { currency })}
                  required
                  min={0}
                  rightSection={currency}
                  rightSectionWidth={56}
                  w={{ base: '100%', xs: 240 }}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(numberFieldValue(value))}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Button
              type="submit"
              mt={{ base: 0, xs: 25 }}
              loading={isSubmitting}
              disabled={!isDirty}
            >
              {t('retake.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
