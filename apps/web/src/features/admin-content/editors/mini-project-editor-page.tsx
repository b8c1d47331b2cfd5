import {
  type AdminMiniProject,
  contentItemLimits,
  DUE_DAYS_MAX,
  type MiniProjectSaveData,
  type MiniProjectSaveRequest,
  miniProjectSaveRequestSchema,
  paths,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, NumberInput, Paper, Stack, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useErrorsFollowLanguage } from '../../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../../shared/i18n/message-formatter';
import { miniProjectQueryKey, miniProjectQueryOptions, useMiniProject } from '../api/mini-project';
import { useDeleteMiniProject } from '../api/mini-project-delete';
import { useMiniProjectDeletionImpact } from '../api/mini-project-deletion-impact';
import { useSaveMiniProject } from '../api/mini-project-save';
import { useSetMiniProjectStatus } from '../api/mini-project-status';
import { ContentChangedAlert } from './content-changed-alert';
import { ItemActions } from './item-actions';
import { ItemDeleteDialog } from './item-delete-dialog';
import { ItemHeader } from './item-header';
import { itemRouteId } from './item-route-id';
import { EditorFailure, EditorNotFound, EditorSkeleton } from './item-states';
import { MarkdownField } from './markdown-field';
import { MiniProjectQuestions } from './mini-project-questions';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import { useContentChanged } from './use-content-changed';
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
  const [saved, setSaved] = useState(false);
  const changed = useContentChanged(
    () => queryClient.fetchQuery({ ...miniProjectQueryOptions(project.id), staleTime: 0 }),
    (latest) => {
      form.reset(formValues(latest));
      setSaved(false);
    },
  );
  const submit = form.handleSubmit(async (values) => {
    const answer = await changed.save(() => save.mutateAsync({ id: project.id, body: values }));
    if (!answer) {
      // Someone else saved first: the form keeps the edits, the alert says what to do.
      setSaved(false);
      return;
    }
    form.reset(formValues(answer));
    setSaved(true);
  });
  useSaveShortcut(() => void submit());
  const blocker = useUnsavedChanges(isDirty && !save.isPending);

  const status = useSetMiniProjectStatus();
  const toggleStatus = () =>
    status.mutate({
      id: project.id,
      status: project.status === 'published' ? 'draft' : 'published',
    });

  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const impact = useMiniProjectDeletionImpact(project.id, deleting);
  const remove = useDeleteMiniProject();
  const onDelete = (confirm: boolean) =>
    remove.mutate(
      { id: project.id, confirm },
      {
        onSuccess: async () => {
          form.reset(formValues(project));
          await navigate(paths.admin.contentSubject(project.context.subject.id));
          queryClient.removeQueries({ queryKey: miniProjectQueryKey(project.id) });
        },
      },
    );

  return (
    <Stack gap="lg">
      <ItemHeader
        kind="miniProject"
        title={form.watch('title')}
        status={project.status}
        context={project.context}
        dirty={isDirty}
        actions={
          <ItemActions
            formId={formId}
            saving={save.isPending}
            saved={saved}
            status={project.status}
            onToggleStatus={toggleStatus}
            togglingStatus={status.isPending}
            dirty={isDirty}
            onDelete={() => setDeleting(true)}
          />
        }
      />
      {changed.changed ? (
        <ContentChangedAlert
          kind="miniProject"
          onReload={() => void changed.reload()}
          reloading={changed.reloading}
        />
      ) : null}
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
                <Controller
                  control={form.control}
                  name="dueDays"
                  render={({ field, fieldState }) => (
                    <NumberInput
                      label={t('fields.dueDays')}
                      description={t('fields.dueDaysHint')}
                      min={1}
                      max={DUE_DAYS_MAX}
                      allowDecimal={false}
                      value={field.value ?? ''}
                      onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                      onBlur={field.onBlur}
                      name={field.name}
                      ref={field.ref}
                      error={fieldState.error?.message}
                      maw={280}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="description"
                  render={({ field, fieldState }) => (
                    <MarkdownField
                      label={t('fields.brief')}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      name={field.name}
                      ref={field.ref}
                      error={fieldState.error?.message}
                    />
                  )}
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
        opened={deleting}
        onClose={() => setDeleting(false)}
        impact={impact}
        onDelete={onDelete}
        deleting={remove.isPending}
      />
      <UnsavedChangesDialog blocker={blocker} />
    </Stack>
  );
}
