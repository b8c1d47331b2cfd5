import type { NotificationItem } from '@academy/contracts';
import type { TFunction } from 'i18next';
import { formatDueDate } from '../../shared/lib/due-date';
import { formatMoney } from '../../shared/lib/money';

/*
 * A notification in the reader's language (ARCHITECTURE.md, "Notifications"): the server
 * keeps the kind and its parameters; the text is written here, so it follows the language
 * the user reads in. `detail` is the line below: a reviewer's comment (or a correction's
 * reason), the latest of a group.
 */

export interface NotificationText {
  title: string;
  detail: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value ?? ''));

export function notificationText(
  item: NotificationItem,
  t: TFunction<'notifications'>,
  language: string,
): NotificationText {
  const { params } = item;
  const title = text(params.title);
  switch (item.kind) {
    case 'mini_project_reviewed':
    case 'task_reviewed': {
      const verdict = params.verdict === 'passed' ? 'passed' : 'failed';
      const key = params.corrected ? (`corrected_${verdict}` as const) : verdict;
      return {
        title: t(`kinds.${item.kind}.${key}`, { title }),
        detail: typeof params.comment === 'string' ? params.comment : null,
      };
    }
    case 'payment_succeeded':
    case 'payment_refunded': {
      const amount = formatMoney(
        { amount: Number(params.amount), currency: text(params.currency) },
        language,
      );
      // What was bought in the reader's language, when the payment keeps a Russian name.
      const description =
        language.startsWith('ru') && params.descriptionRu
          ? params.descriptionRu
          : params.description;
      return {
        title: t(`kinds.${item.kind}`, { amount, description: text(description) }),
        detail: null,
      };
    }
    case 'certificate_issued':
    case 'certificate_revoked':
      return { title: t(`kinds.${item.kind}`, { title }), detail: null };
    case 'review_queue':
      return {
        title: t('kinds.review_queue', { count: item.count }),
        detail: t('kinds.review_queue_latest', { title }),
      };
    case 'conversation_message':
    case 'lecture_question':
      return {
        title: t(`kinds.${item.kind}`, { author: text(params.author), title }),
        detail: typeof params.excerpt === 'string' ? params.excerpt : null,
      };
    case 'announcement': {
      const inReadersLanguage = language.startsWith('ru') ? params.titleRu : params.titleEn;
      return { title: t('kinds.announcement', { title: text(inReadersLanguage) }), detail: null };
    }
    case 'content_published':
      return {
        title: t('kinds.content_published', { subject: text(params.subject), count: item.count }),
        detail: t('kinds.content_published_latest', { title }),
      };
    case 'due_soon':
    case 'overdue': {
      const work = params.item === 'mini-project' ? 'miniProject' : 'task';
      const date = formatDueDate(text(params.dueAt), language);
      return { title: t(`kinds.${item.kind}.${work}`, { title, date }), detail: null };
    }
    case 'access_ending':
    case 'access_ended': {
      const access = params.access === 'trial' ? 'trial' : 'paid';
      const date = formatDueDate(text(params.endsAt), language);
      return {
        title: t(`kinds.${item.kind}.${access}`, { date }),
        detail: t('kinds.access_choose'),
      };
    }
    case 'new_applicant': {
      const day = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${text(params.day)}T00:00:00Z`),
      );
      return {
        title: t('kinds.new_applicant', { count: item.count, day }),
        detail: t('kinds.new_applicant_latest', { fullName: text(params.fullName) }),
      };
    }
  }
}
