import {
  type AdminTask,
  contentItemEndpoints,
  type ErrorCode,
  type TaskSaveData,
} from '@academy/contracts';
import { Alert, SimpleGrid, Textarea } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { endpointQuery } from '../../../shared/api/endpoint-query';
import { useMessageFormatter } from '../../../shared/i18n/message-formatter';
import { NumberField, numberFieldValue } from '../../../shared/ui/number-field';
import { deleteTaskMutation, saveTaskMutation, setTaskStatusMutation } from '../api/change-item';
import { adminTaskQuery } from '../api/queries';
import { useJsonMessages } from './code-exercise-fields';
import { ItemEditorRoute, ItemEditorShell, ItemLoaded } from './item-editor-shell';
import { DueDaysField } from './item-fields';
import {
  referenceFailure,
  type TaskFormValues,
  taskFormResolver,
  taskFormValues,
} from './task-form';
import { TaskQuestions } from './task-questions';
import { useItemEditor } from './use-item-editor';

const RUNNER_BUSY = 'ERR_CODE_RUNNER_BUSY' satisfies ErrorCode;

/** /admin/content/tasks/{id}: a test's settings and its questions with their answers. */
export function TaskEditorPage() {
  return <ItemEditorRoute kind="task" editor={(id) => <TaskEditor id={id} />} />;
}

function TaskEditor({ id }: { id: number }) {
  const task = useQuery(adminTaskQuery(id));
  return (
    <ItemLoaded kind="task" query={task}>
      {(data) => <TaskForm task={data} />}
    </ItemLoaded>
  );
}

function TaskForm({ task }: { task: AdminTask }) {
  const { t } = useTranslation('admin-editors');
  const m = useMessageFormatter();
  const jsonMessages = useJsonMessages();
  const resolver = useMemo(() => taskFormResolver(m, jsonMessages), [m, jsonMessages]);
  const form = useForm<TaskFormValues, unknown, TaskSaveData>({
    resolver,
    defaultValues: taskFormValues(task),
    mode: 'onTouched',
  });

  const queryClient = useQueryClient();
  /** GET admin/tasks/{id}/deletion-impact: what students would lose, shown in the dialog. */
  const impactQuery = endpointQuery(
    contentItemEndpoints.getAdminTaskDeletionImpact,
    { params: { id: task.id } },
    { toast: false },
  );
  const save = useMutation(saveTaskMutation);
  const status = useMutation(setTaskStatusMutation);
  const remove = useMutation(deleteTaskMutation);
  const [publishedEmpty, setPublishedEmpty] = useState(false);
  const [runnerBusy, setRunnerBusy] = useState(false);
  const editor = useItemEditor({
    kind: 'task',
    item: task,
    form,
    toValues: taskFormValues,
    load: () => queryClient.fetchQuery({ ...adminTaskQuery(task.id), staleTime: 0 }),
    send: async (values) => {
      setRunnerBusy(false);
      try {
        return await save.mutateAsync({ params: { id: task.id }, body: values });
      } catch (error) {
        setRunnerBusy(error instanceof ApiError && error.code === RUNNER_BUSY);
        // A reference solution that fails its tests: said at its field, which gets focus.
        const failures = error instanceof ApiError ? referenceFailure(error.fields, m) : [];
        failures.forEach(({ path, message }, index) => {
          form.setError(path, { message }, { shouldFocus: index === 0 });
        });
        throw error;
      }
    },
    sending: save.isPending,
    // The server refuses it too: a published test keeps at least one question.
    check: (values) => {
      const empty = task.status === 'published' && values.questions.length === 0;
      setPublishedEmpty(empty);
      return !empty;
    },
    onReset: () => setPublishedEmpty(false),
    statusMutation: status,
    remove,
    queryKeys: [adminTaskQuery(task.id).queryKey, impactQuery.queryKey],
  });
  const impact = useQuery({
    ...impactQuery,
    // Asked afresh each time the dialog opens: students may have worked on it meanwhile.
    staleTime: 0,
    enabled: editor.deletion.deleting,
  });

  return (
    <ItemEditorShell
      editor={editor}
      impact={impact}
      notice={
        task.attemptedBy > 0 ? (
          <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
            {t('task.attempted', { count: task.attemptedBy })}
          </Alert>
        ) : null
      }
      fields={
        <>
          <Textarea
            label={t('fields.description')}
            autosize
            minRows={2}
            maxRows={8}
            error={form.formState.errors.description?.message}
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
        </>
      }
    >
      <TaskQuestions attempted={task.attemptedBy > 0} />
      {runnerBusy ? (
        <Alert color="orange" role="alert">
          {t('code.runnerBusySave')}
        </Alert>
      ) : null}
      {publishedEmpty ? (
        <Alert color="red" role="alert">
          {m('publishNeedsQuestion')}
        </Alert>
      ) : null}
    </ItemEditorShell>
  );
}
