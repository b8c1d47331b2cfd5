import {
  type AdminPlan,
  type AdminPromotion,
  type PromotionForm,
  type PromotionKind,
  type PromotionRequest,
  promotionFormToRequest,
  promotionKinds,
  promotionRequestSchema,
  toMajorUnits,
} from '@academy/contracts';
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { NumberField } from '../../shared/ui/number-field';

/** An instant as a date field shows it: the calendar day in the browser's time zone. */
function dayOf(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

function formOf(promotion: AdminPromotion | null): PromotionForm {
  if (!promotion) {
    return {
      code: '',
      kind: 'percent',
      value: '',
      planIds: [],
      validFrom: '',
      validUntil: '',
      maxUses: '',
    };
  }
  return {
    code: promotion.code,
    kind: promotion.kind,
    value:
      promotion.kind === 'percent'
        ? promotion.value
        : toMajorUnits(promotion.value, promotion.currency),
    planIds: promotion.planIds,
    validFrom: dayOf(promotion.validFrom),
    validUntil: dayOf(promotion.validUntil),
    maxUses: promotion.maxUses ?? '',
  };
}

/** A plan as the staff's reader calls it: its Russian name in Russian, else its English one. */
export const adminPlanName = (plan: AdminPlan, language: string) =>
  language === 'ru' ? plan.nameRu : plan.nameEn;

type Errors = Partial<Record<keyof PromotionForm, string>>;

/**
 * A code's fields: the code, percent or fixed amount (in the academy's currency, shown), the
 * plans it applies to (none: every plan), the days it is valid and its most uses. Checked by
 * contracts' promotionRequestSchema before it is sent; sent once however often Save is pressed.
 */
export function PromotionDialog({
  promotion,
  plans,
  currency,
  onSave,
  onClose,
}: {
  /** The code edited; null for a new one. */
  promotion: AdminPromotion | null;
  plans: readonly AdminPlan[];
  currency: string;
  onSave: (request: PromotionRequest) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('promotion-admin');
  const messages = useMessageFormatter();
  const [form, setForm] = useState<PromotionForm>(() => formOf(promotion));
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof PromotionForm>(key: K, value: PromotionForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const save = useSingleFlight(async () => {
    const request = promotionFormToRequest(form, currency);
    const checked = promotionRequestSchema(messages).safeParse(request);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof PromotionForm;
        found[field] ??= issue.message;
      }
      // An empty value is refused as "required", whatever its range.
      if (form.value === '') found.value = messages('required');
      setErrors(found);
      return;
    }
    await onSave(checked.data);
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={promotion ? t('form.editTitle') : t('form.newTitle')}
      size="lg"
    >
      <form
        noValidate
        aria-label={t('form.label')}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('form.code')}
            description={t('form.codeHint')}
            required
            data-autofocus
            autoCapitalize="characters"
            spellCheck={false}
            value={form.code}
            onChange={(event) => set('code', event.currentTarget.value)}
            error={errors.code}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="promotion-kind">
              {t('form.kind')}
            </Text>
            <SegmentedControl
              aria-labelledby="promotion-kind"
              value={form.kind}
              onChange={(value) => set('kind', value as PromotionKind)}
              data={promotionKinds.map((kind) => ({ value: kind, label: t(`form.${kind}`) }))}
            />
          </Stack>
          <NumberField
            label={
              form.kind === 'percent' ? t('form.percentValue') : t('form.amountValue', { currency })
            }
            required
            min={form.kind === 'percent' ? 1 : 0}
            max={form.kind === 'percent' ? 100 : undefined}
            rightSection={form.kind === 'percent' ? '%' : currency}
            rightSectionWidth={56}
            value={form.value}
            onChange={(value) => set('value', typeof value === 'number' ? value : '')}
            error={errors.value}
          />
          <MultiSelect
            label={t('form.plans')}
            description={t('form.plansHint')}
            data={plans.map((plan) => ({
              value: plan.id,
              label: adminPlanName(plan, i18n.language),
            }))}
            value={form.planIds}
            onChange={(value) => set('planIds', value)}
            clearable
            searchable
            error={errors.planIds}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              type="date"
              label={t('form.validFrom')}
              value={form.validFrom}
              onChange={(event) => set('validFrom', event.currentTarget.value)}
              error={errors.validFrom}
            />
            <TextInput
              type="date"
              label={t('form.validUntil')}
              value={form.validUntil}
              onChange={(event) => set('validUntil', event.currentTarget.value)}
              error={errors.validUntil}
            />
          </SimpleGrid>
          <NumberField
            label={t('form.maxUses')}
            description={t('form.maxUsesHint')}
            min={1}
            allowDecimal={false}
            value={form.maxUses}
            onChange={(value) => set('maxUses', typeof value === 'number' ? value : '')}
            error={errors.maxUses}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit">{promotion ? t('form.save') : t('form.create')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
