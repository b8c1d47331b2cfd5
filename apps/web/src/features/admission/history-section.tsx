import type { AdminApplicant } from '@academy/contracts';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStaffTime } from '../../shared/lib/staff-time';
import { ApplicantSection, useStaffName } from './applicant-section';

type HistoryAction =
  | 'admit'
  | 'reject'
  | 'record_exam_result'
  | 'send_verification_mail'
  | 'record_attendance'
  | 'cancel_sitting'
  | 'move_sitting'
  | 'book_exam';

/** What staff did with the application: what, who and when. */
export function HistorySection({ history }: { history: AdminApplicant['history'] }) {
  const { t } = useTranslation('admission');
  const time = useStaffTime();
  const staffName = useStaffName();
  return (
    <ApplicantSection title={t('history')}>
      {history.length === 0 ? (
        <Text c="dimmed">{t('noHistory')}</Text>
      ) : (
        <List spacing="xs">
          {history.map((entry) => (
            <List.Item key={entry.id}>
              <Text span>
                {t('historyEntry', {
                  action: t(`actions.${entry.action as HistoryAction}`, {
                    defaultValue: entry.action,
                  }),
                  name: staffName(entry.actor),
                })}
              </Text>
              <Text span c="dimmed" size="sm">
                {` · ${time.dateTime(entry.at)}`}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </ApplicantSection>
  );
}
