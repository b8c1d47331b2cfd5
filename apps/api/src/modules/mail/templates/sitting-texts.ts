import type { CourseType, Language } from '@academy/contracts';
import { daysInWords } from './durations.js';

/*
 * The texts of the mails about a changed exam sitting (ARCHITECTURE.md, "Exam schedule"):
 * cancelled (with the link to choose another), moved, and booked again with the link; and
 * about one applicant's booking changed by staff: booked, moved, a fresh link to choose.
 */
export interface SittingTexts {
  greeting: (name: string) => string;
  date: string;
  time: string;
  courseFormat: string;
  courseTypes: Record<CourseType, string>;
  timeZoneNote: (zone: string) => string;
  reasonTitle: string;
  signature: string;
  linkHint: string;
  eventTitle: string;
  eventDescription: string;
  cancelled: {
    subject: string;
    intro: (when: string) => string;
    choose: string;
    button: string;
    expiry: (days: number) => string;
    calendarNote: string;
  };
  moved: {
    subject: string;
    intro: (from: string) => string;
    newTitle: string;
    calendarNote: string;
  };
  booked: {
    subject: string;
    intro: string;
    calendarNote: string;
  };
  /** Staff booked the sitting for the applicant. */
  bookedByStaff: { intro: string };
  /** Staff moved this applicant's booking (not the whole sitting). */
  rebooked: { subject: string; intro: (from: string) => string };
  /** Staff mailed a fresh link to choose a sitting. */
  choose: { subject: string; intro: string; button: string };
}

export const sittingTexts: Record<Language, SittingTexts> = {
  en: {
    greeting: (name) => `Hello, ${name}!`,
    date: 'Date',
    time: 'Time',
    courseFormat: 'Course format',
    courseTypes: { online: 'Online', offline: 'Offline' },
    timeZoneNote: (zone) => `Times are given in the ${zone} time zone.`,
    reasonTitle: 'Reason',
    signature: 'The Academy team',
    linkHint: 'If the button does not work, open this link:',
    eventTitle: 'Academy entrance exam',
    eventDescription: 'Entrance exam of the Academy.',
    cancelled: {
      subject: 'Your entrance exam sitting was cancelled',
      intro: (when) => `We are sorry: the entrance exam sitting of ${when} was cancelled.`,
      choose: 'Please choose another time for your exam.',
      button: 'Choose another time',
      expiry: (days) => `The link can be used once and works for ${daysInWords.en(days)}.`,
      calendarNote:
        'The attached calendar file (.ics) removes the cancelled exam from your calendar.',
    },
    moved: {
      subject: 'Your entrance exam has moved to another time',
      intro: (from) => `The entrance exam sitting of ${from} has moved to another time.`,
      newTitle: 'Your exam now',
      calendarNote: 'The attached invitation (.ics) updates the exam in your calendar.',
    },
    booked: {
      subject: 'Your entrance exam is booked',
      intro: 'Thank you: your new entrance exam time is booked.',
      calendarNote: 'The attached invitation (.ics) adds the exam to your calendar.',
    },
    bookedByStaff: { intro: 'We have booked your entrance exam:' },
    rebooked: {
      subject: 'Your entrance exam time has changed',
      intro: (from) => `Your entrance exam of ${from} has moved to another time.`,
    },
    choose: {
      subject: 'Choose a time for your entrance exam',
      intro: 'Please choose a time for your entrance exam with the link below.',
      button: 'Choose a time',
    },
  },
  ru: {
    greeting: (name) => `Здравствуйте, ${name}!`,
    date: 'Дата',
    time: 'Время',
    courseFormat: 'Формат обучения',
    courseTypes: { online: 'Онлайн', offline: 'Офлайн' },
    timeZoneNote: (zone) => `Время указано в часовом поясе ${zone}.`,
    reasonTitle: 'Причина',
    signature: 'Команда Академии',
    linkHint: 'Если кнопка не работает, откройте эту ссылку:',
    eventTitle: 'Вступительный экзамен Академии',
    eventDescription: 'Вступительный экзамен Академии.',
    cancelled: {
      subject: 'Ваш вступительный экзамен отменён',
      intro: (when) => `К сожалению, вступительный экзамен ${when} отменён.`,
      choose: 'Пожалуйста, выберите другое время экзамена.',
      button: 'Выбрать другое время',
      expiry: (days) => `Ссылка одноразовая и действует ${daysInWords.ru(days)}.`,
      calendarNote:
        'Приложенный файл календаря (.ics) удалит отменённый экзамен из вашего календаря.',
    },
    moved: {
      subject: 'Ваш вступительный экзамен перенесён',
      intro: (from) => `Вступительный экзамен ${from} перенесён на другое время.`,
      newTitle: 'Ваш экзамен теперь',
      calendarNote: 'Приложенное приглашение (.ics) обновит экзамен в вашем календаре.',
    },
    booked: {
      subject: 'Вы записаны на вступительный экзамен',
      intro: 'Спасибо: вы записаны на экзамен в новое время.',
      calendarNote: 'Приложенное приглашение (.ics) добавит экзамен в ваш календарь.',
    },
    bookedByStaff: { intro: 'Мы записали вас на вступительный экзамен:' },
    rebooked: {
      subject: 'Время вашего вступительного экзамена изменено',
      intro: (from) => `Ваш вступительный экзамен ${from} перенесён на другое время.`,
    },
    choose: {
      subject: 'Выберите время вступительного экзамена',
      intro: 'Пожалуйста, выберите время вступительного экзамена по ссылке ниже.',
      button: 'Выбрать время',
    },
  },
};
