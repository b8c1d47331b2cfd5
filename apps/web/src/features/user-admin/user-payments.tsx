import {
  type AdminPaymentListItem,
  formatMoney,
  paths,
  paymentLedgerEndpoints,
} from '@academy/contracts';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../shared/api/endpoint-query';
import { useStaffPlanNames } from '../../shared/lib/staff-plan-names';
import { useStaffTime } from '../../shared/lib/staff-time';
import { type Tone, ToneBadge } from '../../shared/ui/tone-badge';
import { UserSection } from './user-section';

const tones: Record<AdminPaymentListItem['status'], Tone> = {
  succeeded: 'green',
  pending: 'orange',
  declined: 'red',
  cancelled: 'gray',
  expired: 'gray',
  refunded: 'gray',
  partly_refunded: 'orange',
};

/** A student's payments, newest first, each linking to its page in the ledger. */
export function UserPayments({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation('user-admin');
  const time = useStaffTime();
  const planName = useStaffPlanNames();
  const payments = useQuery(
    endpointQuery(
      paymentLedgerEndpoints.listAdminUserPayments,
      { params: { id: userId } },
      {
        toast: false,
      },
    ),
  );
  const money = (amount: number, currency: string) =>
    formatMoney({ amount, currency }, i18n.language);
  return (
    <UserSection name="payments" title={t('payments.title')}>
      {payments.isError ? (
        <Text c="red">{t('payments.failed')}</Text>
      ) : !payments.data ? (
        <Text aria-busy="true">…</Text>
      ) : payments.data.items.length === 0 ? (
        <Text c="dimmed">{t('payments.empty')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {payments.data.items.map((payment) => (
            <Paper key={payment.id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Stack gap={2}>
                  <Anchor component={Link} to={paths.admin.payment(payment.id)} fw={600}>
                    {t('payments.number', { id: payment.id })} ·{' '}
                    {payment.purpose === 'retake'
                      ? t('payments.retake', { title: payment.description })
                      : planName(payment.planId, payment.description)}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {time.dateTime(payment.paidAt ?? payment.createdAt)}
                    {payment.refunded > 0
                      ? ` · ${t('payments.refunded', { amount: money(payment.refunded, payment.price.currency) })}`
                      : ''}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Text fw={600}>{money(payment.price.amount, payment.price.currency)}</Text>
                  <ToneBadge tone={tones[payment.status]}>
                    {t(`payments.status.${payment.status}`)}
                  </ToneBadge>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </UserSection>
  );
}
