import {
  billingEndpoints,
  type CardForm,
  type ErrorCode,
  isErrorCode,
  type Payment,
  type PayRequest,
} from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../../../shared/api/client';
import { payMutation } from '../api/pay';
import { updatePaymentMutation } from '../api/update-payment';
import { CardRefusedError, paymentProvider } from '../provider';
import { forgetAttempt, keepAttempt, storedAttemptKey } from './attempt-store';
import type { Order } from './use-order';

/** What the form says about the attempt before, if anything. */
export type FormNote =
  | 'declined'
  | 'cancelled'
  | 'expired'
  | 'noAnswer'
  | 'retryTooLate'
  | 'priceChanged'
  | null;

/** Where the payment stands, as the page draws it. */
export type Checkout =
  /** Asking the server about this tab's attempt after a reload. */
  | { step: 'recovering' }
  /** The server holds the attempt in flight: its outcome comes by itself (asked again). */
  | { step: 'processing' }
  /** The card form; `note` says what happened to the attempt before, if anything. */
  | { step: 'form'; note: FormNote }
  /**
   * The bank's confirmation step. `clientSecret` (Stripe): the page runs Stripe.js's
   * handleNextAction with it, then confirms; without it, the dialog asks the student.
   */
  | { step: 'confirm'; payment: Payment; clientSecret?: string }
  | { step: 'succeeded'; payment: Payment };

/**
 * The attempt whose answer never came: the same card for the same order reuses its key. A
 * fingerprint of null (an attempt found after a reload, its card unknown) lets the next card
 * for this order reuse it: the server replays the first charge, or refuses another card's.
 */
interface OpenAttempt {
  key: string;
  fingerprint: string | null;
  /**
   * The token sent with it: a retry sends the same request. (A Stripe ConfirmationToken is
   * single-use, and another token under the key would be another body, refused.)
   */
  cardToken: string | null;
}

const PAYMENT_DECLINED = 'ERR_PAYMENT_DECLINED';
const PAYMENT_EXPIRED = 'ERR_PAYMENT_EXPIRED';
const PRICE_CHANGED = 'ERR_PRICE_CHANGED';
const KEY_IN_USE = 'ERR_IDEMPOTENCY_KEY_IN_USE';
/** The prefix of a promotion code's refusals (contracts' catalogue). */
const PROMOTION_REFUSED = 'ERR_PROMOTION_CODE_';
/** How often a reloaded page asks again about an attempt the server still holds in flight. */
const PROCESSING_POLL_MS = 2000;

/**
 * One payment, attempt by attempt. Each attempt has an idempotency key made when the form is
 * sent (`crypto.randomUUID()`), kept in this tab's sessionStorage until its outcome is shown
 * (one waiting for the bank's confirmation until it is decided; attempt-store.ts): a reload
 * asks the server where the attempt stands. Sent
 * again after no answer came (a dropped connection, the server still working on it, or a 5xx
 * that leaves the charge unknown), the same card for the same order keeps its key, so the
 * server answers the first charge instead of making a second. Any answer ends the attempt:
 * after a decline, or with another card, the next one gets a new key. A request under way is
 * aborted when the browser goes offline or the page is left: nothing stays queued to charge
 * later, and the key makes the next try safe.
 */
