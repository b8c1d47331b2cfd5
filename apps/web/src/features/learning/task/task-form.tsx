import {
  type Question,
  type TaskAnswerRequest,
  type TaskResponse,
  WRITTEN_ANSWER_MAX_LENGTH,
} from '@academy/contracts';
import { Button, Checkbox, Group, Modal, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { clearDraft, readDraft, writeDraft } from '../../../shared/lib/draft-storage';
import { useSingleFlight } from '../../../shared/lib/use-single-flight';
import { focusOnMount } from '../../../shared/ui/focus-on-mount';
import { loadCodeModule } from '../code/load-code-module';
import { useLeaveWarning } from '../work/drafts';
import { LeaveWorkDialog } from '../work/leave-work-dialog';
import { isTooLong, WrittenAnswerField } from '../work/written-answer-field';
import classes from './task.module.css';

const draftSchema = z.object({
  answerIds: z.array(z.number()),
  answerText: z.string(),
  /** A code question's code, once it was changed from the starter code. */
  code: z.string().optional(),
});
type Draft = z.infer<typeof draftSchema>;
const draftsSchema = z.record(z.string(), draftSchema);
type Drafts = Record<string, Draft>;

const blank: Draft = { answerIds: [], answerText: '' };

/**
 * A code question's editor, examples and runner: loaded only when a test with a code question
 * is shown, so no other page (nor a test without code) carries them.
 */
const CodeQuestionField = lazy(() => loadCodeModule(import('../code/code-question-field')));

/**
 * The answers kept from before a reload, as far as they still fit the test: options that are
 * no longer the question's are dropped (its content may have changed meanwhile).
 */
function restoredDrafts(task: TaskResponse, key: string | null): Drafts {
  const kept = readDraft(key, draftsSchema);
  if (kept === null) return {};
  const drafts: Drafts = {};
  for (const question of task.questions) {
    const draft = kept[question.id];
    if (!draft) continue;
    const options = new Set(question.answers.map((answer) => answer.id));
    const answerIds = draft.answerIds.filter((id) => options.has(id));
    drafts[question.id] = {
      answerIds: question.answerType === 'single' ? answerIds.slice(0, 1) : answerIds,
      answerText: question.answerType === 'text' ? draft.answerText : '',
      ...(question.answerType === 'code' && draft.code !== undefined ? { code: draft.code } : {}),
    };
  }
  return drafts;
}

/**
 * A code question's code: the draft's, else the starter code. A retake opens blank like the
 * other answers (the last attempt's code is a button away, code-question-field.tsx).
 */
export function codeOf(question: Question, draft: Draft): string {
  return draft.code ?? question.code?.starterCode ?? '';
}

function isAnswered(question: Question, draft: Draft): boolean {
  if (question.answerType === 'code') {
    const code = codeOf(question, draft);
    return code.trim().length > 0 && code !== question.code?.starterCode;
  }
  return question.answerType === 'text'
    ? draft.answerText.trim().length > 0
    : draft.answerIds.length > 0;
}

/**
 * Every question, as the server expects it: choice ids, the written text when there is one,
 * a code question's code.
 */
export function answersOf(task: TaskResponse, drafts: Drafts): TaskAnswerRequest {
  return {
    taskId: task.id,
    answers: task.questions.map((question) => {
      const draft = drafts[question.id] ?? blank;
      if (question.answerType === 'code') {
        return { questionId: question.id, answerIds: [], code: codeOf(question, draft) };
      }
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
  if (question.answerType === 'code') {
    field = (
      <Suspense
        fallback={
          <Text c="dimmed" role="status">
            {t('task.codeLoading')}
          </Text>
        }
      >
        <CodeQuestionField
          question={question}
          code={codeOf(question, draft)}
          onChange={(code) => onChange({ ...draft, code })}
        />
      </Suspense>
    );
  } else if (question.answerType === 'text') {
    field = (
      <WrittenAnswerField
        label={label}
        description={t('task.writtenAnswer')}
        placeholder={t('task.answerPlaceholder')}
        autosize
        minRows={4}
        maxRows={14}
        size="md"
        value={draft.answerText}
        onChange={(event) => onChange({ ...draft, answerText: event.currentTarget.value })}
        inputWrapperOrder={['label', 'description', 'input', 'error']}
      />
    );
  } else if (question.answerType === 'single') {
    // Native radio buttons: the group is one Tab stop and the arrow keys move the choice.
    field = (
      <Radio.Group
        label={label}
        description={t('task.chooseOne')}
        name={`question-${question.id}`}
        value={draft.answerIds[0] === undefined ? null : String(draft.answerIds[0])}
        onChange={(value) => onChange({ ...draft, answerIds: [Number(value)] })}
      >
        <Stack gap={8} mt="sm">
          {question.answers.map((answer) => (
            <Radio
              key={answer.id}
              value={String(answer.id)}
              label={answer.text}
              classNames={{
                root: classes.radioOption,
                body: classes.radioBody,
                inner: classes.radioInner,
                label: classes.radioLabel,
              }}
            />
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
  /** Where the answers are kept until they are submitted (null: nowhere). */
  draftKey: string | null;
}

/**
 * One attempt's answers: radio cards, checkbox cards and text areas. Submitting with
 * unanswered questions asks first; the submission itself runs once however often it is
 * pressed (useSingleFlight).
 */
export function TaskForm({ task, onSubmit, submitting, announce, draftKey }: TaskFormProps) {
  const { t, i18n } = useTranslation('student');
  const [drafts, setDrafts] = useState<Drafts>(() => restoredDrafts(task, draftKey));
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState(false);
  const unanswered = task.questions.filter(
    (question) => !isAnswered(question, drafts[question.id] ?? blank),
  ).length;
  const tooLong = task.questions.some((question) =>
    isTooLong(drafts[question.id]?.answerText ?? ''),
  );
  const retake = task.assignment !== null && task.assignment.attempt > 0;

  // Once taken, an attempt is never sent again: a second click can land after the answer
  // came back and before the result replaces the form.
  const taken = useRef(false);
  const [sent, setSent] = useState(false);
  const blocker = useLeaveWarning(!sent && unanswered < task.questions.length);
  const send = useSingleFlight(async () => {
    setConfirming(false);
    if (taken.current) return;
    taken.current = await onSubmit(answersOf(task, drafts));
    if (taken.current) {
      clearDraft(draftKey);
      setSent(true);
    }
  });

  const change = (questionId: number, draft: Draft) => {
    const next = { ...drafts, [questionId]: draft };
    setDrafts(next);
    writeDraft(draftKey, next);
  };

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
          // Never cut: an answer past the limit is refused here, as the server would.
          setRefused(tooLong);
          if (tooLong) return;
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
              onChange={(draft) => change(question.id, draft)}
            />
          ))}
          <Stack gap={6} align="flex-start">
            <Button type="submit" size="md" loading={submitting}>
              {t('task.submit')}
            </Button>
            {refused && tooLong ? (
              <Text size="sm" c="var(--mantine-color-error)" role="alert">
                {t('work.tooLong', {
                  max: WRITTEN_ANSWER_MAX_LENGTH.toLocaleString(i18n.language),
                })}
              </Text>
            ) : null}
          </Stack>
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
      <LeaveWorkDialog blocker={blocker} />
    </Stack>
  );
}
