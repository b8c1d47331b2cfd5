import type { PaymentStatus, SubscriptionState } from '@academy/contracts';
import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const periodColors: Record<SubscriptionState, MantineColor> = {
  active: 'green',
  upcoming: 'brand',
  ended: 'gray',
  cancelled: 'red',
};

const paymentColors: Record<PaymentStatus, MantineColor> = {
  succeeded: 'green',
  pending: 'orange',
  declined: 'red',
  cancelled: 'gray',
};

/** A state in words on a tinted badge: the word carries it, the colour only helps. */
export function PeriodStateBadge({ state }: { state: SubscriptionState }) {
  const { t } = useTranslation('billing');
  return (
    <Badge color={periodColors[state]} variant="light" radius="sm" c={`${periodColors[state]}.9`}>
      {t(`periods.state.${state}`)}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Badge
      color={paymentColors[status]}
      variant="light"
      radius="sm"
      c={`${paymentColors[status]}.9`}
    >
      {t(`history.status.${status}`)}
    </Badge>
  );
}
