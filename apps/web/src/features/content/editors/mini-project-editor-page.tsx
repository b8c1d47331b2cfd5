import {
  type AdminMiniProject,
  contentItemEndpoints,
  type MiniProjectSaveData,
  type MiniProjectSaveRequest,
  miniProjectSaveRequestSchema,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../shared/api/endpoint-query';
import { useMessageFormatter } from '../../../shared/i18n/message-formatter';
import {
  deleteMiniProjectMutation,
  saveMiniProjectMutation,
  setMiniProjectStatusMutation,
} from '../api/change-item';
import { adminMiniProjectQuery } from '../api/queries';
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
  const project = useQuery(adminMiniProjectQuery(id));
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
  /** GET admin/mini-projects/{id}/deletion-impact: what students would lose, shown in the dialog. */
  const impactQuery = endpointQuery(
    contentItemEndpoints.getAdminMiniProjectDeletionImpact,
    { params: { id: project.id } },
    { toast: false },
  );
  const save = useMutation(saveMiniProjectMutation);
  const status = useMutation(setMiniProjectStatusMutation);
  const remove = useMutation(deleteMiniProjectMutation);
  const editor = useItemEditor({
    kind: 'miniProject',
    item: project,
    form,
    toValues: formValues,
    load: () => queryClient.fetchQuery({ ...adminMiniProjectQuery(project.id), staleTime: 0 }),
    send: (values) => save.mutateAsync({ params: { id: project.id }, body: values }),
    sending: save.isPending,
    statusMutation: status,
    remove,
    queryKeys: [adminMiniProjectQuery(project.id).queryKey, impactQuery.queryKey],
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
