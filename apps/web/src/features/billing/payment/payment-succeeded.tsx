import type { Payment } from '@academy/contracts';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentStudent } from '../../../shared/session/current-student';
import { focusOnMount } from '../../../shared/ui/focus-on-mount';
import { CheckIcon } from '../../../shared/ui/icons';
import { pricingQuery, subscriptionsQuery } from '../api/queries';
import { paymentLabel, useBillingFormat } from '../format';
import type { Order } from './use-order';

/** "Payment received": the receipt is mailed, what it unlocked, and the way on. */
export function PaymentSucceeded({ order, payment }: { order: Order; payment: Payment }) {
  const { t, i18n } = useTranslation('billing');
  const format = useBillingFormat();
  const student = useCurrentStudent();
  const subscriptions = useQuery(subscriptionsQuery);
  const pricing = useQuery(pricingQuery);
  const endsAt = subscriptions.data?.access.endsAt ?? null;

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} role="status">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden="true">
          <CheckIcon size={28} />
        </ThemeIcon>
        <Title order={2} ta="center" ref={focusOnMount} tabIndex={-1}>
          {t('succeeded.title')}
        </Title>
        <Text ta="center" maw={520}>
          {t('succeeded.paid', {
            amount: format.money(payment.price),
            what: paymentLabel(payment, pricing.data?.plans ?? [], t, i18n.language),
          })}
        </Text>
        <Text ta="center" maw={520}>
          {student.data
            ? t('succeeded.receiptTo', { email: student.data.email })
            : t('succeeded.receipt')}
        </Text>
        <Text ta="center" maw={520} fw={600}>
          {order.purpose === 'retake'
            ? t('succeeded.retakeOpen')
            : endsAt
              ? t('succeeded.accessUntil', { date: format.date(endsAt) })
              : t('succeeded.accessOpen')}
        </Text>
        <Button component={Link} to={order.continueTo} size="md" mt="xs">
          {order.purpose === 'retake' ? t('succeeded.backToTest') : t('succeeded.continue')}
        </Button>
      </Stack>
    </Paper>
  );
}
