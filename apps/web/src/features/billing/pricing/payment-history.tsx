import type { Payment } from '@academy/contracts';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePayments } from '../api/payments';
import { useBillingFormat } from '../format';
import { SectionFailure } from '../section-failure';
import { PaymentStatusBadge } from '../status-badge';

/** Every payment of the student, newest first: date, what, amount, card, status. */
export function PaymentHistory() {
  const { t } = useTranslation('billing');
  const payments = usePayments();

  return (
    <Stack gap="md" component="section" aria-labelledby="history">
      <Title order={2} id="history">
        {t('history.title')}
      </Title>
      {payments.data ? (
        payments.data.data.length === 0 ? (
          <Text c="dark.4">{t('history.empty')}</Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {payments.data.data.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </Stack>
        )
      ) : payments.isError ? (
        <SectionFailure
          error={payments.error}
          onRetry={() => void payments.refetch()}
          retrying={payments.isFetching}
        />
      ) : (
        <Skeleton height={72} radius="lg" />
      )}
    </Stack>
  );
}

function PaymentRow({ payment }: { payment: Payment }) {
  const { t } = useTranslation('billing');
  const format = useBillingFormat();
  const when = payment.paidAt ?? payment.createdAt;
  return (
    <Paper withBorder radius="lg" p="md" component="li">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Text fw={700}>
            {payment.purpose === 'retake'
              ? t('history.retake', { title: payment.description })
              : payment.description}
          </Text>
          <Text size="sm" c="dark.4">
            <time dateTime={when}>{format.date(when)}</time>
            {payment.cardLabel ? ` · ${payment.cardLabel}` : ''}
          </Text>
        </Stack>
        <Group gap="sm" wrap="nowrap">
          <Text fw={700}>{format.money(payment.price)}</Text>
          <PaymentStatusBadge status={payment.status} />
        </Group>
      </Group>
    </Paper>
  );
}
