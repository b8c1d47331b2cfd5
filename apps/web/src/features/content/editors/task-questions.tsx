import {
  type AnswerType,
  answerTypes,
  contentItemLimits,
  QUESTION_MAX_POINTS,
  TASK_MAX_ANSWERS,
  TASK_MAX_QUESTIONS,
} from '@academy/contracts';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, numberFieldValue } from '../../../shared/ui/number-field';
import { CodeExerciseFields } from './code-exercise-fields';
import { newExercise, type QuestionValues, type TaskFormValues } from './task-form';
import { useEntryErrors } from './use-entry-errors';
import { useFocusAdded } from './use-focus-added';

type Question = QuestionValues;

const blankAnswers = () => [
  { text: '', isCorrect: true },
  { text: '', isCorrect: false },
];

const newQuestion = (): Question => ({
  text: '',
  answerType: 'single',
  points: 1,
  answers: blankAnswers(),
  explanation: '',
  code: null,
});

/**
 * The test's questions: added, removed, moved, each with its type, points and answers.
 * Once students have attempted the test, what they answered stays: stored questions and
 * answers cannot be removed nor a question's type changed (the server refuses it too).
 */
export function TaskQuestions({ attempted }: { attempted: boolean }) {
  const { t } = useTranslation('admin-editors');
  const { control } = useFormContext<TaskFormValues>();
  const questions = useFieldArray({ control, name: 'questions', keyName: 'key' });
  const focus = useFocusAdded();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('task.questions', { count: questions.fields.length })}
        </Title>
      </Group>
      {questions.fields.length === 0 ? <Text c="dimmed">{t('task.noQuestions')}</Text> : null}
      {questions.fields.map((question, index) => (
        <QuestionCard
          key={question.key}
          entryKey={question.key}
          groupRef={focus.refFor(index)}
          index={index}
          count={questions.fields.length}
          stored={question.id !== undefined}
          attempted={attempted}
          onMove={(to) => questions.move(index, to)}
          onRemove={() => questions.remove(index)}
        />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={18} aria-hidden />}
        onClick={() => {
          focus.added(questions.fields.length);
          questions.append(newQuestion(), { shouldFocus: false });
        }}
        disabled={questions.fields.length >= TASK_MAX_QUESTIONS}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('task.addQuestion')}
      </Button>
    </Stack>
  );
}

