import {
  type AdminMiniProject,
  type MiniProjectSaveData,
  type MiniProjectSaveRequest,
  miniProjectSaveRequestSchema,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessageFormatter } from '../../../shared/i18n/message-formatter';
import { miniProjectQueryKey, miniProjectQueryOptions, useMiniProject } from '../api/mini-project';
import { useDeleteMiniProject } from '../api/mini-project-delete';
import { useMiniProjectDeletionImpact } from '../api/mini-project-deletion-impact';
import { useSaveMiniProject } from '../api/mini-project-save';
import { useSetMiniProjectStatus } from '../api/mini-project-status';
import { ItemEditorRoute, ItemEditorShell, ItemLoaded } from './item-editor-shell';
import { DueDaysField, MarkdownFormField } from './item-fields';
import { MiniProjectQuestions } from './mini-project-questions';
import { useItemEditor } from './use-item-editor';

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
  return <ItemEditorRoute kind="miniProject" editor={(id) => <MiniProjectEditor id={id} />} />;
}

function MiniProjectEditor({ id }: { id: number }) {
  const project = useMiniProject(id);
  return (
    <ItemLoaded kind="miniProject" query={project}>
      {(data) => <MiniProjectForm project={data} />}
    </ItemLoaded>
  );
}

function MiniProjectForm({ project }: { project: AdminMiniProject }) {
  const { t } = useTranslation('admin-editors');
  const m = useMessageFormatter();
  const schema = useMemo(() => miniProjectSaveRequestSchema(m), [m]);
  const form = useForm<MiniProjectSaveRequest, unknown, MiniProjectSaveData>({
    resolver: zodResolver(schema),
    defaultValues: formValues(project),
    mode: 'onTouched',
  });

  const queryClient = useQueryClient();
  const save = useSaveMiniProject();
  const status = useSetMiniProjectStatus();
  const remove = useDeleteMiniProject();
  const editor = useItemEditor({
    kind: 'miniProject',
    item: project,
    form,
    toValues: formValues,
    load: () => queryClient.fetchQuery({ ...miniProjectQueryOptions(project.id), staleTime: 0 }),
    send: (values) => save.mutateAsync({ id: project.id, body: values }),
    sending: save.isPending,
    statusMutation: status,
    remove,
    queryKey: miniProjectQueryKey(project.id),
  });
  const impact = useMiniProjectDeletionImpact(project.id, editor.deletion.deleting);

  return (
    <ItemEditorShell
      editor={editor}
      impact={impact}
      notice={
        project.submittedBy > 0 ? (
          <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
            {t('miniProject.submitted', { count: project.submittedBy })}
          </Alert>
        ) : null
      }
      fields={
        <>
          <DueDaysField control={form.control} name="dueDays" maw={280} />
          <MarkdownFormField control={form.control} name="description" label={t('fields.brief')} />
        </>
      }
    >
      <MiniProjectQuestions submitted={project.submittedBy > 0} />
    </ItemEditorShell>
  );
}
