import type { Language } from './constants.js';
import { formatMoney } from './money-format.js';
import type { NotificationKind, NotificationParams } from './notifications.js';

/*
 * A notification's words (ARCHITECTURE.md, "Notifications"): the server keeps a kind and its
 * parameters, and this one table writes them in the reader's language, for the bell's list
 * and for the notification mails alike, so the mail says what the bell says.
 */

/** One notification as a sentence, and the line below (a comment, the latest of a group). */
export interface NotificationLines {
  title: string;
  detail: string | null;
}

/** How the reader's instants are written: the web in the reader's zone, mails in UTC. */
export type InstantFormat = (iso: string, language: Language) => string;

type Verdict = 'passed' | 'failed';
type Work = 'task' | 'miniProject';
type Access = 'trial' | 'paid';

interface KindTexts {
  reviewed: Record<'miniProject' | 'task', Record<Verdict | `corrected_${Verdict}`, string>>;
  paymentSucceeded: string;
  paymentRefunded: string;
  certificateIssued: string;
  certificateRevoked: string;
  reviewQueue: string;
  reviewQueueLatest: string;
  newApplicant: string;
  newApplicantLatest: string;
  conversationMessage: string;
  lectureQuestion: string;
  announcement: string;
  contentPublished: string;
  contentPublishedLatest: string;
  dueSoon: Record<Work, string>;
  overdue: Record<Work, string>;
  accessEnding: Record<Access, string>;
  accessEnded: Record<Access, string>;
  accessChoose: string;
}

/** Every notification text; `{{name}}` is filled from the notification's parameters. */
export const notificationTexts: Record<Language, KindTexts> = {
  en: {
    reviewed: {
      miniProject: {
        passed: 'Your mini project “{{title}}” has passed',
        failed: 'Your mini project “{{title}}” needs more work',
        corrected_passed: 'The verdict on your mini project “{{title}}” was corrected: passed',
        corrected_failed:
          'The verdict on your mini project “{{title}}” was corrected: needs more work',
      },
      task: {
        passed: 'Your answers to “{{title}}” have passed',
        failed: 'Your answers to “{{title}}” did not pass',
        corrected_passed: 'The verdict on your answers to “{{title}}” was corrected: passed',
        corrected_failed: 'The verdict on your answers to “{{title}}” was corrected: not passed',
      },
    },
    paymentSucceeded: 'Payment of {{amount}} received: {{description}}',
    paymentRefunded: '{{amount}} refunded: {{description}}',
    certificateIssued: 'You have earned the certificate “{{title}}”',
    certificateRevoked: 'Your certificate “{{title}}” has been revoked',
    reviewQueue: 'New work to review: {{count}}',
    reviewQueueLatest: 'Latest: “{{title}}”',
    newApplicant: 'New applicants on {{day}}: {{count}}',
    newApplicantLatest: 'Latest: {{fullName}}',
    conversationMessage: '{{author}} wrote about “{{title}}”',
    lectureQuestion: '{{author}} asked a question on “{{title}}”',
    announcement: 'Announcement: {{title}}',
    contentPublished: 'New in “{{subject}}”: {{count}}',
    contentPublishedLatest: 'Latest: “{{title}}”',
    dueSoon: {
      task: 'The test “{{title}}” is due {{date}}',
      miniProject: 'The mini project “{{title}}” is due {{date}}',
    },
    overdue: {
      task: 'The test “{{title}}” is overdue: it was due {{date}}',
      miniProject: 'The mini project “{{title}}” is overdue: it was due {{date}}',
    },
    accessEnding: {
      trial: 'Your free trial ends {{date}}',
      paid: 'Your subscription ends {{date}}',
    },
    accessEnded: {
      trial: 'Your free trial has ended',
      paid: 'Your subscription has ended',
    },
    accessChoose: 'Choose a plan to keep learning.',
  },
  ru: {
    reviewed: {
      miniProject: {
        passed: 'Ваш мини-проект «{{title}}» принят',
        failed: 'Ваш мини-проект «{{title}}» нужно доработать',
        corrected_passed: 'Оценка вашего мини-проекта «{{title}}» исправлена: принят',
        corrected_failed: 'Оценка вашего мини-проекта «{{title}}» исправлена: нужно доработать',
      },
      task: {
        passed: 'Ваши ответы в тесте «{{title}}» приняты',
        failed: 'Ваши ответы в тесте «{{title}}» не приняты',
        corrected_passed: 'Оценка ваших ответов в тесте «{{title}}» исправлена: приняты',
        corrected_failed: 'Оценка ваших ответов в тесте «{{title}}» исправлена: не приняты',
      },
    },
    paymentSucceeded: 'Оплата {{amount}} получена: {{description}}',
    paymentRefunded: 'Возвращено {{amount}}: {{description}}',
    certificateIssued: 'Вы получили сертификат «{{title}}»',
    certificateRevoked: 'Ваш сертификат «{{title}}» отозван',
    reviewQueue: 'Новых работ на проверку: {{count}}',
    reviewQueueLatest: 'Последняя: «{{title}}»',
    newApplicant: 'Новых абитуриентов за {{day}}: {{count}}',
    newApplicantLatest: 'Последний: {{fullName}}',
    conversationMessage: '{{author}}: новое сообщение о «{{title}}»',
    lectureQuestion: '{{author}}: вопрос к лекции «{{title}}»',
    announcement: 'Объявление: {{title}}',
    contentPublished: 'Новое в «{{subject}}»: {{count}}',
    contentPublishedLatest: 'Последнее: «{{title}}»',
    dueSoon: {
      task: 'Тест «{{title}}» нужно сдать до {{date}}',
      miniProject: 'Мини-проект «{{title}}» нужно сдать до {{date}}',
    },
    overdue: {
      task: 'Тест «{{title}}» просрочен: срок был {{date}}',
      miniProject: 'Мини-проект «{{title}}» просрочен: срок был {{date}}',
    },
    accessEnding: {
      trial: 'Бесплатный период закончится {{date}}',
      paid: 'Подписка закончится {{date}}',
    },
    accessEnded: {
      trial: 'Бесплатный период закончился',
      paid: 'Подписка закончилась',
    },
    accessChoose: 'Выберите тариф, чтобы продолжить обучение.',
  },
};

