import type { TaskReview } from '@academy/contracts';
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useCurrentStudent } from '../../shared/session/current-student';
import { CodeEditor } from '../../shared/ui/code-editor/code-editor';
import { ConversationThread } from '../../shared/ui/conversation/conversation-thread';
import { StaffCodeResults } from '../../shared/ui/staff-code-results/staff-code-results';
import { taskReviewQuery } from './api/queries';
import { DecidedReview, ReviewHeader } from './review-header';
import { ReviewFailed, ReviewNotFound, ReviewSkeleton } from './review-states';
import { isNotFound, routeId } from './route-id';
import { VerdictForm } from './verdict-form';
import { VerdictNotice, type VerdictNoticeState } from './verdict-notice';

type Question = TaskReview['questions'][number];

function ChoiceQuestion({ question }: { question: Question }) {
  const { t } = useTranslation('reviews');
  return (
    <List spacing={4} listStyleType="none" ml={0}>
      {question.answers.map((option) => {
        const right = option.isCorrect;
        const chosen = option.isSelected;
        return (
          <List.Item
            key={option.id}
            icon={
              right ? (
                <IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden="true" />
              ) : (
                <IconX size={16} color="var(--mantine-color-gray-5)" aria-hidden="true" />
              )
            }
          >
            <Group gap={6} wrap="wrap">
              <Text span style={{ overflowWrap: 'anywhere' }}>
                {option.text}
              </Text>
              {right ? (
                <Badge size="xs" color="green" variant="light">
                  {t('task.correct')}
                </Badge>
              ) : null}
              {chosen ? (
                <Badge size="xs" color={right ? 'green' : 'red'}>
                  {t('task.chosen')}
                </Badge>
              ) : null}
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}

/** A code question: the code submitted, read-only, and every test's outcome. */
function CodeQuestion({ question }: { question: Question }) {
  const { t } = useTranslation('reviews');
  const language = question.code?.language ?? 'javascript';
  return (
    <Stack gap="sm">
      {question.answerCode === null ? (
        <Text c="dimmed">{t('task.noCode')}</Text>
      ) : (
        <CodeEditor
          label={t('task.codeAnswer')}
          language={language}
          value={question.answerCode}
          readOnly
          minLines={3}
        />
      )}
      {question.codeResult ? (
        <StaffCodeResults
          result={question.codeResult}
          title={t('task.codeResults')}
          headingOrder={4}
        />
      ) : null}
    </Stack>
  );
}

function QuestionCard({ question, number }: { question: Question; number: number }) {
  const { t } = useTranslation('reviews');
  const free = question.answerType === 'text';
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      bg={free ? 'var(--mantine-color-yellow-light)' : undefined}
    >
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {t('task.question', { number, text: question.text })}
          </Title>
          <Badge variant={free ? 'filled' : 'default'} color={free ? 'yellow.9' : undefined}>
            {t(`task.type.${question.answerType}`)}
          </Badge>
        </Group>
        {question.answerType === 'code' ? (
          <CodeQuestion question={question} />
        ) : free ? (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('task.freeAnswer')}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {question.answerText ?? t('review.noAnswer')}
            </Text>
          </Stack>
        ) : (
          <ChoiceQuestion question={question} />
        )}
      </Stack>
    </Paper>
  );
}

/** One test attempt: the questions, the student's and the correct answers, the free text to judge. */
export function TaskReviewPage() {
  const { t } = useTranslation('reviews');
  const id = routeId(useParams().id);
  const notice = useLocation().state as VerdictNoticeState | null;
  const review = useQuery({ ...taskReviewQuery(id ?? 0), enabled: id !== null });
  const me = useCurrentStudent();
  if (id === null || (review.isError && isNotFound(review.error))) return <ReviewNotFound />;
  if (review.isPending) return <ReviewSkeleton label={t('states.loading')} />;
  if (review.isError) {
    return <ReviewFailed error={review.error} onRetry={() => void review.refetch()} />;
  }
  const data = review.data;
  const isAdmin = me.data?.role === 'admin';
  return (
    <Stack gap="lg">
      {notice?.verdict ? <VerdictNotice state={notice} /> : null}
      <ReviewHeader
        kindLabel={t('kind.task')}
        title={data.task.title}
        subjectTitle={data.subjectTitle}
        student={data.student}
        attempt={data.attempt}
        submittedAt={data.submittedAt}
        decided={
          data.reviewStatus === 'not_checked_yet'
            ? null
            : { reviewerName: data.reviewerName, reviewedAt: data.reviewedAt }
        }
      />
      <Text>
        {t(
          data.questions.some((q) => q.answerType === 'code') ? 'task.scoreWithCode' : 'task.score',
          {
            score: data.score ?? 0,
            max: data.maxScore,
            pass: data.task.passPercent,
          },
        )}
      </Text>
      <Stack component="section" gap="sm" aria-labelledby="questions-title">
        <Title order={2} size="h3" id="questions-title">
          {t('task.questionsTitle')}
        </Title>
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.questions.map((question, index) => (
            <QuestionCard key={question.id} question={question} number={index + 1} />
          ))}
        </Stack>
      </Stack>
      {data.reviewStatus === 'not_checked_yet' ? (
        <VerdictForm
          key={data.id}
          kind="task"
          id={data.id}
          title={data.task.title}
          student={data.student.fullName}
        />
      ) : (
        <DecidedReview
          kind="task"
          id={data.id}
          canCorrect={isAdmin && data.reviewedAt !== null}
          status={data.reviewStatus}
          comment={data.reviewComment}
          reviewerName={data.reviewerName}
        />
      )}
      {data.questions.some((question) => question.answerType === 'text') ? (
        <ConversationThread thread="task-assignments" id={data.id} />
      ) : null}
    </Stack>
  );
}
