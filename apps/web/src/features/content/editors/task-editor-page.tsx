import {
  type AdminTask,
  contentItemLimits,
  type TaskSaveData,
  type TaskSaveRequest,
  taskSaveRequestSchema,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Paper, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useErrorsFollowLanguage } from '../../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../../shared/i18n/message-formatter';
import { NumberField, numberFieldValue } from '../../../shared/ui/number-field';
import { taskQueryKey, taskQueryOptions, useTask } from '../api/task';
import { useDeleteTask } from '../api/task-delete';
import { useTaskDeletionImpact } from '../api/task-deletion-impact';
import { useSaveTask } from '../api/task-save';
import { useSetTaskStatus } from '../api/task-status';
import { ItemDeleteDialog } from './item-delete-dialog';
import { ItemEditorHead } from './item-editor-head';
import { DueDaysField } from './item-fields';
import { itemRouteId } from './item-route-id';
import { EditorFailure, EditorNotFound, EditorSkeleton } from './item-states';
import { TaskQuestions } from './task-questions';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import { useItemDeletion } from './use-item-deletion';
import { useItemSave } from './use-item-save';
import { useSaveShortcut } from './use-save-shortcut';
import { useUnsavedChanges } from './use-unsaved-changes';

/** The form's values, with the revision they are of: the one its next save names. */
const formValues = (task: AdminTask): TaskSaveRequest => ({
  revision: task.revision,
  title: task.title,
  description: task.description,
  passPercent: task.passPercent,
  dueDays: task.dueDays,
  questions: task.questions.map((question) => ({
    id: question.id,
    text: question.text,
    answerType: question.answerType,
    points: question.points,
    answers: question.answers.map(({ id, text, isCorrect }) => ({ id, text, isCorrect })),
    explanation: question.explanation ?? '',
  })),
});

/** /admin/content/tasks/{id}: a test's settings and its questions with their answers. */
export function TaskEditorPage() {
  const id = itemRouteId(useParams().id);
  return id === null ? <EditorNotFound kind="task" /> : <TaskEditor key={id} id={id} />;
}

function TaskEditor({ id }: { id: number }) {
  const task = useTask(id);
  if (task.isPending) return <EditorSkeleton />;
  if (task.isError) {
    return (
      <EditorFailure
        kind="task"
        error={task.error}
        onRetry={() => void task.refetch()}
        retrying={task.isFetching}
      />
    );
  }
  return <TaskForm task={task.data} />;
}

function TaskForm({ task }: { task: AdminTask }) {
  const { t } = useTranslation('admin-editors');
  const formId = useId();
  const m = useMessageFormatter();
  const schema = useMemo(() => taskSaveRequestSchema(m), [m]);
  const form = useForm<TaskSaveRequest, unknown, TaskSaveData>({
    resolver: zodResolver(schema),
    defaultValues: formValues(task),
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  useErrorsFollowLanguage(errors, form.trigger);

  const queryClient = useQueryClient();
  const save = useSaveTask();
  const [publishedEmpty, setPublishedEmpty] = useState(false);
  const saving = useItemSave({
    form,
    toValues: formValues,
    load: () => queryClient.fetchQuery({ ...taskQueryOptions(task.id), staleTime: 0 }),
    onReset: () => setPublishedEmpty(false),
  });
  const submit = form.handleSubmit(async (values) => {
    // The server refuses it too: a published test keeps at least one question.
    if (task.status === 'published' && values.questions.length === 0) {
      setPublishedEmpty(true);
      return;
    }
    setPublishedEmpty(false);
    await saving.run(() => save.mutateAsync({ id: task.id, body: values }));
  });
  useSaveShortcut(() => void submit());
  const blocker = useUnsavedChanges(isDirty && !save.isPending);

  const status = useSetTaskStatus();

  const remove = useDeleteTask();
  const deletion = useItemDeletion({
    item: task,
    queryKey: taskQueryKey(task.id),
    mutation: remove,
    leaving: () => form.reset(formValues(task)),
  });
  const impact = useTaskDeletionImpact(task.id, deletion.deleting);

  return (
    <Stack gap="lg">
      <ItemEditorHead
        kind="task"
        item={task}
        title={form.watch('title')}
        formId={formId}
        dirty={isDirty}
        sending={save.isPending}
        saving={saving}
        statusMutation={status}
        deletion={deletion}
      />
      {task.attemptedBy > 0 ? (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
          {t('task.attempted', { count: task.attemptedBy })}
        </Alert>
      ) : null}
      <FormProvider {...form}>
        <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="lg">
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
              <Stack gap="md">
                <TextInput
                  label={t('fields.title')}
                  required
                  maxLength={contentItemLimits.title.lessThan}
                  error={errors.title?.message}
                  {...form.register('title')}
                />
                <Textarea
                  label={t('fields.description')}
                  autosize
                  minRows={2}
                  maxRows={8}
                  error={errors.description?.message}
                  {...form.register('description')}
                />
                <SimpleGrid cols={{ base: 1, xs: 2 }}>
                  <Controller
                    control={form.control}
                    name="passPercent"
                    render={({ field, fieldState }) => (
                      <NumberField
                        label={t('fields.passPercent')}
                        description={t('fields.passPercentHint')}
                        required
                        min={0}
                        max={100}
                        suffix=" %"
                        value={field.value ?? ''}
                        onChange={(value) => field.onChange(numberFieldValue(value))}
                        onBlur={field.onBlur}
                        name={field.name}
                        ref={field.ref}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                  <DueDaysField control={form.control} name="dueDays" />
                </SimpleGrid>
              </Stack>
            </Paper>
            <TaskQuestions attempted={task.attemptedBy > 0} />
            {publishedEmpty ? (
              <Alert color="red" role="alert">
                {m('publishNeedsQuestion')}
              </Alert>
            ) : null}
          </Stack>
        </form>
      </FormProvider>
      <ItemDeleteDialog
        kind="task"
        title={task.title}
        opened={deletion.deleting}
        onClose={deletion.close}
        impact={impact}
        onDelete={deletion.remove}
        deleting={remove.isPending}
      />
      <UnsavedChangesDialog blocker={blocker} />
    </Stack>
  );
}
