import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  cardFormSchema,
  cardTokenSchema,
  idempotencyKeySchema,
  passesLuhn,
  paymentSchema,
  payRequestSchema,
  sandboxTestCards,
  updatePaymentRequestSchema,
} from './billing.js';
import { englishMessages } from './validation.js';

describe('payRequestSchema', () => {
  const shown = { amount: 2900, currency: 'USD' };
  it.each<[unknown, boolean]>([
    [
      {
        purpose: 'subscription',
        planId: 'online-monthly',
        expectedPrice: shown,
        cardToken: 'tok_1',
      },
      true,
    ],
    [{ purpose: 'retake', taskId: 5, expectedPrice: shown, cardToken: 'tok_1' }, true],
    // The price the student saw is required, exactly an amount and a currency.
    [{ purpose: 'subscription', planId: 'online-monthly', cardToken: 'tok_1' }, false],
    [{ purpose: 'retake', taskId: 5, cardToken: 'tok_1' }, false],
    [{ purpose: 'retake', taskId: 5, expectedPrice: { amount: 1 }, cardToken: 'tok_1' }, false],
    [
      { purpose: 'retake', taskId: 5, expectedPrice: { ...shown, x: 1 }, cardToken: 'tok_1' },
      false,
    ],
    [
      {
        purpose: 'retake',
        taskId: 5,
        expectedPrice: { amount: -1, currency: 'USD' },
        cardToken: 'tok_1',
      },
      false,
    ],
    [
      { purpose: 'retake', planId: 'online-monthly', expectedPrice: shown, cardToken: 'tok_1' },
      false,
    ],
    [
      {
        purpose: 'subscription',
        planId: 'online-monthly',
        expectedPrice: shown,
        cardToken: 'tok_1',
        amount: 1,
      },
      false,
    ],
    [{ purpose: 'donation', cardToken: 'tok_1' }, false],
    [
      { purpose: 'subscription', planId: 'online-monthly', expectedPrice: shown, cardToken: '' },
      false,
    ],
    [
      {
        purpose: 'subscription',
        planId: 'online-monthly',
        expectedPrice: shown,
        cardNumber: '4242424242424242',
      },
      false,
    ],
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

describe('cardFormSchema', () => {
  const now = () => new Date(2026, 10, 23);
  const schema = cardFormSchema(englishMessages, now);
  const valid = {
    number: '4242 4242 4242 4242',
    expiry: '12/30',
    cvc: '123',
    name: 'Anna Petrosyan',
  };
  const messageOf = (value: Partial<typeof valid>) => {
    const result = schema.safeParse({ ...valid, ...value });
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('accepts every sandbox test card', () => {
    for (const card of sandboxTestCards) expect(messageOf({ number: card.number })).toBeNull();
  });

  it.each<[Partial<typeof valid>, string | null]>([
    [{}, null],
    [{ number: '' }, 'This field is required'],
    [{ number: '4242 4242 4242 4241' }, 'Enter a valid card number.'],
    [{ number: '4242' }, 'Enter a valid card number.'],
    [{ number: '4242x4242x4242x4242' }, 'Enter a valid card number.'],
    [{ number: '4242-4242-4242-4242' }, null],
    [{ expiry: '' }, 'This field is required'],
    [{ expiry: '13/30' }, 'Enter the expiry date as MM/YY.'],
    [{ expiry: '1230' }, 'Enter the expiry date as MM/YY.'],
    [{ expiry: '11/26' }, null],
    [{ expiry: '10/26' }, 'This card has expired.'],
    [{ cvc: '12' }, 'Enter the 3 or 4 digits of the security code.'],
    [{ cvc: '1234' }, null],
    [{ cvc: '12a' }, 'Enter the 3 or 4 digits of the security code.'],
    [{ name: '' }, 'This field is required'],
    [{ name: ' Anna' }, 'This field cannot start or end with a space.'],
  ])('%j → %s', (value, message) => {
    expect(messageOf(value)).toBe(message);
  });
});

describe('passesLuhn', () => {
  it.each<[string, boolean]>([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4000002760003184', true],
    ['4242424242424241', false],
    ['79927398713', true],
  ])('%s → %s', (digits, ok) => {
    expect(passesLuhn(digits)).toBe(ok);
  });
  it('reads the digits without group spaces', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
  });
});
