import type { PaymentLedgerStatus, SubscriptionState } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import { type Tone, ToneBadge } from '../../shared/ui/tone-badge';

const periodTones: Record<SubscriptionState, Tone> = {
  active: 'green',
  upcoming: 'brand',
  ended: 'gray',
  cancelled: 'red',
};

const paymentTones: Record<PaymentLedgerStatus, Tone> = {
  succeeded: 'green',
  pending: 'orange',
  declined: 'red',
  cancelled: 'gray',
  expired: 'gray',
  refunded: 'gray',
  partly_refunded: 'orange',
};

export function PeriodStateBadge({ state }: { state: SubscriptionState }) {
  const { t } = useTranslation('billing');
  return <ToneBadge tone={periodTones[state]}>{t(`periods.state.${state}`)}</ToneBadge>;
}

/** A payment's status; a succeeded one with money given back says refunded, or partly. */
export function PaymentStatusBadge({ status }: { status: PaymentLedgerStatus }) {
  const { t } = useTranslation('billing');
  return <ToneBadge tone={paymentTones[status]}>{t(`history.status.${status}`)}</ToneBadge>;
}
