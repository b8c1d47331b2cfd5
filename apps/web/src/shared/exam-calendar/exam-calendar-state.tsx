import { Alert, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../ui/loading';
import type { ExamCalendar, useExamCalendar } from './use-exam-calendar';

/**
 * The exam calendar once it is read (`children`), or while it is read, or why it could not
 * be with a way to ask again: the sign-up's exam date, the mailed link's page and staff
 * moving a sitting show the same.
 */
export function ExamCalendarState({
  exam,
  children,
}: {
  exam: ReturnType<typeof useExamCalendar>;
  children: (calendar: ExamCalendar) => ReactNode;
}) {
  const { t } = useTranslation('registration');
  if (exam.calendar) return children(exam.calendar);
  if (exam.isError) {
    return (
      <Alert color="red" variant="light" title={t('examDate.loadFailed')}>
        <Button variant="light" color="red" mt="sm" onClick={exam.retry}>
          {t('actions.retry')}
        </Button>
      </Alert>
    );
  }
  return exam.isPending ? <Loading label={t('examDate.loading')} py="xl" /> : null;
}
