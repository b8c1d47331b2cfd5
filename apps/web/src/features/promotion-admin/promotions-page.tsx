import {
  ADMIN_PROMOTIONS_SEARCH_MAX_LENGTH,
  type AdminPlan,
  type AdminPromotion,
  formatMoney,
  type PromotionRequest,
  SMALLEST_DISCOUNTED_PRICE_MINOR,
} from '@academy/contracts';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconTicket } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PageTitle } from '../../shared/ui/page-title';
import { SearchField } from '../../shared/ui/search-field';
import { StaffList } from '../../shared/ui/staff-list';
import { ToneBadge } from '../../shared/ui/tone-badge';
import {
  adminPromotionsQuery,
  createPromotionMutation,
  deactivatePromotionMutation,
  planChoicesQuery,
  updatePromotionMutation,
} from './api/promotions';
import { adminPlanName, PromotionDialog } from './promotion-dialog';
import { promotionsQuery, readPromotionFilters, writePromotionFilters } from './promotion-filters';

/** A failed change was shown by the HTTP client (a toast): the screen only moves on. */
const quietly = <T,>(work: Promise<T>) => work.catch(() => null);

function PromotionRow({
  promotion,
  plans,
  busy,
  onEdit,
  onDeactivate,
}: {
  promotion: AdminPromotion;
  plans: readonly AdminPlan[];
  busy: boolean;
  onEdit: () => void;
  onDeactivate: () => void;
}) {
  const { t, i18n } = useTranslation('promotion-admin');
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const discount =
    promotion.kind === 'percent'
      ? t('list.percent', { value: promotion.value })
      : t('list.fixed', {
          amount: formatMoney(
            { amount: promotion.value, currency: promotion.currency },
            i18n.language,
          ),
        });
  const planNames =
    promotion.planIds.length === 0
      ? t('list.allPlans')
      : promotion.planIds
          .map((id) => {
            const plan = plans.find((candidate) => candidate.id === id);
            return plan ? adminPlanName(plan, i18n.language) : id;
          })
          .join(', ');
  const validity = [
    promotion.validFrom ? t('list.validFrom', { date: date(promotion.validFrom) }) : null,
    promotion.validUntil ? t('list.validUntil', { date: date(promotion.validUntil) }) : null,
  ]
    .filter(Boolean)
    .join(' ');
  const uses =
    promotion.maxUses === null
      ? t('list.usesUnlimited', { uses: promotion.uses })
      : t('list.uses', {
          uses: promotion.uses,
          max: promotion.maxUses,
          left: Math.max(promotion.maxUses - promotion.uses, 0),
        });
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="promotion-row">
      <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Text fw={700} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {promotion.code}
          </Text>
          <Text size="sm">
            {discount} · {planNames}
          </Text>
          <Text size="sm" c="dimmed">
            {validity || t('list.always')} · {uses}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <ToneBadge tone={promotion.isActive ? 'green' : 'gray'}>
            {promotion.isActive ? t('list.active') : t('list.inactive')}
          </ToneBadge>
          <Button
            size="xs"
            variant="default"
            onClick={onEdit}
            disabled={busy}
            aria-label={t('list.editNamed', { code: promotion.code })}
          >
            {t('list.edit')}
          </Button>
          {promotion.isActive ? (
            <Button
              size="xs"
              variant="default"
              onClick={onDeactivate}
              disabled={busy}
              aria-label={t('list.deactivateNamed', { code: promotion.code })}
            >
              {t('list.deactivate')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * Promotion codes (admins): newest first, searched by code, a page at a time, the search and
 * page in the address; create, edit and deactivate, each in a dialog or with one click, each
 * audited by the server.
 */
export function PromotionsPage() {
  const { t, i18n } = useTranslation('promotion-admin');
  const [params, setParams] = useSearchParams();
  const filters = readPromotionFilters(params);
  const list = useQuery({
    ...adminPromotionsQuery(promotionsQuery(filters)),
    placeholderData: keepPreviousData,
  });
  const plans = useQuery(planChoicesQuery);
  const [editing, setEditing] = useState<AdminPromotion | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  const create = useMutation(createPromotionMutation);
  const update = useMutation(updatePromotionMutation);
  const deactivate = useMutation(deactivatePromotionMutation);

  const doDeactivate = useSingleFlight(async (promotion: AdminPromotion) => {
    if (await quietly(deactivate.mutateAsync({ params: { id: promotion.id } }))) {
      setNotice(t('notice.deactivated', { code: promotion.code }));
    }
  });
  const doSave = async (request: PromotionRequest) => {
    const saved = await quietly(
      editing === 'new' || editing === null
        ? create.mutateAsync(request)
        : update.mutateAsync({ params: { id: editing.id }, body: request }),
    );
    if (!saved) return;
    setNotice(t(editing === 'new' ? 'notice.created' : 'notice.saved', { code: saved.code }));
    setEditing(null);
  };

  const data = list.data;
  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 280px' }}>
          <Title order={1}>{t('title')}</Title>
          {data ? (
            <Text size="sm" c="dimmed" maw={640}>
              {t('hint', {
                currency: data.currency,
                smallest: formatMoney(
                  { amount: SMALLEST_DISCOUNTED_PRICE_MINOR, currency: data.currency },
                  i18n.language,
                ),
              })}
            </Text>
          ) : null}
        </Stack>
        {data ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('new')}
          </Button>
        ) : null}
      </Group>
      <SearchField
        label={t('search')}
        value={filters.search}
        maw={360}
        maxLength={ADMIN_PROMOTIONS_SEARCH_MAX_LENGTH}
        onSearch={(search) =>
          setParams(writePromotionFilters({ search, page: 1 }), { replace: true })
        }
      />

      <StaffList
        list={list}
        page={filters.page}
        filtered={filters.search !== ''}
        namespace="promotion-admin"
        icon={<IconTicket size={28} />}
        loading={
          <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
            <Skeleton height={90} />
            <Skeleton height={90} />
          </Stack>
        }
        failed={(error, retry) => (
          <LoadFailed
            headingOrder={2}
            title={t('failed')}
            icon={<IconAlertTriangle size={28} />}
            error={error}
            retryLabel={t('retry')}
            onRetry={retry}
          />
        )}
        pageHref={(page) => `?${writePromotionFilters({ ...filters, page })}`}
        onPage={(page) => setParams(writePromotionFilters({ ...filters, page }))}
        onClearFilters={() => setParams(writePromotionFilters({ search: '', page: 1 }))}
      >
        {(promotion) => (
          <PromotionRow
            key={promotion.id}
            promotion={promotion}
            plans={plans.data?.plans ?? []}
            busy={deactivate.isPending}
            onEdit={() => setEditing(promotion)}
            onDeactivate={() => void doDeactivate(promotion)}
          />
        )}
      </StaffList>
      {editing !== null && data ? (
        <PromotionDialog
          promotion={editing === 'new' ? null : editing}
          plans={plans.data?.plans ?? []}
          currency={data.currency}
          onSave={doSave}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <Text role="status" size="sm" aria-live="polite">
        {notice}
      </Text>
    </Stack>
  );
}
