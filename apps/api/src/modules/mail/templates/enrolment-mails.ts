import type { CourseType, Language } from '@academy/contracts';
import { escapeHtml } from '../../../lib/html.js';
import { htmlButton, htmlLayout, htmlLinkFallback, type RenderedMail } from './layout.js';

/** What an admin did to one of the student's enrolments (ARCHITECTURE.md, "Users"). */
export type EnrolmentChange =
  | { kind: 'enrolled'; courseType: CourseType }
  | { kind: 'format_changed'; from: CourseType; courseType: CourseType }
  | { kind: 'ended'; courseType: CourseType };

interface EnrolmentTexts {
  subject: Record<EnrolmentChange['kind'], (direction: string) => string>;
  greeting: (name: string) => string;
  enrolled: (direction: string, format: string) => string;
  formatChanged: (direction: string, from: string, to: string) => string;
  ended: (direction: string) => string;
  access: Record<EnrolmentChange['kind'], string>;
  reason: string;
  courseTypes: Record<CourseType, string>;
  button: string;
  linkHint: string;
  signature: string;
}

const texts: Record<Language, EnrolmentTexts> = {
  en: {
    subject: {
      enrolled: (direction) => `You are enrolled in ${direction}`,
      format_changed: (direction) => `Your course format in ${direction} changed`,
      ended: (direction) => `Your enrolment in ${direction} has ended`,
    },
    greeting: (name) => `Hello, ${name}!`,
    enrolled: (direction, format) =>
      `An Academy administrator enrolled you in the direction ${direction}, ${format}.`,
    formatChanged: (direction, from, to) =>
      `An Academy administrator changed your course format in the direction ${direction} from ${from} to ${to}.`,
    ended: (direction) =>
      `An Academy administrator ended your enrolment in the direction ${direction}. Its lessons and assignments are closed to you now; the work you did and your certificates stay.`,
    access: {
      enrolled:
        'Your free trial, while it runs, opens it too; a paid plan opens it when it is for this course format.',
      format_changed:
        'A paid plan opens the direction when it is for its course format; your free trial, while it runs, opens it in either.',
      ended: 'Your subscription and your other directions are not affected.',
    },
    reason: 'Reason',
    courseTypes: { online: 'online', offline: 'offline' },
    button: 'Open the Academy',
    linkHint: 'If the button does not work, open this link:',
    signature: 'The Academy team',
  },
  ru: {
    subject: {
      enrolled: (direction) => `Вы зачислены на направление «${direction}»`,
      format_changed: (direction) => `Изменён формат обучения на направлении «${direction}»`,
      ended: (direction) => `Ваше обучение на направлении «${direction}» завершено`,
    },
    greeting: (name) => `Здравствуйте, ${name}!`,
    enrolled: (direction, format) =>
      `Администратор Академии зачислил вас на направление «${direction}», формат обучения — ${format}.`,
    formatChanged: (direction, from, to) =>
      `Администратор Академии изменил ваш формат обучения на направлении «${direction}»: было ${from}, стало ${to}.`,
    ended: (direction) =>
      `Администратор Академии завершил ваше обучение на направлении «${direction}». Его уроки и задания вам больше недоступны; выполненные работы и сертификаты остаются у вас.`,
    access: {
      enrolled:
        'Пока идёт бесплатный пробный период, он открывает и это направление; платный тариф открывает его, если он для этого формата обучения.',
      format_changed:
        'Платный тариф открывает направление, если он для его формата обучения; пробный период, пока идёт, открывает его в любом формате.',
      ended: 'Ваша подписка и другие направления не затронуты.',
    },
    reason: 'Причина',
    courseTypes: { online: 'онлайн', offline: 'офлайн' },
    button: 'Открыть Академию',
    linkHint: 'Если кнопка не работает, откройте ссылку:',
    signature: 'Команда Академии',
  },
};

/**
 * The mail telling a student that an admin enrolled them in a direction, changed the course
 * format of an enrolment or ended one: what changed, what it does to their access, the
 * reason the admin gave, and the way into the Academy.
 */
export function renderEnrolmentMail(input: {
  language: Language;
  fullName: string;
  directionTitle: string;
  change: EnrolmentChange;
  reason: string;
  link: string;
}): RenderedMail {
  const t = texts[input.language];
  const { change } = input;
  const what =
    change.kind === 'enrolled'
      ? t.enrolled(input.directionTitle, t.courseTypes[change.courseType])
      : change.kind === 'format_changed'
        ? t.formatChanged(
            input.directionTitle,
            t.courseTypes[change.from],
            t.courseTypes[change.courseType],
          )
        : t.ended(input.directionTitle);
  const subject = t.subject[change.kind](input.directionTitle);
  const reason = `${t.reason}: ${input.reason}`;
  const html = htmlLayout({
    language: input.language,
    title: subject,
    body: `<p>${escapeHtml(t.greeting(input.fullName))}</p>
<p>${escapeHtml(what)}</p>
<p>${escapeHtml(t.access[change.kind])}</p>
<p>${escapeHtml(reason)}</p>
${htmlButton(input.link, t.button)}
${htmlLinkFallback(t.linkHint, input.link)}
<p>${escapeHtml(t.signature)}</p>`,
  });
  const text = [
    t.greeting(input.fullName),
    '',
    what,
    t.access[change.kind],
    '',
    reason,
    '',
    `${t.button}: ${input.link}`,
    '',
    t.signature,
    '',
  ].join('\n');
  return { subject, html, text, attachments: [] };
}
