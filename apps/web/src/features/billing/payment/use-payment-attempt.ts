import type { CardForm, Payment, PayRequest } from '@academy/contracts';
import { useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/client';
import { usePay } from '../api/pay';
import { useUpdatePayment } from '../api/update-payment';
import { CardRefusedError, paymentProvider } from '../provider';
import type { Order } from './use-order';

/** Where the payment stands, as the page draws it. */
export type Checkout =
  /** The card form; `note` says what happened to the attempt before, if anything. */
  | { step: 'form'; note: 'declined' | 'cancelled' | 'noAnswer' | null }
  | { step: 'confirm'; payment: Payment }
  | { step: 'succeeded'; payment: Payment };

/** The attempt whose answer never came: the same card for the same order reuses its key. */
interface OpenAttempt {
  key: string;
  fingerprint: string;
}

const PAYMENT_DECLINED = 'ERR_PAYMENT_DECLINED';
const KEY_IN_USE = 'ERR_IDEMPOTENCY_KEY_IN_USE';

/**
 * One payment, attempt by attempt. Each attempt has an idempotency key made when the form is
 * sent (`crypto.randomUUID()`): sent again after no answer came (a dropped connection, the
 * server still working on it, or a 5xx that leaves the charge unknown), the same card for the
 * same order keeps its key, so the server answers the first charge instead of making a second. Any answer ends the attempt: after a
 * decline, or with another card, the next one gets a new key.
 */
export function usePaymentAttempt(order: Order) {
  const pay = usePay();
  const update = useUpdatePayment();
  const [checkout, setCheckout] = useState<Checkout>({ step: 'form', note: null });
  const open = useRef<OpenAttempt | null>(null);

  function settle(payment: Payment, confirmationRequired: boolean) {
    if (payment.status === 'succeeded') setCheckout({ step: 'succeeded', payment });
    else if (payment.status === 'pending' && confirmationRequired) {
      setCheckout({ step: 'confirm', payment });
    } else if (payment.status === 'declined') setCheckout({ step: 'form', note: 'declined' });
    else setCheckout({ step: 'form', note: 'cancelled' });
  }

  /** The card's answer as the form shows it; throws `CardRefusedError` for an unknown card. */
  async function submit(card: CardForm): Promise<void> {
    const cardToken = await paymentProvider.tokenizeCard(card);
    const request: PayRequest = { ...order.request, cardToken };
    const fingerprint = JSON.stringify([card, order.request]);
    const key = open.current?.fingerprint === fingerprint ? open.current.key : crypto.randomUUID();
    open.current = { key, fingerprint };
    setCheckout({ step: 'form', note: null });
    try {
      const result = await pay.mutateAsync({ request, idempotencyKey: key });
      open.current = null;
      settle(result.payment, result.confirmationRequired);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // No answer, the key still at work, or the server unable to finish (a 5xx: the card
      // may have been charged): the same card tries again under the same key.
      const outcomeUnknown =
        error.kind === 'network' || error.code === KEY_IN_USE || (error.status ?? 0) >= 500;
      if (outcomeUnknown) {
        setCheckout({ step: 'form', note: 'noAnswer' });
        return;
      }
      open.current = null;
      if (error.code === PAYMENT_DECLINED) setCheckout({ step: 'form', note: 'declined' });
    }
  }

  /** The bank's confirmation step: confirm, or cancel (also by closing the dialog). */
  async function decide(action: 'confirm' | 'cancel'): Promise<void> {
    if (checkout.step !== 'confirm') return;
    try {
      const result = await update.mutateAsync({ paymentId: checkout.payment.id, action });
      settle(result.payment, false);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === PAYMENT_DECLINED) setCheckout({ step: 'form', note: 'declined' });
      // Anything else was a toast; a payment no longer pending has an answer of its own.
      else if (error.code === 'ERR_PAYMENT_NOT_PENDING') setCheckout({ step: 'form', note: null });
    }
  }

  return {
    checkout,
    submit,
    decide,
    paying: pay.isPending,
    deciding: update.isPending ? (update.variables?.action ?? null) : null,
  };
}

export { CardRefusedError };
