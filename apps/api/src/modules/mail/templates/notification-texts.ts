import type { Language, NotificationKind, NotificationParams } from '@academy/contracts';
import { formatMoney } from './billing-mails.js';

/*
 * A notification's text in a mail: the same words as the web's `notifications` bundles
 * (ARCHITECTURE.md, "Notifications"), so the mail says what the bell says.
 */

/** One notification as a mail tells it: its line, and the line below (a comment, the latest). */
export interface NotificationLines {
  title: string;
  detail: string | null;
}

type Verdict = 'passed' | 'failed';
type Work = 'task' | 'miniProject';
type Access = 'trial' | 'paid';

interface KindTexts {
  miniProject: (verdict: Verdict, title: string) => string;
  task: (verdict: Verdict, title: string) => string;
  miniProjectCorrected: (verdict: Verdict, title: string) => string;
  taskCorrected: (verdict: Verdict, title: string) => string;
  announcement: (title: string) => string;
  contentPublished: (subject: string, count: number) => string;
  contentPublishedLatest: (title: string) => string;
  dueSoon: (work: Work, title: string, date: string) => string;
  overdue: (work: Work, title: string, date: string) => string;
  accessEnding: (access: Access, date: string) => string;
  accessEnded: (access: Access) => string;
  accessChoose: string;
  paymentSucceeded: (amount: string, description: string) => string;
  paymentRefunded: (amount: string, description: string) => string;
  certificateIssued: (title: string) => string;
  certificateRevoked: (title: string) => string;
  reviewQueue: (count: number) => string;
  reviewQueueLatest: (title: string) => string;
  newApplicant: (day: string, count: number) => string;
  newApplicantLatest: (fullName: string) => string;
  conversationMessage: (author: string, title: string) => string;
  lectureQuestion: (author: string, title: string) => string;
}

const ruWork = { task: 'Тест', miniProject: 'Мини-проект' } as const;
const ruAccess = { trial: 'Бесплатный период', paid: 'Подписка' } as const;

const kindTexts: Record<Language, KindTexts> = {
  en: {
    miniProject: (verdict, title) =>
      verdict === 'passed'
        ? `Your mini project “${title}” has passed`
        : `Your mini project “${title}” needs more work`,
    task: (verdict, title) =>
      verdict === 'passed'
        ? `Your answers to “${title}” have passed`
        : `Your answers to “${title}” did not pass`,
    paymentSucceeded: (amount, description) => `Payment of ${amount} received: ${description}`,
    paymentRefunded: (amount, description) => `${amount} refunded: ${description}`,
    certificateIssued: (title) => `You have earned the certificate “${title}”`,
    certificateRevoked: (title) => `Your certificate “${title}” has been revoked`,
    reviewQueue: (count) => `New work to review: ${count}`,
    reviewQueueLatest: (title) => `Latest: “${title}”`,
    newApplicant: (day, count) => `New applicants on ${day}: ${count}`,
    newApplicantLatest: (fullName) => `Latest: ${fullName}`,
    conversationMessage: (author, title) => `${author} wrote about “${title}”`,
    lectureQuestion: (author, title) => `${author} asked a question on “${title}”`,
    miniProjectCorrected: (verdict, title) =>
      `The verdict on your mini project “${title}” was corrected: ${verdict === 'passed' ? 'passed' : 'needs more work'}`,
    taskCorrected: (verdict, title) =>
      `The verdict on your answers to “${title}” was corrected: ${verdict === 'passed' ? 'passed' : 'not passed'}`,
    announcement: (title) => `Announcement: ${title}`,
    contentPublished: (subject, count) => `New in “${subject}”: ${count}`,
    contentPublishedLatest: (title) => `Latest: “${title}”`,
    dueSoon: (work, title, date) =>
      `The ${work === 'task' ? 'test' : 'mini project'} “${title}” is due ${date}`,
    overdue: (work, title, date) =>
      `The ${work === 'task' ? 'test' : 'mini project'} “${title}” is overdue: it was due ${date}`,
    accessEnding: (access, date) =>
      `Your ${access === 'trial' ? 'free trial' : 'subscription'} ends ${date}`,
    accessEnded: (access) => `Your ${access === 'trial' ? 'free trial' : 'subscription'} has ended`,
    accessChoose: 'Choose a plan to keep learning.',
  },
  ru: {
    miniProject: (verdict, title) =>
      verdict === 'passed'
        ? `Ваш мини-проект «${title}» принят`
        : `Ваш мини-проект «${title}» нужно доработать`,
    task: (verdict, title) =>
      verdict === 'passed'
        ? `Ваши ответы в тесте «${title}» приняты`
        : `Ваши ответы в тесте «${title}» не приняты`,
    paymentSucceeded: (amount, description) => `Оплата ${amount} получена: ${description}`,
    paymentRefunded: (amount, description) => `Возвращено ${amount}: ${description}`,
    certificateIssued: (title) => `Вы получили сертификат «${title}»`,
    certificateRevoked: (title) => `Ваш сертификат «${title}» отозван`,
    reviewQueue: (count) => `Новых работ на проверку: ${count}`,
    reviewQueueLatest: (title) => `Последняя: «${title}»`,
    newApplicant: (day, count) => `Новых абитуриентов за ${day}: ${count}`,
    newApplicantLatest: (fullName) => `Последний: ${fullName}`,
    conversationMessage: (author, title) => `${author}: новое сообщение о «${title}»`,
    lectureQuestion: (author, title) => `${author}: вопрос к лекции «${title}»`,
    miniProjectCorrected: (verdict, title) =>
      `Оценка вашего мини-проекта «${title}» исправлена: ${verdict === 'passed' ? 'принят' : 'нужно доработать'}`,
    taskCorrected: (verdict, title) =>
      `Оценка ваших ответов в тесте «${title}» исправлена: ${verdict === 'passed' ? 'приняты' : 'не приняты'}`,
    announcement: (title) => `Объявление: ${title}`,
    contentPublished: (subject, count) => `Новое в «${subject}»: ${count}`,
    contentPublishedLatest: (title) => `Последнее: «${title}»`,
    dueSoon: (work, title, date) => `${ruWork[work]} «${title}» нужно сдать до ${date}`,
    overdue: (work, title, date) => `${ruWork[work]} «${title}» просрочен: срок был ${date}`,
    accessEnding: (access, date) => `${ruAccess[access]} закончится ${date}`,
    accessEnded: (access) =>
      `${ruAccess[access]} ${access === 'trial' ? 'закончился' : 'закончилась'}`,
    accessChoose: 'Выберите тариф, чтобы продолжить обучение.',
  },
};

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value ?? ''));
const optional = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A due or end instant in a mail: the reader's zone is unknown there, so UTC, said. */
const mailInstant = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));