export function usePaymentAttempt(
  order: Order,
  options: { onPromotionRefused?: (code: ErrorCode) => void } = {},
) {
  const pay = useMutation(payMutation);
  const update = useMutation(updatePaymentMutation);
  const [checkout, setCheckout] = useState<Checkout>(() =>
    storedAttemptKey(order.request) ? { step: 'recovering' } : { step: 'form', note: null },
  );
  const open = useRef<OpenAttempt | null>(null);
  /** The key of the attempt the page waits for or asks to confirm (kept in storage meanwhile). */
  const shown = useRef<{ key: string } | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const deciding = useRef(false);

  /**
   * The outcome of the attempt with `key` as the page shows it. Once shown, a settled outcome
   * is forgotten: the next visit (or a reload of "Payment received") starts a new payment.
   * Only a payment waiting for the bank's confirmation stays kept, to be asked again.
   */
  function settle(
    key: string,
    payment: Payment,
    confirmationRequired: boolean,
    clientSecret?: string,
  ) {
    if (payment.status === 'pending' && confirmationRequired) {
      shown.current = { key };
      setCheckout({ step: 'confirm', payment, ...(clientSecret ? { clientSecret } : {}) });
      return;
    }
    forgetAttempt(key);
    shown.current = null;
    if (payment.status === 'succeeded') {
      setCheckout({ step: 'succeeded', payment });
      return;
    }
    setCheckout({
      step: 'form',
      note:
        payment.status === 'declined'
          ? 'declined'
          : payment.status === 'expired'
            ? 'expired'
            : payment.status === 'cancelled'
              ? 'cancelled'
              : null,
    });
  }

  // After a reload: where does this tab's attempt for the order stand?
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per order (the page keys it).
  useEffect(() => {
    const key = storedAttemptKey(order.request);
    if (!key) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    shown.current = { key };
    async function ask(key: string) {
      try {
        const attempt = await api(
          billingEndpoints.getMyPaymentAttempt,
          { params: { key } },
          // Not a toast: the page says what it found (or offers the form again).
          { signal: controller.signal, toast: false },
        );
        if (attempt.state === 'processing') {
          setCheckout({ step: 'processing' });
          timer = setTimeout(() => void ask(key), PROCESSING_POLL_MS);
        } else if (attempt.state === 'unfinished') {
          open.current = { key, fingerprint: null, cardToken: null };
          setCheckout({ step: 'form', note: 'noAnswer' });
        } else {
          // A payment at the bank's step (Stripe's 3-D Secure) comes with its client secret
          // while the step still waits: the page finishes it as before the reload.
          settle(
            key,
            attempt.payment,
            attempt.payment.status === 'pending',
            attempt.nextAction?.clientSecret,
          );
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) {
          // Never reached the server: nothing was charged under it.
          forgetAttempt(key);
          shown.current = null;
          setCheckout({ step: 'form', note: null });
          return;
        }
        // Unknown: the next try reuses the key, so it cannot charge twice.
        open.current = { key, fingerprint: null, cardToken: null };
        setCheckout({ step: 'form', note: 'noAnswer' });
      }
    }
    void ask(key);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);

  // Leaving the page: a payment under way is aborted (its key stays kept, so coming back
  // asks the server where it stands).
  useEffect(() => () => inFlight.current?.abort(), []);

  /** The card's answer as the form shows it; throws `CardRefusedError` for an unknown card. */
  async function submit(card: CardForm): Promise<void> {
    await submitToken(JSON.stringify([card, order.request]), () =>
      paymentProvider.tokenizeCard(card),
    );
  }

  /**
   * Pays with the provider's token of the card. `fingerprint` names the card and order (the
   * same one reuses the open attempt's key, and its token); `tokenize` asks the provider's
   * browser side for a token when a new one is needed, and may throw its own refusal.
   */
  async function submitToken(fingerprint: string, tokenize: () => Promise<string>): Promise<void> {
    const reuse =
      open.current &&
      (open.current.fingerprint === null || open.current.fingerprint === fingerprint);
    const reused = reuse ? open.current : null;
    const cardToken = reused?.cardToken ?? (await tokenize());
    const request: PayRequest = { ...order.request, cardToken };
    const key = reused ? reused.key : crypto.randomUUID();
    open.current = { key, fingerprint, cardToken };
    keepAttempt(order.request, key);
    shown.current = { key };
    setCheckout({ step: 'form', note: null });

    const controller = new AbortController();
    inFlight.current = controller;
    const abort = () => controller.abort();
    window.addEventListener('offline', abort);
    try {
      const result = await pay.mutateAsync({
        request,
        idempotencyKey: key,
        signal: controller.signal,
      });
      open.current = null;
      settle(key, result.payment, result.confirmationRequired, result.nextAction?.clientSecret);
    } catch (error) {
      if (controller.signal.aborted) {
        // Offline (or the page left): no answer. The same card tries again under the key.
        setCheckout({ step: 'form', note: 'noAnswer' });
        return;
      }
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
      forgetAttempt(key);
      shown.current = null;
      if (error.code?.startsWith(PROMOTION_REFUSED) && isErrorCode(error.code)) {
        // The code stopped applying (used up, expired, changed): nothing was charged.
        options.onPromotionRefused?.(error.code);
        setCheckout({ step: 'form', note: null });
        return;
      }
      if (error.code === PRICE_CHANGED) {
        // Nothing was charged. The order reads the price again (payMutation refetches
        // pricing), and the form says the price changed beside the new one.
        setCheckout({ step: 'form', note: 'priceChanged' });
        return;
      }
      if (error.code === PAYMENT_EXPIRED) {
        // The attempt a failure left unfinished was tried again after its window: it ended,
        // and the next try is a new payment (a new key).
        setCheckout({ step: 'form', note: 'retryTooLate' });
        return;
      }
      setCheckout({ step: 'form', note: error.code === PAYMENT_DECLINED ? 'declined' : null });
    } finally {
      window.removeEventListener('offline', abort);
      if (inFlight.current === controller) inFlight.current = null;
    }
  }

  /**
   * The bank's confirmation step: confirm, or cancel (also by closing the dialog). One
   * decision at a time: a second click before the first is answered does nothing.
   */
  async function decide(action: 'confirm' | 'cancel'): Promise<void> {
    if (checkout.step !== 'confirm' || deciding.current) return;
    deciding.current = true;
    const key = shown.current?.key ?? '';
    try {
      const result = await update.mutateAsync({ paymentId: checkout.payment.id, action });
      // Still waiting (Stripe: the bank's step unfinished): the dialog asks again.
      settle(key, result.payment, result.confirmationRequired);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const note: FormNote | undefined =
        error.code === PAYMENT_DECLINED
          ? 'declined'
          : error.code === PAYMENT_EXPIRED
            ? 'expired'
            : // Settled meanwhile (another tab, the provider): the form, with the history to tell.
              error.code === 'ERR_PAYMENT_NOT_PENDING'
              ? null
              : undefined;
      // Anything else was a toast, and the dialog stays to try again.
      if (note !== undefined) {
        forgetAttempt(key);
        shown.current = null;
        setCheckout({ step: 'form', note });
      }
    } finally {
      deciding.current = false;
    }
  }

  return {
    checkout,
    submit,
    submitToken,
    decide,
    paying: pay.isPending,
    deciding: update.isPending ? (update.variables?.action ?? null) : null,
  };
}

export { CardRefusedError };
