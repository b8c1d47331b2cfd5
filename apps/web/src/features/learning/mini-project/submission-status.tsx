import type { Submission } from '@academy/contracts';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { focusOnMount } from '../../../shared/ui/focus-on-mount';
import { ReviewStatusBadge } from '../work/review-status-badge';
import classes from './mini-project.module.css';
import { ReviewerComment } from './reviewer-comment';

/**
 * Where the student stands: the latest submission's review in words, the reviewer's
 * comment, and what comes next.
 */
export function SubmissionStatus({ latest, announce }: { latest: Submission; announce: boolean }) {
  const { t } = useTranslation('student');
  const sentence = {
    not_checked_yet: t('miniProject.status.waiting'),
    passed: t('miniProject.status.passed'),
    failed: t('miniProject.status.failed'),
  }[latest.reviewStatus];

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      component="section"
      aria-labelledby="mini-project-status-title"
      className={classes.status}
      data-status={latest.reviewStatus}
      tabIndex={announce ? -1 : undefined}
      ref={announce ? focusOnMount : undefined}
    >
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} id="mini-project-status-title">
            {t('miniProject.status.title')}
          </Title>
          <ReviewStatusBadge status={latest.reviewStatus} />
        </Group>
        <Text size="lg">{sentence}</Text>
        <ReviewerComment submission={latest} />
      </Stack>
    </Paper>
  );
}