interface QuestionCardProps {
  /** The question's field-array key: whether its errors show yet (`useEntryErrors`). */
  entryKey: string;
  /** The question's group, focused when it was just added (`useFocusAdded`). */
  groupRef: (node: HTMLElement | null) => void;
  index: number;
  count: number;
  stored: boolean;
  attempted: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function QuestionCard({
  entryKey,
  groupRef,
  index,
  count,
  stored,
  attempted,
  onMove,
  onRemove,
}: QuestionCardProps) {
  const { t } = useTranslation('admin-editors');
  const { control, register, setValue, getValues, formState } = useFormContext<TaskFormValues>();
  const answerType = useWatch({ control, name: `questions.${index}.answerType` });
  const errors = formState.errors.questions?.[index];
  const shown = useEntryErrors<TaskFormValues>();
  const answersError = shown(
    entryKey,
    `questions.${index}.answers`,
    errors?.answers?.root?.message ?? errors?.answers?.message,
  );
  const locked = stored && attempted;
  const number = index + 1;

  const changeType = (next: AnswerType, current: Question['answers']) => {
    setValue(`questions.${index}.answerType`, next, { shouldDirty: true });
    if (next === 'code') {
      // A code question is answered with code: no options; its exercise starts blank. One
      // written before the type changed away and back is still there.
      setValue(`questions.${index}.answers`, [], { shouldDirty: true });
      if (!getValues(`questions.${index}.code`)) {
        setValue(`questions.${index}.code`, newExercise(), { shouldDirty: true });
      }
    } else if (next === 'text') {
      setValue(`questions.${index}.answers`, [], { shouldDirty: true });
    } else if (current.length === 0) {
      setValue(`questions.${index}.answers`, blankAnswers(), { shouldDirty: true });
    } else if (next === 'single') {
      // A single choice keeps the first correct answer only.
      const first = current.findIndex((answer) => answer.isCorrect);
      setValue(
        `questions.${index}.answers`,
        current.map((answer, i) => ({ ...answer, isCorrect: i === Math.max(first, 0) })),
        { shouldDirty: true },
      );
    }
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="fieldset"
      ref={groupRef}
      tabIndex={-1}
      aria-label={t('task.questionLabel', { number })}
      style={{ margin: 0, minWidth: 0 }}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{t('task.questionLabel', { number })}</Text>
          <Group gap={4}>
            <ActionIcon
              variant="subtle"
              onClick={() => onMove(index - 1)}
              disabled={index === 0}
              aria-label={t('task.moveQuestionUp', { number })}
            >
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              onClick={() => onMove(index + 1)}
              disabled={index === count - 1}
              aria-label={t('task.moveQuestionDown', { number })}
            >
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              disabled={locked}
              title={locked ? t('task.lockedRemove') : undefined}
              aria-label={t('task.removeQuestion', { number })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Textarea
          label={t('task.questionText')}
          required
          autosize
          minRows={1}
          maxLength={contentItemLimits.questionText.lessThan}
          error={shown(entryKey, `questions.${index}.text`, errors?.text?.message)}
          {...register(`questions.${index}.text`)}
        />
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <Controller
            control={control}
            name={`questions.${index}.answers`}
            render={({ field: answersField }) => (
              <Select
                label={t('task.type')}
                data={answerTypes.map((type) => ({ value: type, label: t(`task.types.${type}`) }))}
                value={answerType}
                onChange={(value) => value && changeType(value as AnswerType, answersField.value)}
                allowDeselect={false}
                disabled={locked}
                description={locked ? t('task.lockedType') : undefined}
                style={{ minWidth: 160 }}
              />
            )}
          />
          <Controller
            control={control}
            name={`questions.${index}.points`}
            render={({ field, fieldState }) => (
              <NumberField
                label={t('task.points')}
                required
                min={1}
                max={QUESTION_MAX_POINTS}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(numberFieldValue(value))}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                error={shown(entryKey, field.name, fieldState.error?.message)}
                style={{ minWidth: 120 }}
              />
            )}
          />
        </Group>
        {answerType === 'code' ? (
          <>
            <Text size="sm" c="dimmed">
              {t('task.codeHint')}
            </Text>
            <CodeExerciseFields index={index} entryKey={entryKey} />
          </>
        ) : answerType === 'text' ? (
          <Text size="sm" c="dimmed">
            {t('task.freeTextHint')}
          </Text>
        ) : (
          <QuestionAnswers index={index} single={answerType === 'single'} attempted={attempted} />
        )}
        {answersError ? (
          <Text size="sm" c="red" role="alert">
            {answersError}
          </Text>
        ) : null}
        <Textarea
          label={t('task.explanation')}
          description={t('task.explanationHint')}
          autosize
          minRows={2}
          error={shown(entryKey, `questions.${index}.explanation`, errors?.explanation?.message)}
          {...register(`questions.${index}.explanation`)}
        />
      </Stack>
    </Paper>
  );
}

interface QuestionAnswersProps {
  index: number;
  single: boolean;
  attempted: boolean;
}

/** A choice question's answers, the correct ones marked (one only for a single choice). */
function QuestionAnswers({ index, single, attempted }: QuestionAnswersProps) {
  const { t } = useTranslation('admin-editors');
  const { control, register, setValue, getValues, formState } = useFormContext<TaskFormValues>();
  const answers = useFieldArray({ control, name: `questions.${index}.answers`, keyName: 'key' });
  const values = useWatch({ control, name: `questions.${index}.answers` }) ?? [];
  const errors = formState.errors.questions?.[index]?.answers;
  const shown = useEntryErrors<TaskFormValues>();
  const questionNumber = index + 1;

  const markCorrect = (answerIndex: number, checked: boolean) => {
    if (single) {
      const current = getValues(`questions.${index}.answers`);
      current.forEach((_, i) => {
        setValue(`questions.${index}.answers.${i}.isCorrect`, i === answerIndex, {
          shouldDirty: true,
        });
      });
    } else {
      setValue(`questions.${index}.answers.${answerIndex}.isCorrect`, checked, {
        shouldDirty: true,
      });
    }
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('task.answers')}
      </Text>
      {answers.fields.map((answer, answerIndex) => {
        const label = t('task.answerLabel', { number: answerIndex + 1, question: questionNumber });
        const correct = values[answerIndex]?.isCorrect ?? false;
        const locked = attempted && answer.id !== undefined;
        return (
          <Group key={answer.key} gap="xs" wrap="nowrap" align="flex-start">
            {single ? (
              <Radio
                mt={8}
                checked={correct}
                onChange={() => markCorrect(answerIndex, true)}
                name={`questions.${index}.correct`}
                aria-label={t('task.correctOf', { answer: label })}
              />
            ) : (
              <Checkbox
                mt={8}
                checked={correct}
                onChange={(event) => markCorrect(answerIndex, event.currentTarget.checked)}
                aria-label={t('task.correctOf', { answer: label })}
              />
            )}
            <TextInput
              aria-label={label}
              placeholder={t('task.answerPlaceholder')}
              maxLength={contentItemLimits.answerText.lessThan}
              error={shown(
                answer.key,
                `questions.${index}.answers.${answerIndex}.text`,
                errors?.[answerIndex]?.text?.message,
              )}
              style={{ flex: 1, minWidth: 0 }}
              {...register(`questions.${index}.answers.${answerIndex}.text`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              onClick={() => answers.remove(answerIndex)}
              disabled={locked}
              title={locked ? t('task.lockedRemove') : undefined}
              aria-label={t('task.removeAnswer', { answer: label })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={16} aria-hidden />}
        // Focus stays here: the new answer is just above, and a field focused for the admin
        // and left would say "This field is required" before anything was typed.
        onClick={() => answers.append({ text: '', isCorrect: false }, { shouldFocus: false })}
        disabled={answers.fields.length >= TASK_MAX_ANSWERS}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('task.addAnswer')}
      </Button>
    </Stack>
  );
}
