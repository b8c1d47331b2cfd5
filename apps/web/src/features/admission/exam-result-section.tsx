import type { AdminApplicant } from '@academy/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStaffTime } from '../../shared/lib/staff-time';
import { ScoreBadge } from './applicant-badges';
import { ApplicantSection, LabelledValue } from './applicant-section';
import { ExamResultForm } from './exam-result-form';

/** The exam's score, comment and who recorded it; while pending, the form to record it. */
export function ExamResultSection({ applicant }: { applicant: AdminApplicant }) {
  const { t } = useTranslation('admission');
  const time = useStaffTime();
  const { exam } = applicant;
  return (
    <ApplicantSection title={t('examResult')}>
      {exam ? (
        <Stack gap={4}>
          <Group>
            <ScoreBadge score={exam.score} passed={exam.passed} />
          </Group>
          {exam.comment ? <LabelledValue label={t('comment')}>{exam.comment}</LabelledValue> : null}
          <Text size="sm" c="dimmed">
            {exam.recordedBy
              ? t('recordedBy', {
                  name: exam.recordedBy.fullName,
                  date: time.dateTime(exam.recordedAt),
                })
              : t('recordedOn', { date: time.dateTime(exam.recordedAt) })}
          </Text>
        </Stack>
      ) : (
        <Text c="dimmed">{t('noExamResult')}</Text>
      )}
      {applicant.status === 'pending' ? <ExamResultForm applicant={applicant} /> : null}
    </ApplicantSection>
  );
}
