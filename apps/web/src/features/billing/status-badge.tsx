import type { PaymentStatus, SubscriptionState } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import { type Tone, ToneBadge } from '../../shared/ui/tone-badge';

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
  expired: 'gray',
};

export function PeriodStateBadge({ state }: { state: SubscriptionState }) {
  const { t } = useTranslation('billing');
  return <ToneBadge tone={periodTones[state]}>{t(`periods.state.${state}`)}</ToneBadge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('billing');
  return <ToneBadge tone={paymentTones[status]}>{t(`history.status.${status}`)}</ToneBadge>;
}
