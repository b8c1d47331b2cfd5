import type { OrderRequest } from './use-order';

/*
 * The payment attempt of this tab, kept in sessionStorage until its outcome has been shown
 * (a payment waiting for the bank's confirmation, until it is decided): its idempotency key
 * and the order it pays. A page reloaded while the payment ran (or while the
 * bank's confirmation was open) asks the server where that attempt stands
 * (GET payments/attempts/{key}) instead of offering the card form again. Never the card.
 */

const STORAGE_KEY = 'academy.payment-attempt';

interface StoredAttempt {
  key: string;
  order: string;
}

/**
 * What the attempt buys, whatever price the page showed: a reload after the price changed
 * still finds the attempt (made at the price shown then).
 */
const orderId = (order: OrderRequest) =>
  JSON.stringify(
    order.purpose === 'subscription'
      ? { purpose: order.purpose, planId: order.planId }
      : { purpose: order.purpose, taskId: order.taskId },
  );

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The key of this tab's attempt for the order, if one is kept. */
export function storedAttemptKey(order: OrderRequest): string | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredAttempt>;
    return stored.order === orderId(order) && typeof stored.key === 'string' ? stored.key : null;
  } catch {
    return null;
  }
}

export function keepAttempt(order: OrderRequest, key: string): void {
  const value: StoredAttempt = { key, order: orderId(order) };
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Private mode without storage: a reload then shows the form (the server still charges once per key).
  }
}

/** Forgets the attempt with this key (another attempt kept since stays). */
export function forgetAttempt(key: string): void {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (raw && (JSON.parse(raw) as Partial<StoredAttempt>).key === key) {
      storage()?.removeItem(STORAGE_KEY);
    }
  } catch {
    // Nothing kept.
  }
}
