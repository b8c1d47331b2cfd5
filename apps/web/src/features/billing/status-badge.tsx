import type { PaymentStatus, SubscriptionState } from '@academy/contracts';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './status-badge.module.css';

type Tone = 'gray' | 'brand' | 'orange' | 'green' | 'red';

const periodTones: Record<SubscriptionState, Tone> = {
  active: 'green',
  upcoming: 'brand',
  ended: 'gray',
  cancelled: 'red',
};

const paymentTones: Record<PaymentStatus, Tone> = {
  succeeded: 'green',
  pending: 'orange',
  declined: 'red',
  cancelled: 'gray',
};

/** A word on a tinted badge: the word carries the state, the colour only helps. */
export function ToneBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <Badge color={tone} variant="light" radius="sm" className={classes.badge} data-tone={tone}>
      {children}
    </Badge>
  );
}

export function PeriodStateBadge({ state }: { state: SubscriptionState }) {
  const { t } = useTranslation('billing');
  return <ToneBadge tone={periodTones[state]}>{t(`periods.state.${state}`)}</ToneBadge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('billing');
  return <ToneBadge tone={paymentTones[status]}>{t(`history.status.${status}`)}</ToneBadge>;
}
