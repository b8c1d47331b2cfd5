import type { StudentAnswer, Submission } from '@academy/contracts';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBrandGithub, IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { downloadSubmittedFileMutation } from '../../shared/api/download-submitted-file';
import { useStaffTime } from '../../shared/lib/staff-time';
import { useCurrentStudent } from '../../shared/session/current-student';
import { ConversationThread } from '../../shared/ui/conversation/conversation-thread';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { miniProjectReviewQuery } from './api/queries';
import { DecidedReview, ReviewHeader } from './review-header';
import { ReviewFailed, ReviewNotFound, ReviewSkeleton } from './review-states';
import { isNotFound, routeId } from './route-id';
import { VerdictForm } from './verdict-form';
import { VerdictNotice, type VerdictNoticeState } from './verdict-notice';

function Answers({ answers }: { answers: StudentAnswer[] }) {
  const { t } = useTranslation('reviews');
  const download = useMutation(downloadSubmittedFileMutation);
  return (
    <Stack gap="sm" component="dl" m={0}>
      {answers.map((answer) => (
        <Stack key={answer.id} gap={2}>
          <Text component="dt" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {answer.question.text}
          </Text>
          <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {answer.file ? (
              <Button
                variant="light"
                size="compact-sm"
                leftSection={<IconDownload size={14} />}
                loading={download.isPending && download.variables?.fileId === answer.file.id}
                onClick={() => {
                  const file = answer.file;
                  if (file) download.mutate({ fileId: file.id, name: file.name });
                }}
                styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
              >
                {t('review.download', { name: answer.file.name })}
              </Button>
            ) : (
              (answer.answerText ?? t('review.noAnswer'))
            )}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

function GithubLink({ href }: { href: string }) {
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      style={{ overflowWrap: 'anywhere' }}
    >
      <Group gap={6} component="span" wrap="nowrap">
        <IconBrandGithub size={16} aria-hidden="true" />
        {href}
      </Group>
    </Anchor>
  );
}

function EarlierSubmission({ submission, number }: { submission: Submission; number: number }) {
  const { t } = useTranslation('reviews');
  const time = useStaffTime();
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group gap="xs" justify="space-between">
          <Title order={3} size="h5">
            {t('review.submissionNumber', {
              number,
              date: time.dateTime(submission.submittedAt),
            })}
          </Title>
          <Badge
            color={
              submission.reviewStatus === 'passed'
                ? 'green'
                : submission.reviewStatus === 'failed'
                  ? 'red'
                  : 'gray'
            }
          >
            {t(`status.${submission.reviewStatus}`)}
          </Badge>
        </Group>
        {submission.late ? (
          <Group gap="xs">
            <ToneBadge tone="orange">{t('review.late')}</ToneBadge>
          </Group>
        ) : null}
        {submission.reviewComment ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {t('review.comment', {
              name: submission.reviewerName ?? '—',
              comment: submission.reviewComment,
            })}
          </Text>
        ) : null}
        <GithubLink href={submission.githubLink} />
        <Answers answers={submission.studentAnswers} />
      </Stack>
    </Paper>
  );
}

/** One mini-project submission: the link, the answers and files, the history, the verdict. */
export function MiniProjectReviewPage() {
  const { t } = useTranslation('reviews');
  const id = routeId(useParams().id);
  const notice = useLocation().state as VerdictNoticeState | null;
  const review = useQuery({ ...miniProjectReviewQuery(id ?? 0), enabled: id !== null });
  const me = useCurrentStudent();
  if (id === null || (review.isError && isNotFound(review.error))) {
    return <ReviewNotFound />;
  }
  if (review.isPending) return <ReviewSkeleton label={t('states.loading')} />;
  if (review.isError) {
    return <ReviewFailed error={review.error} onRetry={() => void review.refetch()} />;
  }
  const data = review.data;
  const isAdmin = me.data?.role === 'admin';
  const earlier = data.history.filter((entry) => entry.id !== data.id);
  const count = data.history.length;
  const attempt = count - data.history.findIndex((entry) => entry.id === data.id);
  return (
    <Stack gap="lg">
      {notice?.verdict ? <VerdictNotice state={notice} /> : null}
      <ReviewHeader
        kindLabel={t('kind.mini-project')}
        title={data.miniProject.title}
        subjectTitle={data.subjectTitle}
        student={data.student}
        attempt={attempt}
        submittedAt={data.submittedAt}
        decided={
          data.reviewStatus === 'not_checked_yet'
            ? null
            : { reviewerName: data.reviewerName, reviewedAt: data.reviewedAt }
        }
        late={data.late}
      />
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="submission-title"
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="submission-title">
            {t('review.submissionTitle')}
          </Title>
          <Stack gap={2}>
            <Text fw={600}>{t('review.github')}</Text>
            <GithubLink href={data.githubLink} />
          </Stack>
          <Answers answers={data.studentAnswers} />
        </Stack>
      </Paper>
      {data.reviewStatus === 'not_checked_yet' ? (
        <VerdictForm
          key={data.id}
          kind="mini-project"
          id={data.id}
          title={data.miniProject.title}
          student={data.student.fullName}
        />
      ) : (
        <DecidedReview
          kind="mini-project"
          id={data.id}
          canCorrect={isAdmin && data.history[0]?.id === data.id}
          status={data.reviewStatus}
          comment={data.reviewComment}
          reviewerName={data.reviewerName}
        />
      )}
      <ConversationThread thread="mini-project-submissions" id={data.id} />
      <Stack gap="sm" component="section" aria-labelledby="history-title">
        <Title order={2} size="h3" id="history-title">
          {t('review.historyTitle')}
        </Title>
        {earlier.length === 0 ? (
          <Text c="dimmed">{t('review.noHistory')}</Text>
        ) : (
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {earlier.map((submission) => (
              <EarlierSubmission
                key={submission.id}
                submission={submission}
                number={count - data.history.indexOf(submission)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
