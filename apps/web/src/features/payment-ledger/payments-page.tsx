import {
  ADMIN_PAYMENTS_SEARCH_MAX_LENGTH,
  type AdminPaymentListItem,
  type PaymentLedgerStatus,
  type PaymentPurpose,
  paths,
  paymentLedgerStatuses,
  paymentPurposes,
} from '@academy/contracts';
import { Anchor, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconReceipt } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useStaffPlanNames } from '../../shared/lib/staff-plan-names';
import { useStaffTime } from '../../shared/lib/staff-time';
import { FiltersPanel } from '../../shared/ui/filters-panel';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PageTitle } from '../../shared/ui/page-title';
import { SearchField } from '../../shared/ui/search-field';
import { StaffList } from '../../shared/ui/staff-list';
import { TimeZoneNote } from '../../shared/ui/time-zone-note';
import { exportPaymentsMutation } from './api/export-payments';
import { adminPaymentsQuery } from './api/queries';
import { useMoney } from './money';
import {
  type PaymentFilters,
  paymentsQuery,
  readPaymentFilters,
  writePaymentFilters,
} from './payment-filters';
import { LedgerStatusBadge } from './status';

function PaymentRow({ payment }: { payment: AdminPaymentListItem }) {
  const { t } = useTranslation('admin-payments');
  const time = useStaffTime();
  const money = useMoney();
  const planName = useStaffPlanNames();
  const what =
    payment.purpose === 'retake'
      ? t('retake', { title: payment.description })
      : planName(payment.planId, payment.description);
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="payment-row">
      <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Anchor component={Link} to={paths.admin.payment(payment.id)} fw={600}>
            {t('list.number', { id: payment.id })} · {what}
          </Anchor>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={paths.admin.user(payment.student.id)} size="sm">
              {payment.student.fullName}
            </Anchor>{' '}
            <Text span c="dimmed" size="sm">
              {payment.student.email}
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            {t('list.created', { date: time.dateTime(payment.createdAt) })}
            {payment.paidAt ? ` · ${t('list.paid', { date: time.dateTime(payment.paidAt) })}` : ''}
            {` · ${payment.provider}`}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text fw={700}>{money(payment.price)}</Text>
          {payment.promotion ? (
            <Text size="xs" c="dimmed">
              {t('list.promotion', {
                code: payment.promotion.code,
                discount: money({
                  amount: payment.promotion.discount,
                  currency: payment.price.currency,
                }),
              })}
            </Text>
          ) : null}
          {payment.refunded > 0 ? (
            <Text size="xs" c="dimmed">
              {t('list.refunded', {
                amount: money({ amount: payment.refunded, currency: payment.price.currency }),
              })}
            </Text>
          ) : null}
          <LedgerStatusBadge status={payment.status} />
        </Stack>
      </Group>
    </Paper>
  );
}

/** The ledger: search by student or payment number, filter by status and purpose, pages, CSV. */
export function PaymentsPage() {
  const { t } = useTranslation('admin-payments');
  const [params, setParams] = useSearchParams();
  const filters = readPaymentFilters(params);
  const payments = useQuery({
    ...adminPaymentsQuery(paymentsQuery(filters)),
    placeholderData: keepPreviousData,
  });
  const exportCsv = useMutation(exportPaymentsMutation);
  const apply = (next: Partial<PaymentFilters>) =>
    setParams(writePaymentFilters({ ...filters, page: 1, ...next }), { replace: true });
  const filtered = Boolean(filters.search || filters.status || filters.purpose);
  const active = [filters.status, filters.purpose].filter((value) => value !== null).length;
  const { page: _page, ...filter } = paymentsQuery(filters);

  return (
    <Stack gap="lg">
      <PageTitle title={t('list.title')} />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{t('list.title')}</Title>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={exportCsv.isPending}
          onClick={() => exportCsv.mutate({ query: filter })}
        >
          {t('list.export')}
        </Button>
      </Group>
      <TimeZoneNote />
      <FiltersPanel
        label={t('list.filters')}
        active={active}
        search={
          <SearchField
            label={t('list.searchLabel')}
            placeholder={t('list.searchPlaceholder')}
            value={filters.search}
            maxLength={ADMIN_PAYMENTS_SEARCH_MAX_LENGTH}
            onSearch={(search) => apply({ search })}
          />
        }
      >
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label={t('list.statusLabel')}
            w={{ base: '100%', xs: 220 }}
            value={filters.status ?? 'all'}
            allowDeselect={false}
            onChange={(value) =>
              apply({ status: value && value !== 'all' ? (value as PaymentLedgerStatus) : null })
            }
            data={[
              { value: 'all', label: t('list.allStatuses') },
              ...paymentLedgerStatuses.map((status) => ({
                value: status,
                label: t(`status.${status}`),
              })),
            ]}
          />
          <Select
            label={t('list.purposeLabel')}
            w={{ base: '100%', xs: 220 }}
            value={filters.purpose ?? 'all'}
            allowDeselect={false}
            onChange={(value) =>
              apply({ purpose: value && value !== 'all' ? (value as PaymentPurpose) : null })
            }
            data={[
              { value: 'all', label: t('list.allPurposes') },
              ...paymentPurposes.map((purpose) => ({
                value: purpose,
                label: t(`purpose.${purpose}`),
              })),
            ]}
          />
        </Group>
      </FiltersPanel>

      <StaffList
        list={payments}
        page={filters.page}
        filtered={filtered}
        namespace="admin-payments"
        icon={<IconReceipt size={28} />}
        loading={<Text aria-busy="true">{t('states.loading')}</Text>}
        failed={(error, retry) => (
          <LoadFailed
            headingOrder={2}
            title={t('states.failedTitle')}
            icon={<IconReceipt size={28} />}
            error={error}
            retryLabel={t('states.retry')}
            onRetry={retry}
          />
        )}
        pageHref={(page) => `?${writePaymentFilters({ ...filters, page })}`}
        onPage={(page) => setParams(writePaymentFilters({ ...filters, page }))}
        onClearFilters={() => apply({ search: '', status: null, purpose: null })}
      >
        {(payment) => <PaymentRow key={payment.id} payment={payment} />}
      </StaffList>
    </Stack>
  );
}
