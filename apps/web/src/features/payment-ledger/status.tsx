import type { PaymentLedgerStatus, RefundStatus } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import { type Tone, ToneBadge } from '../../shared/ui/tone-badge';

const tones: Record<PaymentLedgerStatus, Tone> = {
  succeeded: 'green',
  pending: 'orange',
  declined: 'red',
  cancelled: 'gray',
  expired: 'gray',
  refunded: 'gray',
  partly_refunded: 'orange',
};

const refundTones: Record<RefundStatus, Tone> = {
  processing: 'orange',
  unfinished: 'orange',
  pending: 'orange',
  succeeded: 'green',
  failed: 'red',
};

export function LedgerStatusBadge({ status }: { status: PaymentLedgerStatus }) {
  const { t } = useTranslation('admin-payments');
  return <ToneBadge tone={tones[status]}>{t(`status.${status}`)}</ToneBadge>;
}

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation('admin-payments');
  return <ToneBadge tone={refundTones[status]}>{t(`refundStatus.${status}`)}</ToneBadge>;
}
