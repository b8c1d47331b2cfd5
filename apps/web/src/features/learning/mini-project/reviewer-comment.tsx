import type { Submission } from '@academy/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWorkFormat } from '../work/format';
import classes from './mini-project.module.css';

/** A review's comment with who wrote it and when; nothing before a review. */
export function ReviewerComment({ submission }: { submission: Submission }) {
  const { t } = useTranslation('student');
  const format = useWorkFormat();
  const { reviewComment, reviewerName, reviewedAt } = submission;
  if (!reviewComment && !reviewedAt) return null;
  const date = reviewedAt ? format.dateTime(reviewedAt) : null;
  return (
    <Stack gap={6} p="md" className={classes.comment}>
      {reviewComment ? (
        <>
          <Text size="sm" fw={700}>
            {t('miniProject.status.comment')}
          </Text>
          <Text className={classes.preserveLines}>{reviewComment}</Text>
        </>
      ) : null}
      {date ? (
        <Text size="sm" c="dimmed">
          {reviewerName
            ? t('miniProject.status.reviewedBy', { name: reviewerName, date })
            : t('miniProject.status.reviewedAt', { date })}
        </Text>
      ) : null}
    </Stack>
  );
}
