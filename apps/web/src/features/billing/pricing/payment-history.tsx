import {
  creditNoteNumber,
  idTextSchema,
  PAYMENT_CONFIRMATION_MINUTES,
  type Payment,
  type PaymentDocumentKind,
  type Plan,
} from '@academy/contracts';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSingleFlight } from '../../../shared/lib/use-single-flight';
import { DownloadButton } from '../../../shared/ui/download-button';
import { downloadDocumentMutation } from '../api/download-document';
import { paymentsQuery, pricingQuery } from '../api/queries';
import { updatePaymentMutation } from '../api/update-payment';
import { paymentLabel, useBillingFormat } from '../format';
import { SectionFailure } from '../section-failure';
import { PaymentStatusBadge } from '../status-badge';

const MINUTE_MS = 60_000;

/**
 * Every payment of the student, newest first: date, what, amount, card, status, and its
 * documents (the receipt, a credit note per refund). A payment waiting for the bank's
 * confirmation (a page closed at that step) can be confirmed or cancelled here until it
 * expires. A mail's link (`?receipt=41`, `?credit-note=7`) puts its document first.
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
      {payments.data ? <MailedDocument payments={payments.data.data} plans={plans} /> : null}
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
        {payment.status === 'succeeded' ? <DocumentActions payment={payment} what={what} /> : null}
      </Stack>
    </Paper>
  );
}

/** One document's download, in the page's language. */
function DocumentButton({
  kind,
  id,
  label,
  name,
}: {
  kind: PaymentDocumentKind;
  id: number;
  label: string;
  name: string;
}) {
  const download = useMutation(downloadDocumentMutation);
  return (
    <DownloadButton download={() => download.mutateAsync({ kind, id })} label={label} name={name} />
  );
}

/** A succeeded payment's receipt and the credit note of each refund, as PDF downloads. */
function DocumentActions({ payment, what }: { payment: Payment; what: string }) {
  const { t } = useTranslation('billing');
  const format = useBillingFormat();
  return (
    <Group justify="flex-end" gap="sm">
      <DocumentButton
        kind="receipt"
        id={payment.id}
        label={t('history.receipt')}
        name={t('history.receiptNamed', { what })}
      />
      {(payment.creditNotes ?? []).map((note) => {
        const number = creditNoteNumber(note.id);
        const amount = format.money({ amount: note.amount, currency: payment.price.currency });
        return (
          <DocumentButton
            key={note.id}
            kind="credit-note"
            id={note.id}
            label={t('history.creditNote', { number })}
            name={t('history.creditNoteNamed', { number, amount, what })}
          />
        );
      })}
    </Group>
  );
}

/** The document a mail linked to (`?receipt=41`, `?credit-note=7`), if it is the student's. */
function mailedDocument(
  search: URLSearchParams,
  payments: readonly Payment[],
): { kind: PaymentDocumentKind; id: number; payment: Payment | null; amount: number } | null {
  for (const kind of ['receipt', 'credit-note'] as const) {
    const parsed = idTextSchema.safeParse(search.get(kind));
    if (!parsed.success) continue;
    const id = parsed.data;
    const payment =
      kind === 'receipt'
        ? payments.find((candidate) => candidate.id === id && candidate.status === 'succeeded')
        : payments.find((candidate) => candidate.creditNotes?.some((note) => note.id === id));
    const amount =
      kind === 'receipt'
        ? (payment?.price.amount ?? 0)
        : (payment?.creditNotes?.find((note) => note.id === id)?.amount ?? 0);
    return { kind, id, payment: payment ?? null, amount };
  }
  return null;
}

/** The mailed document, first and with its own download button. */
function MailedDocument({
  payments,
  plans,
}: {
  payments: readonly Payment[];
  plans: readonly Plan[];
}) {
  const { t, i18n } = useTranslation('billing');
  const format = useBillingFormat();
  const [search] = useSearchParams();
  const mailed = mailedDocument(search, payments);
  if (!mailed) return null;
  if (!mailed.payment) {
    return (
      <Alert color="yellow" data-testid="mailed-document">
        {t('history.mailed.missing')}
      </Alert>
    );
  }
  const what = paymentLabel(mailed.payment, plans, t, i18n.language);
  const number = mailed.kind === 'receipt' ? String(mailed.id) : creditNoteNumber(mailed.id);
  const amount = format.money({ amount: mailed.amount, currency: mailed.payment.price.currency });
  return (
    <Alert color="blue" data-testid="mailed-document">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{t(`history.mailed.${mailed.kind}`, { number, amount, what })}</Text>
        <DocumentButton
          kind={mailed.kind}
          id={mailed.id}
          label={t('history.mailed.download')}
          name={`${t('history.mailed.download')}: ${number}`}
        />
      </Group>
    </Alert>
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
