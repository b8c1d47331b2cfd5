import {
  LECTURE_QUESTIONS_MAX_LIMIT,
  LECTURE_QUESTIONS_PAGE_SIZE,
  paths,
  type StaffLectureQuestion,
} from '@academy/contracts';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessageCheck } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../shared/ui/page-title';
import { StateMessage } from '../../shared/ui/state-message';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { waitingQuestionsQuery } from './api/queries';
import { ReviewSections } from './review-sections';
import { ReviewFailed, ReviewSkeleton } from './review-states';
import { WaitingBadge } from './waiting-badge';

/*
 * /admin/reviews/questions (ARCHITECTURE.md, "Conversations"): students' lecture questions
 * waiting for an answer, the longest waiting first; "Show more" reads a longer page.
 */

function QuestionItem({ question, now }: { question: StaffLectureQuestion; now: Date }) {
  const { t } = useTranslation('reviews');
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="waiting-question">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <ToneBadge tone="brand">{t('questions.kind')}</ToneBadge>
          <WaitingBadge since={question.waitingSince ?? question.askedAt} now={now} />
        </Group>
        <Anchor component={Link} to={paths.admin.question(question.id)} fw={600} size="lg">
          {question.excerpt || t('questions.untitled')}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('questions.meta', {
            lecture: question.lecture.title,
            subject: question.subjectTitle,
            student: question.student.fullName,
          })}
        </Text>
      </Stack>
    </Paper>
  );
}

export function QuestionsPage() {
  const { t } = useTranslation('reviews');
  const [limit, setLimit] = useState(LECTURE_QUESTIONS_PAGE_SIZE);
  const questions = useQuery({
    ...waitingQuestionsQuery(limit),
    placeholderData: keepPreviousData,
  });
  const now = new Date();
  return (
    <Stack gap="lg">
      <PageTitle title={t('questions.title')} />
      <Stack gap={4}>
        <Title order={1}>{t('questions.title')}</Title>
        <Text c="dimmed">{t('questions.intro')}</Text>
      </Stack>
      <ReviewSections current="questions" />
      {questions.isPending ? (
        <ReviewSkeleton label={t('states.loading')} />
      ) : questions.isError ? (
        <ReviewFailed error={questions.error} onRetry={() => void questions.refetch()} />
      ) : questions.data.items.length === 0 ? (
        <StateMessage
          title={t('questions.emptyTitle')}
          headingOrder={2}
          tone="success"
          icon={<IconMessageCheck size={28} />}
        >
          {t('questions.emptyText')}
        </StateMessage>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('questions.total', { count: questions.data.total })}
          </Text>
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {questions.data.items.map((question) => (
              <QuestionItem key={question.id} question={question} now={now} />
            ))}
          </Stack>
          {questions.data.items.length < questions.data.total &&
          limit < LECTURE_QUESTIONS_MAX_LIMIT ? (
            <Group>
              <Button
                variant="light"
                loading={questions.isFetching}
                onClick={() =>
                  setLimit((shown) =>
                    Math.min(shown + LECTURE_QUESTIONS_PAGE_SIZE, LECTURE_QUESTIONS_MAX_LIMIT),
                  )
                }
              >
                {t('questions.showMore')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
