import {
  type Language,
  type NotificationKind,
  type NotificationLines,
  type NotificationParams,
  notificationLines,
} from '@academy/contracts';
import { mailMoment } from './mail-time.js';

/**
 * A notification's lines in a mail: contracts' `notificationLines`, the bell's own words, with
 * due and end instants on the academy's clock, the zone named, as every mail says when
 * (`mail-time.ts`): a mail does not know its reader's zone.
 */
export function mailNotificationLines(
  language: Language,
  item: { kind: NotificationKind; params: NotificationParams; count: number },
  timeZone: string,
): NotificationLines {
  return notificationLines(item, language, (iso) => mailMoment(new Date(iso), timeZone));
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
