import type { Question, TaskAnswerRequest, TaskResponse } from '@academy/contracts';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../../shared/lib/use-single-flight';
import { focusOnMount } from '../../../shared/ui/focus-on-mount';
import classes from './task.module.css';

/** The longest written answer the server takes (contracts' taskAnswerRequestSchema). */
const ANSWER_TEXT_MAX = 10_000;

interface Draft {
  answerIds: number[];
  answerText: string;
}

type Drafts = Record<number, Draft>;

const blank: Draft = { answerIds: [], answerText: '' };

function isAnswered(question: Question, draft: Draft): boolean {
  return question.answerType === 'text'
    ? draft.answerText.trim().length > 0
    : draft.answerIds.length > 0;
}

/** Every question, as the server expects it: choice ids, or the written text when there is one. */
export function answersOf(task: TaskResponse, drafts: Drafts): TaskAnswerRequest {
  return {
    taskId: task.id,
    answers: task.questions.map((question) => {
      const draft = drafts[question.id] ?? blank;
      if (question.answerType !== 'text') {
        return { questionId: question.id, answerIds: draft.answerIds };
      }
      const written = draft.answerText.trim().length > 0;
      return written
        ? { questionId: question.id, answerIds: [], answerText: draft.answerText }
        : { questionId: question.id, answerIds: [] };
    }),
  };
}

interface QuestionFieldProps {
  question: Question;
  number: number;
  count: number;
  draft: Draft;
  onChange: (draft: Draft) => void;
}

function QuestionField({ question, number, count, draft, onChange }: QuestionFieldProps) {
  const { t } = useTranslation('student');
  const heading = (
    <Text size="sm" c="dimmed" fw={500} mb={4}>
      {t('task.questionNumber', { number, count })}
      {' · '}
      {t('task.points', { count: question.points })}
    </Text>
  );
  const label = (
    <Text component="span" fw={600} size="lg" lh={1.4}>
      {question.text}
    </Text>
  );

  let field: ReactNode;
  if (question.answerType === 'text') {
    field = (
      <Textarea
        label={label}
        description={t('task.writtenAnswer')}
        placeholder={t('task.answerPlaceholder')}
        autosize
        minRows={4}
        maxRows={14}
        maxLength={ANSWER_TEXT_MAX}
        size="md"
        value={draft.answerText}
        onChange={(event) => onChange({ ...draft, answerText: event.currentTarget.value })}
        inputWrapperOrder={['label', 'description', 'input', 'error']}
      />
    );
  } else if (question.answerType === 'single') {
    field = (
      <Radio.Group
        label={label}
        description={t('task.chooseOne')}
        value={draft.answerIds[0] === undefined ? null : String(draft.answerIds[0])}
        onChange={(value) => onChange({ ...draft, answerIds: [Number(value)] })}
      >
        <Stack gap={8} mt="sm">
          {question.answers.map((answer) => (
            <Radio.Card
              key={answer.id}
              value={String(answer.id)}
              // The card is a button: its name is the answer (Chromium leaves it nameless).
              aria-label={answer.text}
              radius="md"
              className={classes.optionCard}
            >
              <Radio.Indicator />
              <Text>{answer.text}</Text>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    );
  } else {
    field = (
      <Checkbox.Group
        label={label}
        description={t('task.chooseAll')}
        value={draft.answerIds.map(String)}
        onChange={(values) => onChange({ ...draft, answerIds: values.map(Number) })}
      >
        <Stack gap={8} mt="sm">
          {question.answers.map((answer) => (
            <Checkbox.Card
              key={answer.id}
              value={String(answer.id)}
              // The card is a button: its name is the answer (Chromium leaves it nameless).
              aria-label={answer.text}
              radius="md"
              className={classes.optionCard}
            >
              <Checkbox.Indicator />
              <Text>{answer.text}</Text>
            </Checkbox.Card>
          ))}
        </Stack>
      </Checkbox.Group>
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.question}>
      {heading}
      {field}
    </Paper>
  );
}

interface TaskFormProps {
  task: TaskResponse;
  /** Sends the attempt; resolves true once the server has taken it, false when it refused. */
  onSubmit: (request: TaskAnswerRequest) => Promise<boolean>;
  submitting: boolean;
  /** The second attempt was just opened: the questions take focus. */
  announce: boolean;
}

/**
 * One attempt's answers: radio cards, checkbox cards and text areas. Submitting with
 * unanswered questions asks first; the submission itself runs once however often it is
 * pressed (useSingleFlight).
 */
export function TaskForm({ task, onSubmit, submitting, announce }: TaskFormProps) {
  const { t } = useTranslation('student');
  const [drafts, setDrafts] = useState<Drafts>({});
  const [confirming, setConfirming] = useState(false);
  const unanswered = task.questions.filter(
    (question) => !isAnswered(question, drafts[question.id] ?? blank),
  ).length;
  const retake = task.assignment !== null && task.assignment.attempt > 0;

  // Once taken, an attempt is never sent again: a second click can land after the answer
  // came back and before the result replaces the form.
  const taken = useRef(false);
  const send = useSingleFlight(async () => {
    setConfirming(false);
    if (taken.current) return;
    taken.current = await onSubmit(answersOf(task, drafts));
  });

  return (
    <Stack gap="md" component="section" aria-labelledby="task-questions-title">
      <Stack gap={4}>
        <Title
          order={2}
          id="task-questions-title"
          tabIndex={announce ? -1 : undefined}
          ref={announce ? focusOnMount : undefined}
          className={classes.questionsHeading}
        >
          {t('task.questions')}
        </Title>
        {retake ? <Text c="dimmed">{t('task.lastAttempt')}</Text> : null}
      </Stack>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (unanswered > 0) setConfirming(true);
          else void send();
        }}
      >
        <Stack gap="md">
          {task.questions.map((question, index) => (
            <QuestionField
              key={question.id}
              question={question}
              number={index + 1}
              count={task.questions.length}
              draft={drafts[question.id] ?? blank}
              onChange={(draft) => setDrafts((current) => ({ ...current, [question.id]: draft }))}
            />
          ))}
          <Group>
            <Button type="submit" size="md" loading={submitting}>
              {t('task.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        centered
        radius="lg"
        // "Keep answering" closes it, as Escape does: no second way out in the corner.
        withCloseButton={false}
        title={t('task.confirm.title')}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <Stack gap="lg">
          <Text>{t('task.confirm.message', { count: unanswered })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('task.confirm.cancel')}
            </Button>
            <Button onClick={() => void send()} loading={submitting}>
              {t('task.confirm.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
