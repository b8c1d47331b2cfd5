import type { StudentAnswer, Submission } from '@academy/contracts';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadSubmittedFileMutation } from '../../../shared/api/download-submitted-file';
import { ToneBadge } from '../../../shared/ui/tone-badge';
import { useWorkFormat } from '../work/format';
import { ReviewStatusBadge } from '../work/review-status-badge';
import { DownloadIcon, LinkIcon } from '../work/work-icons';
import classes from './mini-project.module.css';
import { ReviewerComment } from './reviewer-comment';

function AnswerValue({ answer }: { answer: StudentAnswer }) {
  const { t } = useTranslation('student');
  const format = useWorkFormat();
  const download = useMutation(downloadSubmittedFileMutation);
  const { file } = answer;
  if (file) {
    const busy = download.isPending;
    return (
      <Group gap="sm">
        <Button
          variant="light"
          size="sm"
          mih={44}
          h="auto"
          py={6}
          leftSection={<DownloadIcon size={18} />}
          loading={busy}
          onClick={() => download.mutate({ fileId: file.id, name: file.name })}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left', overflowWrap: 'anywhere' } }}
        >
          {t('miniProject.history.download', { name: file.name })}
        </Button>
        <Text size="sm" c="dimmed">
          {format.fileSize(file.size)}
        </Text>
      </Group>
    );
  }
  return answer.answerText ? (
    <Text className={classes.preserveLines}>{answer.answerText}</Text>
  ) : (
    <Text c="dimmed">{t('miniProject.history.noAnswer')}</Text>
  );
}

function SubmissionCard({ submission, number }: { submission: Submission; number: number }) {
  const { t } = useTranslation('student');
  const format = useWorkFormat();
  const titleId = `submission-${submission.id}`;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-labelledby={titleId}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Group justify="space-between" align="center" gap="sm">
            <Title order={3} id={titleId}>
              {t('miniProject.history.submission', { number })}
            </Title>
            <Group gap="xs">
              {submission.late ? (
                <ToneBadge tone="orange" size="lg">
                  {t('miniProject.history.late')}
                </ToneBadge>
              ) : null}
              <ReviewStatusBadge status={submission.reviewStatus} />
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {t('miniProject.history.submittedAt', {
              date: format.dateTime(submission.submittedAt),
            })}
            {submission.late ? ` · ${t('miniProject.history.lateHint')}` : null}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={700}>
            {t('miniProject.history.repository')}
          </Text>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <LinkIcon size={18} style={{ flexShrink: 0, marginTop: 3 }} />
            <Anchor
              href={submission.githubLink}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.link}
            >
              {submission.githubLink}
            </Anchor>
          </Group>
        </Stack>
        {submission.studentAnswers.length > 0 ? (
          <Stack gap="sm">
            <Text size="sm" fw={700}>
              {t('miniProject.history.answers')}
            </Text>
            {submission.studentAnswers.map((answer) => (
              <Stack key={answer.id} gap={6} className={classes.historyAnswer}>
                <Text fw={600}>{answer.question.text}</Text>
                <AnswerValue answer={answer} />
              </Stack>
            ))}
          </Stack>
        ) : null}
        <ReviewerComment submission={submission} />
      </Stack>
    </Paper>
  );
}

/** Every submission, newest first, with its answers (own files to download) and review. */
export function SubmissionHistory({ submissions }: { submissions: Submission[] }) {
  const { t } = useTranslation('student');
  return (
    <Stack gap="md" component="section" aria-labelledby="mini-project-history-title">
      <Title order={2} id="mini-project-history-title">
        {t('miniProject.history.title')}
      </Title>
      {submissions.map((submission, index) => (
        <SubmissionCard
          key={submission.id}
          submission={submission}
          number={submissions.length - index}
        />
      ))}
    </Stack>
  );
}
