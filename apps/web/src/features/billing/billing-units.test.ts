import { paths, sandboxTestCards } from '@academy/contracts';
import { aPlan } from '@academy/testing';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';
import { paymentForPlan, purchaseOf } from './payment-links';
import { formatsInOrder } from './pricing/plan-list';
import { CardRefusedError, paymentProvider } from './provider';

const card = { expiry: '12/30', cvc: '123', name: 'Anna Petrosyan' };

describe('the sandbox payment provider', () => {
  it.each(sandboxTestCards)('turns $number into $token', async ({ number, token }) => {
    const grouped = number.replace(/(\d{4})(?=\d)/g, '$1 ');
    await expect(paymentProvider.tokenizeCard({ ...card, number: grouped })).resolves.toBe(token);
  });

  it('refuses a valid card it does not know', async () => {
    await expect(
      paymentProvider.tokenizeCard({ ...card, number: '5555 5555 5555 4444' }),
    ).rejects.toBeInstanceOf(CardRefusedError);
  });
});

describe('formatMoney', () => {
  it.each<[number, string, string, string]>([
    [2900, 'USD', 'en', '$29.00'],
    [24900, 'USD', 'en', '$249.00'],
    [1500, 'JPY', 'en', '¥1,500'],
    [4900, 'EUR', 'en', '€49.00'],
  ])('%i %s in %s → %s', (amount, currency, language, text) => {
    expect(formatMoney({ amount, currency }, language)).toBe(text);
  });
});

describe('the payment address', () => {
  it('names a plan, or a retake by a whole positive id', () => {
    const read = (path: string) => purchaseOf(new URL(path, 'http://x').searchParams);
    expect(paymentForPlan('online-monthly')).toBe(`${paths.student.payment}?plan=online-monthly`);
    expect(read(paymentForPlan('online-monthly'))).toEqual({
      kind: 'plan',
      planId: 'online-monthly',
    });
    expect(read('/payment?retake=41')).toEqual({ kind: 'retake', taskId: 41 });
    expect(read('/payment?retake=0')).toBeNull();
    expect(read('/payment?retake=4.5')).toBeNull();
    expect(read('/payment')).toBeNull();
  });
});

describe('formatsInOrder', () => {
  const plans = [aPlan(), aPlan({ id: 'offline-monthly', courseType: 'offline' })];
  it("puts the student's own formats first, and leaves out formats without plans", () => {
    expect(formatsInOrder(plans, [])).toEqual(['online', 'offline']);
    expect(formatsInOrder(plans, ['offline'])).toEqual(['offline', 'online']);
    expect(formatsInOrder([aPlan()], ['offline'])).toEqual(['online']);
  });
});
