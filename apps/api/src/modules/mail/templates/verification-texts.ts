import type { CourseType, Language } from '@academy/contracts';
import { hoursInWords } from './durations.js';
import type { LinkMailTexts } from './link-mail.js';

/** The verification e-mail's texts per language. `{name}`-style slots are filled by the template. */
export interface VerificationTexts extends LinkMailTexts {
  bookingTitle: string;
  date: string;
  time: string;
  courseFormat: string;
  courseTypes: Record<CourseType, string>;
  timeZoneNote: (zone: string) => string;
  calendarNote: string;
  eventTitle: string;
  eventDescription: string;
}

export const verificationTexts: Record<Language, VerificationTexts> = {
  en: {
    subject: 'Confirm your e-mail for the Academy entrance exam',
    greeting: (name) => `Hello, ${name}!`,
    intro:
      'Thank you for applying to the Academy. Please confirm your e-mail address to complete your registration.',
    button: 'Confirm e-mail',
    linkHint: 'If the button does not work, open this link:',
    expiry: (hours) => `The link can be used once and expires in ${hoursInWords.en(hours)}.`,
    bookingTitle: 'Your entrance exam',
    date: 'Date',
    time: 'Time',
    courseFormat: 'Course format',
    courseTypes: { online: 'Online', offline: 'Offline' },
    timeZoneNote: (zone) => `Times are given in the ${zone} time zone.`,
    calendarNote: 'The attached invitation (.ics) adds the exam to your calendar.',
    ignore: 'If you did not register at the Academy, you can ignore this e-mail.',
    signature: 'The Academy team',
    eventTitle: 'Academy entrance exam',
    eventDescription: 'Entrance exam of the Academy.',
  },
  ru: {
    subject: 'Подтвердите e-mail для вступительного экзамена Академии',
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro:
      'Спасибо за заявку в Академию. Подтвердите, пожалуйста, адрес электронной почты, чтобы завершить регистрацию.',
    button: 'Подтвердить e-mail',
    linkHint: 'Если кнопка не работает, откройте эту ссылку:',
    expiry: (hours) => `Ссылка одноразовая и действует ${hoursInWords.ru(hours)}.`,
    bookingTitle: 'Ваш вступительный экзамен',
    date: 'Дата',
    time: 'Время',
    courseFormat: 'Формат обучения',
    courseTypes: { online: 'Онлайн', offline: 'Офлайн' },
    timeZoneNote: (zone) => `Время указано в часовом поясе ${zone}.`,
    calendarNote: 'Приложенное приглашение (.ics) добавит экзамен в ваш календарь.',
    ignore: 'Если вы не регистрировались в Академии, просто проигнорируйте это письмо.',
    signature: 'Команда Академии',
    eventTitle: 'Вступительный экзамен Академии',
    eventDescription: 'Вступительный экзамен Академии.',
  },
};