/** `{{name}}` replaced by `values[name]`, once, never read again as a template. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/{{(\w+)}}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value ?? ''));
const optional = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A new-applicants day (`YYYY-MM-DD`) as the reader writes a date. */
const calendarDay = (day: string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A notification in `language`: the bell's line and the mail's are this one. */
export function notificationLines(
  item: { kind: NotificationKind; params: NotificationParams; count: number },
  language: Language,
  formatInstant: InstantFormat,
): NotificationLines {
  const t = notificationTexts[language];
  const { params } = item;
  const title = text(params.title);
  switch (item.kind) {
    case 'mini_project_reviewed':
    case 'task_reviewed': {
      const verdict: Verdict = params.verdict === 'passed' ? 'passed' : 'failed';
      const work = item.kind === 'task_reviewed' ? 'task' : 'miniProject';
      const key = params.corrected ? (`corrected_${verdict}` as const) : verdict;
      return { title: fill(t.reviewed[work][key], { title }), detail: optional(params.comment) };
    }
    case 'payment_succeeded':
    case 'payment_refunded': {
      const amount = formatMoney(
        { amount: Number(params.amount), currency: text(params.currency) },
        language,
      );
      // What was bought in the reader's language, when the payment keeps a Russian name.
      const description = text(
        language === 'ru' && params.descriptionRu ? params.descriptionRu : params.description,
      );
      const template = item.kind === 'payment_succeeded' ? t.paymentSucceeded : t.paymentRefunded;
      return { title: fill(template, { amount, description }), detail: null };
    }
    case 'certificate_issued':
      return { title: fill(t.certificateIssued, { title }), detail: null };
    case 'certificate_revoked':
      return { title: fill(t.certificateRevoked, { title }), detail: null };
    case 'review_queue':
      return {
        title: fill(t.reviewQueue, { count: item.count }),
        detail: fill(t.reviewQueueLatest, { title }),
      };
    case 'new_applicant':
      return {
        title: fill(t.newApplicant, {
          day: calendarDay(text(params.day), language),
          count: item.count,
        }),
        detail: fill(t.newApplicantLatest, { fullName: text(params.fullName) }),
      };
    case 'conversation_message':
    case 'lecture_question': {
      const template =
        item.kind === 'conversation_message' ? t.conversationMessage : t.lectureQuestion;
      return {
        title: fill(template, { author: text(params.author), title }),
        detail: optional(params.excerpt),
      };
    }
    case 'announcement':
      return {
        title: fill(t.announcement, {
          title: text(language === 'ru' ? params.titleRu : params.titleEn),
        }),
        detail: null,
      };
    case 'content_published':
      return {
        title: fill(t.contentPublished, { subject: text(params.subject), count: item.count }),
        detail: fill(t.contentPublishedLatest, { title }),
      };
    case 'due_soon':
    case 'overdue': {
      const work: Work = params.item === 'mini-project' ? 'miniProject' : 'task';
      const date = formatInstant(text(params.dueAt), language);
      const templates = item.kind === 'due_soon' ? t.dueSoon : t.overdue;
      return { title: fill(templates[work], { title, date }), detail: null };
    }
    case 'access_ending':
    case 'access_ended': {
      const access: Access = params.access === 'trial' ? 'trial' : 'paid';
      return {
        title:
          item.kind === 'access_ending'
            ? fill(t.accessEnding[access], { date: formatInstant(text(params.endsAt), language) })
            : t.accessEnded[access],
        detail: t.accessChoose,
      };
    }
  }
}
