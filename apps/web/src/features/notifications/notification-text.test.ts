import { type NotificationItem, notificationKinds } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { notificationText } from './notification-text';

/*
 * Every kind of notification reads as a sentence in both languages, from its parameters
 * (ARCHITECTURE.md, "Notifications"): no key shown for a missing text, no empty title.
 */

const item = (kind: NotificationItem['kind'], params: NotificationItem['params'], count = 1) => ({
  id: 1,
  kind,
  params,
  link: '/dashboard',
  count,
  createdAt: '2026-11-30T10:00:00.000Z',
  readAt: null,
});

const params: NotificationItem['params'] = {
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

describe('notification texts', () => {
  for (const language of ['en', 'ru'] as const) {
    it(`writes every kind in ${language}`, () => {
      const t = i18n.getFixedT(language, 'notifications');
      for (const kind of notificationKinds) {
        const { title, detail } = notificationText(item(kind, params, 3), t, language);
        expect(title, kind).not.toBe('');
        expect(title, kind).not.toMatch(/kinds\.|{{/);
        if (detail !== null) expect(detail, kind).not.toMatch(/kinds\.|{{/);
      }
    });
  }

  it('names what a payment bought in the reader’s language, when the payment keeps both', () => {
    const paid = item('payment_succeeded', { ...params, descriptionRu: 'Помесячно' });
    const inRussian = notificationText(paid, i18n.getFixedT('ru', 'notifications'), 'ru');
    expect(inRussian.title).toContain('Помесячно');
    const inEnglish = notificationText(paid, i18n.getFixedT('en', 'notifications'), 'en');
    expect(inEnglish.title).toContain('Monthly plan');
    // A payment without a Russian name (a retake, an older payment) says the one it has.
    const retake = item('payment_refunded', params);
    expect(notificationText(retake, i18n.getFixedT('ru', 'notifications'), 'ru').title).toContain(
      'Monthly plan',
    );
  });

  it('says a corrected verdict as a correction, with its reason below', () => {
    const t = i18n.getFixedT('en', 'notifications');
    const corrected = notificationText(
      item('mini_project_reviewed', { ...params, verdict: 'passed', corrected: 1 }),
      t,
      'en',
    );
    expect(corrected.title).toBe(
      'The verdict on your mini project “Web basics quiz” was corrected: passed',
    );
    expect(corrected.detail).toBe('Look at question 2 again.');
  });

  it('shows an announcement’s title in the reader’s language', () => {
    const announcement = item('announcement', params);
    expect(notificationText(announcement, i18n.getFixedT('en', 'notifications'), 'en').title).toBe(
      'Announcement: Holiday schedule',
    );
    expect(notificationText(announcement, i18n.getFixedT('ru', 'notifications'), 'ru').title).toBe(
      'Объявление: Расписание на праздники',
    );
  });

  it('counts what was published in a subject, the latest below', () => {
    const t = i18n.getFixedT('en', 'notifications');
    const published = notificationText(item('content_published', params, 3), t, 'en');
    expect(published).toEqual({
      title: 'New in “Web basics”: 3',
      detail: 'Latest: “Web basics quiz”',
    });
  });
});
