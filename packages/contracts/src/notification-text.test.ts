import { describe, expect, it } from 'vitest';
import { formatMoney } from './money-format.js';
import { notificationLines } from './notification-text.js';
import {
  type NotificationKind,
  type NotificationParams,
  notificationKinds,
} from './notifications.js';

/*
 * Every kind of notification reads as a sentence in both languages, from its parameters
 * (ARCHITECTURE.md, "Notifications"): the bell's list and the mails both write this.
 */

const params: NotificationParams = {
  title: 'Web basics quiz',
  verdict: 'failed',
  comment: 'Look at question 2 again.',
  amount: 2900,
  currency: 'USD',
  description: 'Monthly plan',
  author: 'Mia Mentor',
  excerpt: 'Is 400 px enough?',
  fullName: 'Ada Lovelace',
  day: '2026-11-30',
  subject: 'Web basics',
  titleEn: 'Holiday schedule',
  titleRu: 'Расписание на праздники',
  item: 'mini-project',
  dueAt: '2026-12-01T09:00:00.000Z',
  access: 'trial',
  endsAt: '2026-12-03T09:00:00.000Z',
};

const instant = (iso: string) => `<${iso}>`;
const lines = (
  kind: NotificationKind,
  language: 'en' | 'ru',
  values: NotificationParams = params,
  count = 1,
) => notificationLines({ kind, params: values, count }, language, instant);

describe('notificationLines', () => {
  for (const language of ['en', 'ru'] as const) {
    it(`writes every kind in ${language}`, () => {
      for (const kind of notificationKinds) {
        const { title, detail } = lines(kind, language, params, 3);
        expect(title, kind).not.toBe('');
        expect(title, kind).not.toMatch(/{{|undefined/);
        if (detail !== null) expect(detail, kind).not.toMatch(/{{|undefined/);
      }
    });
  }

  it('writes instants with the caller’s format: the reader’s zone or the mail’s UTC', () => {
    expect(lines('due_soon', 'en').title).toBe(
      'The mini project “Web basics quiz” is due <2026-12-01T09:00:00.000Z>',
    );
    expect(lines('access_ending', 'ru').title).toBe(
      'Бесплатный период закончится <2026-12-03T09:00:00.000Z>',
    );
  });

  it('names what a payment bought in the reader’s language, when the payment keeps both', () => {
    const paid = { ...params, descriptionRu: 'Помесячно' };
    const inRussian = formatMoney({ amount: 2900, currency: 'USD' }, 'ru');
    expect(lines('payment_succeeded', 'ru', paid).title).toBe(
      `Оплата ${inRussian} получена: Помесячно`,
    );
    expect(lines('payment_succeeded', 'en', paid).title).toBe(
      'Payment of $29.00 received: Monthly plan',
    );
    // A payment without a Russian name (a retake, an older payment) says the one it has.
    expect(lines('payment_refunded', 'ru').title).toContain('Monthly plan');
  });

  it('says a corrected verdict as a correction, with its reason below', () => {
    const corrected = lines('mini_project_reviewed', 'en', {
      ...params,
      verdict: 'passed',
      corrected: 1,
    });
    expect(corrected).toEqual({
      title: 'The verdict on your mini project “Web basics quiz” was corrected: passed',
      detail: 'Look at question 2 again.',
    });
  });

  it('shows an announcement’s title in the reader’s language', () => {
    expect(lines('announcement', 'en').title).toBe('Announcement: Holiday schedule');
    expect(lines('announcement', 'ru').title).toBe('Объявление: Расписание на праздники');
  });

  it('counts what was published in a subject, the latest below', () => {
    expect(lines('content_published', 'en', params, 3)).toEqual({
      title: 'New in “Web basics”: 3',
      detail: 'Latest: “Web basics quiz”',
    });
  });

  it('never reads a parameter as a template', () => {
    const sly = { ...params, title: '{{count}} {{title}}' };
    expect(lines('certificate_issued', 'en', sly).title).toBe(
      'You have earned the certificate “{{count}} {{title}}”',
    );
  });
});
