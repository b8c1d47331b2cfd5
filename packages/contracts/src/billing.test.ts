import { describe, expect, it } from 'vitest';
import {
  cardTokenSchema,
  idempotencyKeySchema,
  paymentSchema,
  payRequestSchema,
  sandboxTestCards,
  updatePaymentRequestSchema,
} from './billing.js';

describe('payRequestSchema', () => {
  it.each<[unknown, boolean]>([
    [{ purpose: 'subscription', planId: 'online-monthly', cardToken: 'tok_1' }, true],
    [{ purpose: 'retake', taskId: 5, cardToken: 'tok_1' }, true],
    [{ purpose: 'retake', planId: 'online-monthly', cardToken: 'tok_1' }, false],
    [{ purpose: 'subscription', planId: 'online-monthly', cardToken: 'tok_1', amount: 1 }, false],
    [{ purpose: 'donation', cardToken: 'tok_1' }, false],
    [{ purpose: 'subscription', planId: 'online-monthly', cardToken: '' }, false],
    [{ purpose: 'subscription', planId: 'online-monthly', cardNumber: '4242424242424242' }, false],
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

describe('sandboxTestCards', () => {
  it('name each outcome once, with a distinct number and token', () => {
    expect(new Set(sandboxTestCards.map((card) => card.outcome)).size).toBe(
      sandboxTestCards.length,
    );
    expect(new Set(sandboxTestCards.map((card) => card.number)).size).toBe(sandboxTestCards.length);
    expect(new Set(sandboxTestCards.map((card) => card.token)).size).toBe(sandboxTestCards.length);
    for (const card of sandboxTestCards) {
      expect(cardTokenSchema.safeParse(card.token).success).toBe(true);
      expect(card.number).toMatch(/^\d{16}$/);
    }
  });
});

describe('paymentSchema', () => {
  it('states the price in minor units of a three-letter currency', () => {
    const payment = {
      id: 1,
      purpose: 'retake',
      status: 'succeeded',
      price: { amount: 1500, currency: 'USD' },
      description: 'Retake: Browser APIs quiz',
      planId: null,
      taskId: 4,
      cardLabel: 'Visa •••• 4242',
      createdAt: '2026-01-01T00:00:00.000Z',
      paidAt: '2026-01-01T00:00:01.000Z',
    };
    expect(paymentSchema.safeParse(payment).success).toBe(true);
    expect(
      paymentSchema.safeParse({ ...payment, price: { amount: 15.5, currency: 'USD' } }).success,
    ).toBe(false);
    expect(
      paymentSchema.safeParse({ ...payment, price: { amount: 1500, currency: 'usd' } }).success,
    ).toBe(false);
  });
});
