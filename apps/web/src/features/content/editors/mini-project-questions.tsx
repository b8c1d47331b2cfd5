import {
  contentItemLimits,
  MINI_PROJECT_MAX_QUESTIONS,
  type MiniProjectSaveRequest,
  type ProjectAnswerType,
  projectAnswerTypes,
} from '@academy/contracts';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEntryErrors } from './use-entry-errors';
import { useFocusAdded } from './use-focus-added';

/**
 * The mini project's questions, each answered with text or a file. Once submitted, stored
 * questions hold students' answers: they can be reworded, not removed nor switched between
 * text and file (the server refuses it too).
 */
export function MiniProjectQuestions({ submitted }: { submitted: boolean }) {
  const { t } = useTranslation('admin-editors');
  const { control, register, formState } = useFormContext<MiniProjectSaveRequest>();
  const questions = useFieldArray({ control, name: 'questions', keyName: 'key' });
  const shown = useEntryErrors<MiniProjectSaveRequest>();
  const focus = useFocusAdded();
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('miniProject.questions', { count: questions.fields.length })}
      </Title>
      {questions.fields.length === 0 ? (
        <Text c="dimmed">{t('miniProject.noQuestions')}</Text>
      ) : null}
      {questions.fields.map((question, index) => {
        const number = index + 1;
        const locked = submitted && question.id !== undefined;
        return (
          <Paper
            key={question.key}
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'lg' }}
            component="fieldset"
            ref={focus.refFor(index)}
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
                    onClick={() => questions.move(index, index - 1)}
                    disabled={index === 0}
                    aria-label={t('task.moveQuestionUp', { number })}
                  >
                    <IconArrowUp size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    onClick={() => questions.move(index, index + 1)}
                    disabled={index === questions.fields.length - 1}
                    aria-label={t('task.moveQuestionDown', { number })}
                  >
                    <IconArrowDown size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => questions.remove(index)}
                    disabled={locked}
                    title={locked ? t('miniProject.lockedRemove') : undefined}
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
                error={shown(
                  question.key,
                  `questions.${index}.text`,
                  formState.errors.questions?.[index]?.text?.message,
                )}
                {...register(`questions.${index}.text`)}
              />
              <Controller
                control={control}
                name={`questions.${index}.answerType`}
                render={({ field }) => (
                  <Select
                    label={t('miniProject.answerType')}
                    data={projectAnswerTypes.map((type) => ({
                      value: type,
                      label: t(`miniProject.types.${type}`),
                    }))}
                    value={field.value}
                    onChange={(value) => value && field.onChange(value as ProjectAnswerType)}
                    allowDeselect={false}
                    disabled={locked}
                    description={locked ? t('miniProject.lockedType') : undefined}
                    maw={280}
                  />
                )}
              />
            </Stack>
          </Paper>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={18} aria-hidden />}
        onClick={() => {
          focus.added(questions.fields.length);
          questions.append({ text: '', answerType: 'text' }, { shouldFocus: false });
        }}
        disabled={questions.fields.length >= MINI_PROJECT_MAX_QUESTIONS}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('task.addQuestion')}
      </Button>
    </Stack>
  );
}
