import { PAYMENT_CONFIRMATION_MINUTES, type Payment, type Plan } from '@academy/contracts';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../../shared/lib/use-single-flight';
import { downloadReceiptMutation } from '../api/download-receipt';
import { paymentsQuery, pricingQuery } from '../api/queries';
import { updatePaymentMutation } from '../api/update-payment';
import { paymentLabel, useBillingFormat } from '../format';
import { SectionFailure } from '../section-failure';
import { PaymentStatusBadge } from '../status-badge';

const MINUTE_MS = 60_000;

/**
 * Every payment of the student, newest first: date, what, amount, card, status. A payment
 * waiting for the bank's confirmation (a page closed at that step) can be confirmed or
 * cancelled here until it expires.
 */
export function PaymentHistory() {
  const { t } = useTranslation('billing');
  const payments = useQuery(paymentsQuery);
  const pricing = useQuery(pricingQuery);
  const plans = pricing.data?.plans ?? [];

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
              <PaymentRow key={payment.id} payment={payment} plans={plans} />
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

function PaymentRow({ payment, plans }: { payment: Payment; plans: readonly Plan[] }) {
  const { t, i18n } = useTranslation('billing');
  const format = useBillingFormat();
  const when = payment.paidAt ?? payment.createdAt;
  const what = paymentLabel(payment, plans, t, i18n.language);
  const refunded = payment.refunded ?? 0;
  const status =
    payment.status === 'succeeded' && refunded > 0
      ? refunded >= payment.price.amount
        ? 'refunded'
        : 'partly_refunded'
      : payment.status;
  return (
    <Paper withBorder radius="lg" p="md" component="li">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
            <Text fw={700}>{what}</Text>
            <Text size="sm" c="dark.4">
              <time dateTime={when}>{format.date(when)}</time>
              {payment.cardLabel ? ` · ${payment.cardLabel}` : ''}
            </Text>
          </Stack>
          <Group gap="sm" wrap="nowrap">
            <Text fw={700}>{format.money(payment.price)}</Text>
            <PaymentStatusBadge status={status} />
          </Group>
        </Group>
        {payment.promotion ? (
          <Text size="sm" c="dark.4" data-testid="payment-promotion">
            {t('history.promotion', {
              code: payment.promotion.code,
              discount: format.money({
                amount: payment.promotion.discount,
                currency: payment.price.currency,
              }),
            })}
          </Text>
        ) : null}
        {refunded > 0 ? (
          <Text size="sm" data-testid="payment-refunded">
            {t('history.refundedAmount', {
              amount: format.money({ amount: refunded, currency: payment.price.currency }),
            })}
          </Text>
        ) : null}
        {payment.status === 'pending' ? <WaitingActions payment={payment} what={what} /> : null}
        {payment.status === 'succeeded' ? <ReceiptAction payment={payment} what={what} /> : null}
      </Stack>
    </Paper>
  );
}

/** A succeeded payment's receipt, as a PDF download. */
function ReceiptAction({ payment, what }: { payment: Payment; what: string }) {
  const { t } = useTranslation('billing');
  const receipt = useMutation(downloadReceiptMutation);
  return (
    <Group justify="flex-end">
      <Button
        variant="default"
        size="sm"
        loading={receipt.isPending}
        onClick={() => receipt.mutate(payment.id)}
        aria-label={t('history.receiptNamed', { what })}
      >
        {t('history.receipt')}
      </Button>
    </Group>
  );
}

/** Confirm or cancel a payment left at the bank's confirmation step; one request at a time. */
function WaitingActions({ payment, what }: { payment: Payment; what: string }) {
  const { t, i18n } = useTranslation('billing');
  const update = useMutation(updatePaymentMutation);
  const decide = useSingleFlight(async (action: 'confirm' | 'cancel') => {
    // Every failure is told (a toast, or the row's new status once the history reads again).
    await update.mutateAsync({ paymentId: payment.id, action }).catch(() => undefined);
  });
  const until = new Date(
    new Date(payment.createdAt).getTime() + PAYMENT_CONFIRMATION_MINUTES * MINUTE_MS,
  );
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(until);
  const deciding = update.isPending ? update.variables?.action : null;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm">{t('history.waiting', { time })}</Text>
      <Group gap="sm">
        <Button
          variant="default"
          size="sm"
          onClick={() => void decide('cancel')}
          loading={deciding === 'cancel'}
          disabled={Boolean(deciding)}
          aria-label={t('history.cancelNamed', { what })}
        >
          {t('history.cancel')}
        </Button>
        <Button
          size="sm"
          onClick={() => void decide('confirm')}
          loading={deciding === 'confirm'}
          disabled={Boolean(deciding)}
          aria-label={t('history.confirmNamed', { what })}
        >
          {t('history.confirm')}
        </Button>
      </Group>
    </Group>
  );
}