/** What the web's `notification-text.ts` writes for a notification, in `language`. */
export function notificationLines(
  language: Language,
  item: { kind: NotificationKind; params: NotificationParams; count: number },
): NotificationLines {
  const t = kindTexts[language];
  const { params } = item;
  const title = text(params.title);
  const verdict = params.verdict === 'passed' ? 'passed' : 'failed';
  switch (item.kind) {
    case 'mini_project_reviewed':
      return {
        title: params.corrected
          ? t.miniProjectCorrected(verdict, title)
          : t.miniProject(verdict, title),
        detail: optional(params.comment),
      };
    case 'task_reviewed':
      return {
        title: params.corrected ? t.taskCorrected(verdict, title) : t.task(verdict, title),
        detail: optional(params.comment),
      };
    case 'payment_succeeded':
    case 'payment_refunded': {
      const amount = formatMoney(Number(params.amount), text(params.currency), language);
      const description = text(
        language === 'ru' && params.descriptionRu ? params.descriptionRu : params.description,
      );
      return {
        title:
          item.kind === 'payment_succeeded'
            ? t.paymentSucceeded(amount, description)
            : t.paymentRefunded(amount, description),
        detail: null,
      };
    }
    case 'certificate_issued':
      return { title: t.certificateIssued(title), detail: null };
    case 'certificate_revoked':
      return { title: t.certificateRevoked(title), detail: null };
    case 'review_queue':
      return { title: t.reviewQueue(item.count), detail: t.reviewQueueLatest(title) };
    case 'new_applicant': {
      const day = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${text(params.day)}T00:00:00Z`),
      );
      return {
        title: t.newApplicant(day, item.count),
        detail: t.newApplicantLatest(text(params.fullName)),
      };
    }
    case 'conversation_message':
      return {
        title: t.conversationMessage(text(params.author), title),
        detail: optional(params.excerpt),
      };
    case 'lecture_question':
      return {
        title: t.lectureQuestion(text(params.author), title),
        detail: optional(params.excerpt),
      };
    case 'announcement':
      return {
        title: t.announcement(text(language === 'ru' ? params.titleRu : params.titleEn)),
        detail: null,
      };
    case 'content_published':
      return {
        title: t.contentPublished(text(params.subject), item.count),
        detail: t.contentPublishedLatest(title),
      };
    case 'due_soon':
    case 'overdue': {
      const work = params.item === 'mini-project' ? 'miniProject' : 'task';
      const date = mailInstant(text(params.dueAt), language);
      return {
        title:
          item.kind === 'due_soon' ? t.dueSoon(work, title, date) : t.overdue(work, title, date),
        detail: null,
      };
    }
    case 'access_ending':
    case 'access_ended': {
      const access = params.access === 'trial' ? 'trial' : 'paid';
      return {
        title:
          item.kind === 'access_ending'
            ? t.accessEnding(access, mailInstant(text(params.endsAt), language))
            : t.accessEnded(access),
        detail: t.accessChoose,
      };
    }
  }
}

/** The frame of the notification mails. */
export interface NotificationMailTexts {
  greeting: (name: string) => string;
  /** The subject of a mail at once: the notification's own line. */
  button: string;
  /** Why this mail came, and where to change it. */
  why: string;
  digestSubject: (day: string) => string;
  digestIntro: string;
  open: string;
  signature: string;
}

export const notificationMailTexts: Record<Language, NotificationMailTexts> = {
  en: {
    greeting: (name) => `Hello, ${name}!`,
    button: 'Open in the Academy',
    why: 'You get this mail because you chose it for this kind of notification. You can change that under Notifications on your profile.',
    digestSubject: (day) => `Your Academy notifications of ${day}`,
    digestIntro: 'Here is what happened since your last summary:',
    open: 'Open',
    signature: 'The Academy team',
  },
  ru: {
    greeting: (name) => `Здравствуйте, ${name}!`,
    button: 'Открыть в Академии',
    why: 'Это письмо пришло, потому что вы выбрали его для уведомлений этого вида. Изменить выбор можно в разделе «Уведомления» вашего профиля.',
    digestSubject: (day) => `Ваши уведомления Академии за ${day}`,
    digestIntro: 'Вот что произошло с прошлой сводки:',
    open: 'Открыть',
    signature: 'Команда Академии',
  },
};
