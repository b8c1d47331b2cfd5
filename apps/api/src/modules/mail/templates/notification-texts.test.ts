import { describe, expect, it } from 'vitest';
import { mailNotificationLines } from './notification-texts.js';

/*
 * The notification mails say what the bell says (contracts' notificationLines, tested there),
 * with instants on the academy's clock and the zone named, as every mail says when.
 */

describe('a notification’s lines in a mail', () => {
  it('writes a due date on the academy’s clock, naming the zone, in the reader’s language', () => {
    const item = {
      kind: 'due_soon' as const,
      params: { title: 'Layout quiz', item: 'task', dueAt: '2026-12-01T09:00:00.000Z' },
      count: 1,
    };
    expect(mailNotificationLines('en', item, 'Asia/Yerevan').title).toBe(
      'The test “Layout quiz” is due 2026-12-01 13:00 (Asia/Yerevan)',
    );
    expect(mailNotificationLines('ru', item, 'Asia/Yerevan').title).toBe(
      'Тест «Layout quiz» нужно сдать до 2026-12-01 13:00 (Asia/Yerevan)',
    );
  });

  it('names the plan a payment bought in the reader’s language', () => {
    const item = {
      kind: 'payment_succeeded' as const,
      params: { amount: 2900, currency: 'USD', description: 'Monthly', descriptionRu: 'Помесячно' },
      count: 1,
    };
    expect(mailNotificationLines('ru', item, 'UTC').title).toContain('Помесячно');
    expect(mailNotificationLines('en', item, 'UTC').title).toBe(
      'Payment of $29.00 received: Monthly',
    );
  });
});
