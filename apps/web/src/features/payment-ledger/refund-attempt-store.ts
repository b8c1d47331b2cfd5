/*
 * A refund attempt that got no answer, kept in localStorage until it is answered: its
 * idempotency key with the draft it was sent with (amount in minor units, reason), per
 * payment. A reload, or the payment's page opened in another tab, finds it and sends the
 * same request under the same key, so the server answers the first refund instead of making
 * a second (ARCHITECTURE.md, "Payments ledger"). Kept a day at most: by then staff look at
 * the payment's refunds instead.
 */

const PREFIX = 'academy.refund-attempt.';
const KEPT_MS = 24 * 60 * 60 * 1000;

export interface RefundAttempt {
  key: string;
  amount: number;
  reason: string;
}

interface Stored extends RefundAttempt {
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The unanswered attempt kept for this payment, if any. */
export function storedRefundAttempt(paymentId: number): RefundAttempt | null {
  try {
    const raw = storage()?.getItem(`${PREFIX}${paymentId}`);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (
      typeof stored.key !== 'string' ||
      typeof stored.amount !== 'number' ||
      typeof stored.reason !== 'string' ||
      typeof stored.savedAt !== 'number' ||
      Date.now() - stored.savedAt > KEPT_MS
    ) {
      forgetRefundAttempt(paymentId);
      return null;
    }
    return { key: stored.key, amount: stored.amount, reason: stored.reason };
  } catch {
    return null;
  }
}

/** Keeps the attempt before it is sent: a reload before its answer finds it. */
export function keepRefundAttempt(paymentId: number, attempt: RefundAttempt): void {
  try {
    const value: Stored = { ...attempt, savedAt: Date.now() };
    storage()?.setItem(`${PREFIX}${paymentId}`, JSON.stringify(value));
  } catch {
    // No storage (private mode): the attempt lives as long as the dialog.
  }
}

/** The attempt was answered: the next refund of this payment is a new one. */
export function forgetRefundAttempt(paymentId: number): void {
  try {
    storage()?.removeItem(`${PREFIX}${paymentId}`);
  } catch {
    // Nothing kept.
  }
}
