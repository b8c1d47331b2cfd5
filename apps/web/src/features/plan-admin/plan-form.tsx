import {
  type AdminPlan,
  courseTypes,
  PLAN_MONTHS_MAX,
  type PlanForm,
  type PlanRequest,
  planFormSchema,
  planFormToRequest,
  toMajorUnits,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { NumberField, numberFieldValue } from '../../shared/ui/number-field';

/** The form's values while typed: a number field may be empty or hold an unfinished entry. */
type PlanFormValues = Omit<PlanForm, 'price' | 'periodMonths'> & {
  price: number | null;
  periodMonths: number | null;
};

const emptyPlan: PlanFormValues = {
  courseType: 'online',
  periodMonths: 1,
  price: null,
  nameEn: '',
  nameRu: '',
};

/**
 * A plan's fields (contracts' planFormSchema): format, months, price in the academy's
 * currency (shown, not chosen), and the name in English and Russian. Creating and editing
 * alike; sent once however often Save is pressed.
 */
export function PlanDialog({
  plan,
  currency,
  onSave,
  onClose,
}: {
  /** The plan edited; null for a new one. */
  plan: AdminPlan | null;
  currency: string;
  onSave: (request: PlanRequest) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('plan-admin');
  const messages = useMessageFormatter();
  const schema = useMemo(() => planFormSchema(messages, currency), [messages, currency]);
  const {
    register,
    control,
    handleSubmit,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<PlanFormValues, unknown, PlanForm>({
    // The form keeps an empty number field as null; the schema refuses it with its message.
    resolver: zodResolver(schema) as unknown as Resolver<PlanFormValues, unknown, PlanForm>,
    defaultValues: plan
      ? {
          courseType: plan.courseType,
          periodMonths: plan.periodMonths,
          price: toMajorUnits(plan.price.amount, plan.price.currency),
          nameEn: plan.nameEn,
          nameRu: plan.nameRu,
        }
      : emptyPlan,
    mode: 'onTouched',
  });
  useErrorsFollowLanguage(errors, trigger);
  const save = useSingleFlight(async (form: PlanForm) => {
    await onSave(planFormToRequest(form, currency));
  });

  return (
    <Modal opened onClose={onClose} title={plan ? t('form.editTitle') : t('form.newTitle')}>
      <form noValidate onSubmit={handleSubmit(save)} aria-label={t('form.label')}>
        <Stack gap="md">
          <Controller
            control={control}
            name="courseType"
            render={({ field }) => (
              <Select
                label={t('form.courseType')}
                required
                allowDeselect={false}
                data={courseTypes.map((value) => ({ value, label: t(`courseType.${value}`) }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'online')}
                data-autofocus
              />
            )}
          />
          <Controller
            control={control}
            name="periodMonths"
            render={({ field, fieldState }) => (
              <NumberField
                label={t('form.months')}
                required
                min={1}
                max={PLAN_MONTHS_MAX}
                allowDecimal={false}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(numberFieldValue(value))}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="price"
            render={({ field, fieldState }) => (
              <NumberField
                label={t('form.price', { currency })}
                description={t('form.priceHint', { currency })}
                required
                min={0}
                step={1}
                rightSection={currency}
                rightSectionWidth={56}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(numberFieldValue(value))}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput
            label={t('form.nameEn')}
            required
            error={errors.nameEn?.message}
            {...register('nameEn')}
          />
          <TextInput
            label={t('form.nameRu')}
            required
            lang="ru"
            error={errors.nameRu?.message}
            {...register('nameRu')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {plan ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
