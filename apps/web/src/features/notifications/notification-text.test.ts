import type { NotificationItem } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { formatDueDate } from '../../shared/lib/due-date';
import { notificationText } from './notification-text';

/*
 * The bell's list writes contracts' notification lines (tested there) with due and end
 * instants in the reader's own zone; a language the texts do not have reads as English.
 */

const dueSoon: NotificationItem = {
  id: 1,
  kind: 'due_soon',
  params: { title: 'Web basics quiz', item: 'task', dueAt: '2026-12-01T09:00:00.000Z' },
  link: '/task/1',
  count: 1,
  createdAt: '2026-11-30T10:00:00.000Z',
  readAt: null,
};

describe('notificationText', () => {
  it('writes a due date as the reader’s calendar and clock do', () => {
    expect(notificationText(dueSoon, 'ru').title).toBe(
      `Тест «Web basics quiz» нужно сдать до ${formatDueDate('2026-12-01T09:00:00.000Z', 'ru')}`,
    );
  });

  it('reads a language it has no texts in as English', () => {
    expect(notificationText(dueSoon, 'de').title).toMatch(/^The test “Web basics quiz” is due /);
  });
});
