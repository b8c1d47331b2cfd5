import {
  type AdminMiniProject,
  contentItemLimits,
  type MiniProjectSaveData,
  type MiniProjectSaveRequest,
  miniProjectSaveRequestSchema,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Paper, Stack, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useErrorsFollowLanguage } from '../../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../../shared/i18n/message-formatter';
import { miniProjectQueryKey, miniProjectQueryOptions, useMiniProject } from '../api/mini-project';
import { useDeleteMiniProject } from '../api/mini-project-delete';
import { useMiniProjectDeletionImpact } from '../api/mini-project-deletion-impact';
import { useSaveMiniProject } from '../api/mini-project-save';
import { useSetMiniProjectStatus } from '../api/mini-project-status';
import { ItemDeleteDialog } from './item-delete-dialog';
import { ItemEditorHead } from './item-editor-head';
import { DueDaysField, MarkdownFormField } from './item-fields';
import { itemRouteId } from './item-route-id';
import { EditorFailure, EditorNotFound, EditorSkeleton } from './item-states';
import { MiniProjectQuestions } from './mini-project-questions';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import { useItemDeletion } from './use-item-deletion';
import { useItemSave } from './use-item-save';
import { useSaveShortcut } from './use-save-shortcut';
import { useUnsavedChanges } from './use-unsaved-changes';

/** The form's values, with the revision they are of: the one its next save names. */
const formValues = (project: AdminMiniProject): MiniProjectSaveRequest => ({
  revision: project.revision,
  title: project.title,
  description: project.description,
  dueDays: project.dueDays,
  questions: project.questions.map(({ id, text, answerType }) => ({ id, text, answerType })),
});

/** /admin/content/mini-projects/{id}: the brief in Markdown, due days and questions. */
export function MiniProjectEditorPage() {
  const id = itemRouteId(useParams().id);
  return id === null ? (
    <EditorNotFound kind="miniProject" />
  ) : (
    <MiniProjectEditor key={id} id={id} />
  );
}

function MiniProjectEditor({ id }: { id: number }) {
  const project = useMiniProject(id);
  if (project.isPending) return <EditorSkeleton />;
  if (project.isError) {
    return (
      <EditorFailure
        kind="miniProject"
        error={project.error}
        onRetry={() => void project.refetch()}
        retrying={project.isFetching}
      />
    );
  }
  return <MiniProjectForm project={project.data} />;
}

function MiniProjectForm({ project }: { project: AdminMiniProject }) {
  const { t } = useTranslation('admin-editors');
  const formId = useId();
  const m = useMessageFormatter();
  const schema = useMemo(() => miniProjectSaveRequestSchema(m), [m]);
  const form = useForm<MiniProjectSaveRequest, unknown, MiniProjectSaveData>({
    resolver: zodResolver(schema),
    defaultValues: formValues(project),
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  useErrorsFollowLanguage(errors, form.trigger);

  const queryClient = useQueryClient();
  const save = useSaveMiniProject();
  const saving = useItemSave({
    form,
    toValues: formValues,
    load: () => queryClient.fetchQuery({ ...miniProjectQueryOptions(project.id), staleTime: 0 }),
  });
  const submit = form.handleSubmit(async (values) => {
    await saving.run(() => save.mutateAsync({ id: project.id, body: values }));
  });
  useSaveShortcut(() => void submit());
  const blocker = useUnsavedChanges(isDirty && !save.isPending);

  const status = useSetMiniProjectStatus();

  const remove = useDeleteMiniProject();
  const deletion = useItemDeletion({
    item: project,
    queryKey: miniProjectQueryKey(project.id),
    mutation: remove,
    leaving: () => form.reset(formValues(project)),
  });
  const impact = useMiniProjectDeletionImpact(project.id, deletion.deleting);

  return (
    <Stack gap="lg">
      <ItemEditorHead
        kind="miniProject"
        item={project}
        title={form.watch('title')}
        formId={formId}
        dirty={isDirty}
        sending={save.isPending}
        saving={saving}
        statusMutation={status}
        deletion={deletion}
      />
      {project.submittedBy > 0 ? (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
          {t('miniProject.submitted', { count: project.submittedBy })}
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
                <DueDaysField control={form.control} name="dueDays" maw={280} />
                <MarkdownFormField
                  control={form.control}
                  name="description"
                  label={t('fields.brief')}
                />
              </Stack>
            </Paper>
            <MiniProjectQuestions submitted={project.submittedBy > 0} />
          </Stack>
        </form>
      </FormProvider>
      <ItemDeleteDialog
        kind="miniProject"
        title={project.title}
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
