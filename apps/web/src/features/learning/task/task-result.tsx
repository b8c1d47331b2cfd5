import {
  billingEndpoints,
  canRetakeTask,
  formatMoney,
  isRetakeDisabled,
  paths,
  type TaskAssignment,
  type TaskResponse,
} from '@academy/contracts';
import { Box, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../../shared/api/endpoint-query';
import { focusOnMount } from '../../../shared/ui/focus-on-mount';
import { useWorkFormat } from '../work/format';
import { ReviewStatusBadge } from '../work/review-status-badge';
import classes from './task.module.css';

interface TaskResultProps {
  task: TaskResponse;
  assignment: TaskAssignment;
  /** Just submitted: the result takes focus, so it is read out and the keyboard goes on from it. */
  announce: boolean;
  onStartRetake: () => void;
  startingRetake: boolean;
}

/** The retake payment screen, told which test it is for. */
export function retakePaymentPath(taskId: number): string {
  return `${paths.student.payment}?${new URLSearchParams({ retake: String(taskId) })}`;
}

function Score({ task, assignment }: { task: TaskResponse; assignment: TaskAssignment }) {
  const { t } = useTranslation('student');
  const score = assignment.score ?? 0;
  const percent = Math.round((score * 100) / assignment.maxScore);
  const reached = score * 100 >= task.passPercent * assignment.maxScore;
  return (
    <Stack gap={8}>
      <Text size="sm" c="dimmed" fw={500}>
        {task.questions.some((question) => question.answerType === 'code')
          ? t('task.result.scoreLabelWithCode')
          : t('task.result.scoreLabel')}
      </Text>
      <Group gap="md" align="baseline" wrap="wrap">
        <Text fz={32} fw={750} lh={1}>
          {t('task.result.percent', { percent })}
        </Text>
        <Text size="md" fw={500}>
          {t('task.result.score', { score, max: assignment.maxScore })}
        </Text>
      </Group>
      <Box className={classes.scoreBar} maw={480} aria-hidden="true">
        <Progress
          value={percent}
          size="lg"
          radius="xl"
          color={reached ? 'teal' : 'red'}
          aria-hidden="true"
        />
        <span className={classes.passMarker} style={{ left: `${task.passPercent}%` }} />
      </Box>
      <Text size="sm" c="dimmed">
        {t('task.result.passMark', { percent: task.passPercent })}
      </Text>
    </Stack>
  );
}

function Retake({
  task,
  assignment,
  onStartRetake,
  startingRetake,
}: Omit<TaskResultProps, 'announce'>) {
  const { t } = useTranslation('student');
  if (isRetakeDisabled(assignment)) {
    return (
      <Stack gap={6} className={classes.next}>
        <Title order={3}>{t('task.retake.secondFailed')}</Title>
        <Text>{t('task.retake.closed')}</Text>
      </Stack>
    );
  }
  if (!canRetakeTask(assignment) || assignment.status !== 'completed') return null;
  if (!assignment.retakePaid) return <RetakeOffer taskId={task.id} />;
  return (
    <Stack gap="sm" align="flex-start" className={classes.next}>
      <Title order={3}>{t('task.retake.paidTitle')}</Title>
      <Text maw={620}>{t('task.retake.paid')}</Text>
      <Button size="md" onClick={onStartRetake} loading={startingRetake}>
        {t('task.retake.start')}
      </Button>
    </Stack>
  );
}

/** The paid second attempt on offer, with its price (once GET pricing has told it). */
function RetakeOffer({ taskId }: { taskId: number }) {
  const { t, i18n } = useTranslation('student');
  // GET pricing, the billing screens' own read: the offer goes without a price until known.
  const price = useQuery({
    ...endpointQuery(billingEndpoints.getPricing, undefined, { toast: false }),
    staleTime: 5 * 60_000,
    select: (pricing) => pricing.retakePrice,
    retryOnMount: false,
  }).data;
  return (
    <Stack gap="sm" align="flex-start" className={classes.next}>
      <Title order={3}>{t('task.retake.offerTitle')}</Title>
      <Text maw={620}>{t('task.retake.offer')}</Text>
      {price ? (
        <Text fw={700}>
          {t('task.retake.price', {
            price: formatMoney(price, i18n.language).replace(/ /g, '\u00a0'),
          })}
        </Text>
      ) : null}
      <Button component={Link} to={retakePaymentPath(taskId)} size="md">
        {t('task.retake.pay')}
      </Button>
    </Stack>
  );
}

/**
 * A submitted attempt: the score of the choice questions against the pass mark, the review
 * status in words, the mentor's comment, and what can be done next (the paid retake).
 */
export function TaskResult(props: TaskResultProps) {
  const { task, assignment, announce } = props;
  const { t } = useTranslation('student');
  const format = useWorkFormat();
  const { reviewStatus } = assignment;
  const sentence = {
    passed: t('task.result.passed'),
    failed: t('task.result.failed'),
    not_checked_yet: t('task.result.waiting'),
  }[reviewStatus];

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      className={classes.result}
      data-status={reviewStatus}
      component="section"
      aria-labelledby="task-result-title"
      tabIndex={announce ? -1 : undefined}
      ref={announce ? focusOnMount : undefined}
    >
      <Stack gap="lg">
        <Stack gap="xs">
          <Group justify="space-between" align="center" gap="sm">
            <Title order={2} id="task-result-title">
              {t('task.result.title')}
            </Title>
            <ReviewStatusBadge status={reviewStatus} />
          </Group>
          <Text size="lg">{sentence}</Text>
          {assignment.submittedAt ? (
            <Text size="sm" c="dimmed">
              {t('task.result.submittedAt', { date: format.dateTime(assignment.submittedAt) })}
            </Text>
          ) : null}
        </Stack>
        {assignment.maxScore > 0 ? <Score task={task} assignment={assignment} /> : null}
        {assignment.reviewComment ? (
          <Stack gap={6} p="md" className={classes.comment}>
            <Text size="sm" fw={700}>
              {t('task.result.comment')}
            </Text>
            <Text>{assignment.reviewComment}</Text>
            {assignment.reviewedAt ? (
              <Text size="sm" c="dimmed">
                {t('task.result.reviewedAt', { date: format.dateTime(assignment.reviewedAt) })}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <Retake {...props} />
      </Stack>
    </Paper>
  );
}
