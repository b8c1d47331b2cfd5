import { describe, expect, it } from 'vitest';
import { notificationLines } from './notification-texts.js';

/* The notification mails' texts: what a payment bought, in the reader's language. */

describe('a payment notification’s mail text', () => {
  const params = {
    amount: 2900,
    currency: 'USD',
    description: 'Online · monthly',
    descriptionRu: 'Онлайн · помесячно',
  };

  it('names the plan in Russian to a Russian reader, in English to the others', () => {
    for (const kind of ['payment_succeeded', 'payment_refunded'] as const) {
      expect(notificationLines('ru', { kind, params, count: 1 }).title).toContain(
        'Онлайн · помесячно',
      );
      expect(notificationLines('en', { kind, params, count: 1 }).title).toContain(
        'Online · monthly',
      );
    }
  });

  it('says the one description a payment without a Russian one has', () => {
    const { descriptionRu: _, ...retake } = { ...params, description: 'Layout quiz' };
    expect(
      notificationLines('ru', { kind: 'payment_succeeded', params: retake, count: 1 }).title,
    ).toContain('Layout quiz');
  });
});
