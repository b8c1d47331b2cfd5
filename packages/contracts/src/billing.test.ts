import { describe, expect, it } from 'vitest';
import {
  idempotencyKeySchema,
  paymentSchema,
  payRequestSchema,
  RETAKE_PRICE,
  updatePaymentRequestSchema,
} from './billing.js';

describe('payRequestSchema', () => {
  it.each<[unknown, boolean]>([
    [{ purpose: 'subscription', planId: 'monthly', cardToken: 'tok_1' }, true],
    [{ purpose: 'retake', taskId: 5, cardToken: 'tok_1' }, true],
    [{ purpose: 'retake', planId: 'monthly', cardToken: 'tok_1' }, false],
    [{ purpose: 'subscription', planId: 'monthly', cardToken: 'tok_1', amount: 1 }, false],
    [{ purpose: 'donation', cardToken: 'tok_1' }, false],
    [{ purpose: 'subscription', planId: 'monthly', cardToken: '' }, false],
    [{ purpose: 'subscription', planId: 'monthly', cardNumber: '4242424242424242' }, false],
  ])('%j → %s', (value, ok) => {
    expect(payRequestSchema.safeParse(value).success).toBe(ok);
  });
});

describe('updatePaymentRequestSchema', () => {
  it.each<[unknown, boolean]>([
    [{ paymentId: 1, action: 'confirm' }, true],
    [{ paymentId: 1, action: 'cancel' }, true],
    [{ paymentId: 1, action: 'refund' }, false],
    [{ paymentId: 0, action: 'confirm' }, false],
    [{ paymentId: 1, action: 'confirm', status: 'succeeded' }, false],
  ])('%j → %s', (value, ok) => {
    expect(updatePaymentRequestSchema.safeParse(value).success).toBe(ok);
  });
});

describe('idempotencyKeySchema', () => {
  it.each<[string, boolean]>([
    ['12345678', true],
    ['0b9e6c1e-4f5a-4a7e-9d8b-3c2a1f0e9d8c', true],
    ['1234567', false],
    ['x'.repeat(256), false],
  ])('%j → %s', (value, ok) => {
    expect(idempotencyKeySchema.safeParse(value).success).toBe(ok);
  });
});

describe('RETAKE_PRICE', () => {
  it('is a positive amount in minor units of a three-letter currency, as a payment states it', () => {
    expect(Number.isInteger(RETAKE_PRICE.amount)).toBe(true);
    expect(RETAKE_PRICE.amount).toBeGreaterThan(0);
    expect(RETAKE_PRICE.currency).toMatch(/^[A-Z]{3}$/);
    expect(
      paymentSchema.safeParse({
        id: 1,
        purpose: 'retake',
        status: 'succeeded',
        ...RETAKE_PRICE,
        createdAt: '2026-01-01T00:00:00.000Z',
      }).success,
    ).toBe(true);
  });
});
