import {
  type AdminPlan,
  adminPlanNames,
  formatMoney,
  localisedPlanName,
  type PlanRequest,
} from '@academy/contracts';
import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowDown, IconArrowUp, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PageTitle } from '../../shared/ui/page-title';
import { ToneBadge } from '../../shared/ui/tone-badge';
import {
  createPlanMutation,
  deactivatePlanMutation,
  movePlanMutation,
  reactivatePlanMutation,
  updatePlanMutation,
  updateRetakePriceMutation,
} from './api/change-plans';
import { adminPlansQuery } from './api/queries';
import { PlanDialog } from './plan-form';
import { RetakePriceForm } from './retake-price-form';

/** A failed change was shown by the HTTP client (a toast): the screen only moves on. */
const quietly = <T,>(work: Promise<T>) => work.catch(() => null);

function PlanRow({
  plan,
  first,
  last,
  busy,
  onMove,
  onEdit,
  onToggle,
}: {
  plan: AdminPlan;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onEdit: () => void;
  onToggle: () => void;
}) {
  const { t, i18n } = useTranslation('plan-admin');
  const months = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'month',
    unitDisplay: 'long',
  }).format(plan.periodMonths);
  // The reader's language's name first, the other under it.
  const name = localisedPlanName(adminPlanNames(plan), i18n.language);
  const other =
    i18n.language === 'ru' ? { text: plan.nameEn, lang: 'en' } : { text: plan.nameRu, lang: 'ru' };
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="plan-row">
      <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={4}>
            <ActionIcon
              variant="default"
              aria-label={t('list.moveUp', { name })}
              disabled={first || busy}
              onClick={() => onMove('up')}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={t('list.moveDown', { name })}
              disabled={last || busy}
              onClick={() => onMove('down')}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
          </Stack>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="sm" c="dimmed" lang={other.lang} style={{ overflowWrap: 'anywhere' }}>
              {other.text}
            </Text>
            <Text size="sm">
              {t('list.summary', {
                format: t(`courseType.${plan.courseType}`),
                months,
                price: formatMoney(plan.price, i18n.language),
              })}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap">
          <ToneBadge tone={plan.isActive ? 'green' : 'gray'}>
            {plan.isActive ? t('list.onSale') : t('list.offSale')}
          </ToneBadge>
          <Button
            size="xs"
            variant="default"
            onClick={onEdit}
            disabled={busy}
            aria-label={t('list.editNamed', { name })}
          >
            {t('list.edit')}
          </Button>
          <Button
            size="xs"
            variant={plan.isActive ? 'default' : 'light'}
            onClick={onToggle}
            disabled={busy}
            aria-label={t(plan.isActive ? 'list.deactivateNamed' : 'list.reactivateNamed', {
              name,
            })}
          >
            {plan.isActive ? t('list.deactivate') : t('list.reactivate')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * Plans and prices (admins): the retake's price, and every plan in the pricing page's order,
 * sold or not: create, edit, take off sale and back, move up and down. Every price is in the
 * academy's currency, and a change is for payments made after it.
 */
export function PlansPage() {
  const { t, i18n } = useTranslation('plan-admin');
  const plans = useQuery(adminPlansQuery);
  const nameOf = (plan: AdminPlan) => localisedPlanName(adminPlanNames(plan), i18n.language);
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  const create = useMutation(createPlanMutation);
  const update = useMutation(updatePlanMutation);
  const deactivate = useMutation(deactivatePlanMutation);
  const reactivate = useMutation(reactivatePlanMutation);
  const move = useMutation(movePlanMutation);
  const retake = useMutation(updateRetakePriceMutation);
  const busy = move.isPending || deactivate.isPending || reactivate.isPending;

  const doMove = useSingleFlight(async (plan: AdminPlan, direction: 'up' | 'down') => {
    if (await quietly(move.mutateAsync({ params: { id: plan.id }, body: { direction } }))) {
      setNotice(
        t(direction === 'up' ? 'notice.movedUp' : 'notice.movedDown', { name: nameOf(plan) }),
      );
    }
  });
  const doToggle = useSingleFlight(async (plan: AdminPlan) => {
    const change = plan.isActive ? deactivate : reactivate;
    if (await quietly(change.mutateAsync({ params: { id: plan.id } }))) {
      setNotice(
        t(plan.isActive ? 'notice.deactivated' : 'notice.reactivated', { name: nameOf(plan) }),
      );
    }
  });
  const doSave = async (request: PlanRequest) => {
    const saved = await quietly(
      editing === 'new' || editing === null
        ? create.mutateAsync(request)
        : update.mutateAsync({ params: { id: editing.id }, body: request }),
    );
    if (!saved) return;
    setNotice(t(editing === 'new' ? 'notice.created' : 'notice.saved', { name: nameOf(saved) }));
    setEditing(null);
  };
  const doRetake = async (amount: number) => {
    if (await quietly(retake.mutateAsync({ amount }))) setNotice(t('notice.retakeSaved'));
  };

  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          {plans.data ? (
            <Text size="sm" c="dimmed">
              {t('currencyNote', { currency: plans.data.currency })}
            </Text>
          ) : null}
        </Stack>
        {plans.data ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('list.new')}
          </Button>
        ) : null}
      </Group>

      {plans.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={120} />
          <Skeleton height={90} />
          <Skeleton height={90} />
        </Stack>
      ) : plans.isError ? (
        <LoadFailed
          headingOrder={2}
          title={t('failed')}
          icon={<IconAlertTriangle size={28} />}
          error={plans.error}
          retryLabel={t('retry')}
          onRetry={() => void plans.refetch()}
        />
      ) : (
        <>
          <RetakePriceForm price={plans.data.retakePrice} onSave={doRetake} />
          <Stack component="section" gap="sm" aria-labelledby="plans-title">
            <Title order={2} size="h4" id="plans-title">
              {t('list.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('list.hint')}
            </Text>
            {plans.data.plans.length === 0 ? (
              <Text>{t('list.empty')}</Text>
            ) : (
              <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {plans.data.plans.map((plan, index, all) => (
                  <PlanRow
                    key={plan.id}
                    plan={plan}
                    first={index === 0}
                    last={index === all.length - 1}
                    busy={busy}
                    onMove={(direction) => void doMove(plan, direction)}
                    onEdit={() => setEditing(plan)}
                    onToggle={() => void doToggle(plan)}
                  />
                ))}
              </Stack>
            )}
          </Stack>
          {editing !== null ? (
            <PlanDialog
              plan={editing === 'new' ? null : editing}
              currency={plans.data.currency}
              onSave={doSave}
              onClose={() => setEditing(null)}
            />
          ) : null}
        </>
      )}
      <Text role="status" size="sm" aria-live="polite">
        {notice}
      </Text>
    </Stack>
  );
}
