import type { Language, MyHomeworkItem } from '@academy/contracts';

/** The feed's words, in the student's language. */
export interface CalendarFeedTexts {
  /** The calendar's name in the app that subscribes. */
  calendarName: string;
  /** An open item's event: its title. */
  due: (title: string) => string;
  /** An open item's event: what it is and where. */
  where: (item: Pick<MyHomeworkItem, 'kind' | 'subjectTitle' | 'directionTitle'>) => string;
  examTitle: string;
  examDescription: string;
}

export const calendarFeedTexts: Record<Language, CalendarFeedTexts> = {
  en: {
    calendarName: 'Academy: due dates',
    due: (title) => `Due: ${title}`,
    where: (item) =>
      `${item.kind === 'task' ? 'Test' : 'Mini project'} in ${item.subjectTitle} (${item.directionTitle})`,
    examTitle: 'Academy entrance exam',
    examDescription: 'Entrance exam of the Academy.',
  },
  ru: {
    calendarName: 'Академия: сроки сдачи',
    due: (title) => `Срок сдачи: ${title}`,
    where: (item) =>
      `${item.kind === 'task' ? 'Тест' : 'Мини-проект'} по предмету «${item.subjectTitle}» (${item.directionTitle})`,
    examTitle: 'Вступительный экзамен Академии',
    examDescription: 'Вступительный экзамен Академии.',
  },
};
