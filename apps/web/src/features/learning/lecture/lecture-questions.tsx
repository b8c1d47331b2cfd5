import type { LectureQuestion } from '@academy/contracts';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  ConversationEntries,
  MessageForm,
  PartFailed,
} from '../../../shared/ui/conversation/conversation-thread';
import { uploadToThread } from '../../../shared/ui/conversation/thread-files';
import { ToneBadge } from '../../../shared/ui/tone-badge';
import {
  askQuestionMutation,
  lectureQuestionsQuery,
  writeInQuestionMutation,
} from '../api/lecture-questions';
import classes from './lecture.module.css';

/*
 * "Questions to the mentors" below a lecture (ARCHITECTURE.md, "Conversations"): the
 * student asks; the mentors answer in the question's thread and the student is told. Their
 * own questions, then those the mentors shared with everyone in the subject (without the
 * asker's name). A notification's link (`#question-{id}`) scrolls to its question.
 */

const anchor = (id: number) => `question-${id}`;

function QuestionItem({ question }: { question: LectureQuestion }) {
  const { t, i18n } = useTranslation('student');
  const write = useMutation(writeInQuestionMutation);
  const [replying, setReplying] = useState(false);
  const asked = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(question.askedAt),
  );
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      id={anchor(question.id)}
      className={classes.question}
      aria-label={t('lecture.questions.itemLabel', { date: asked })}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Text fw={700} size="sm">
            {question.mine ? t('lecture.questions.yours') : t('lecture.questions.sharedOne')}
          </Text>
          {question.waiting ? (
            <ToneBadge tone="orange">{t('lecture.questions.waiting')}</ToneBadge>
          ) : (
            <ToneBadge tone="green">{t('lecture.questions.answered')}</ToneBadge>
          )}
          {question.mine && question.shared ? (
            <ToneBadge tone="brand">{t('lecture.questions.sharedByMentors')}</ToneBadge>
          ) : null}
        </Group>
        <ConversationEntries
          entries={question.entries}
          thread="lecture-questions"
          id={question.id}
        />
        {question.mine ? (
          replying ? (
            <MessageForm
              formLabel={t('lecture.questions.replyForm')}
              label={t('lecture.questions.replyLabel')}
              submitLabel={t('lecture.questions.send')}
              pending={write.isPending}
              upload={uploadToThread('lecture-questions', question.id)}
              send={(body, fileIds) =>
                write
                  .mutateAsync({
                    params: { thread: 'lecture-questions', id: question.id },
                    body: { body, fileIds },
                  })
                  .then(() => {
                    setReplying(false);
                    return true;
                  })
                  .catch(() => false)
              }
            />
          ) : (
            <Group>
              <Button variant="light" size="compact-md" onClick={() => setReplying(true)}>
                {t('lecture.questions.reply')}
              </Button>
            </Group>
          )
        ) : null}
      </Stack>
    </Paper>
  );
}

export function LectureQuestions({ lectureId }: { lectureId: number }) {
  const { t } = useTranslation('student');
  const questions = useQuery(lectureQuestionsQuery(lectureId));
  const ask = useMutation(askQuestionMutation);
  const { hash } = useLocation();
  const loaded = questions.data !== undefined;

  // A notification's link names a question: show it once the list is there.
  useEffect(() => {
    if (!loaded || !hash.startsWith('#question-')) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  return (
    <Paper
      withBorder
      radius="lg"
      className={classes.panel}
      component="section"
      aria-labelledby="lecture-questions-title"
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h3" id="lecture-questions-title">
            {t('lecture.questions.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('lecture.questions.hint')}
          </Text>
        </Stack>
        {questions.isPending ? (
          <Skeleton height={48} aria-hidden="true" />
        ) : questions.isError ? (
          <PartFailed
            text={t('lecture.questions.loadFailed')}
            retryLabel={t('lecture.questions.retry')}
            query={questions}
          />
        ) : questions.data.questions.length > 0 ? (
          <Stack component="ol" gap="sm" className={classes.questions}>
            {questions.data.questions.map((question) => (
              <QuestionItem key={question.id} question={question} />
            ))}
          </Stack>
        ) : null}
        <MessageForm
          formLabel={t('lecture.questions.askForm')}
          label={t('lecture.questions.askLabel')}
          submitLabel={t('lecture.questions.ask')}
          pending={ask.isPending}
          send={(body) =>
            ask
              .mutateAsync({ params: { id: lectureId }, body: { body } })
              .then(() => true)
              .catch(() => false)
          }
        />
      </Stack>
    </Paper>
  );
}
