import {
  type AdminLecture,
  contentItemEndpoints,
  type LectureUpdateRequest,
  lectureUpdateRequestSchema,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { endpointQuery } from '../../../shared/api/endpoint-query';
import { useMessageFormatter } from '../../../shared/i18n/message-formatter';
import {
  deleteLectureMutation,
  saveLectureMutation,
  setLectureStatusMutation,
} from '../api/change-item';
import { adminLectureQuery } from '../api/queries';
import { ItemEditorRoute, ItemEditorShell, ItemLoaded } from './item-editor-shell';
import { MarkdownFormField } from './item-fields';
import { LectureAttachments } from './lecture-attachments';
import { useItemEditor } from './use-item-editor';

type LectureForm = LectureUpdateRequest;
type LectureData = z.output<ReturnType<typeof lectureUpdateRequestSchema>>;

/** The form's values, with the revision they are of: the one its next save names. */
const formValues = (lecture: AdminLecture): LectureForm => ({
  revision: lecture.revision,
  title: lecture.title,
  content: lecture.content,
  videoUrl: lecture.videoUrl ?? '',
});

/** /admin/content/lectures/{id}: a lecture's title, Markdown text, video and files. */
export function LectureEditorPage() {
  return <ItemEditorRoute kind="lecture" editor={(id) => <LectureEditor id={id} />} />;
}

function LectureEditor({ id }: { id: number }) {
  const lecture = useQuery(adminLectureQuery(id));
  return (
    <ItemLoaded kind="lecture" query={lecture}>
      {(data) => <LectureForm lecture={data} />}
    </ItemLoaded>
  );
}

function LectureForm({ lecture }: { lecture: AdminLecture }) {
  const { t } = useTranslation('admin-editors');
  const m = useMessageFormatter();
  const schema = useMemo(() => lectureUpdateRequestSchema(m), [m]);
  const form = useForm<LectureForm, unknown, LectureData>({
    resolver: zodResolver(schema),
    defaultValues: formValues(lecture),
    mode: 'onTouched',
  });

  const queryClient = useQueryClient();
  /** GET admin/lectures/{id}/deletion-impact: what students would lose, shown in the dialog. */
  const impactQuery = endpointQuery(
    contentItemEndpoints.getAdminLectureDeletionImpact,
    { params: { id: lecture.id } },
    { toast: false },
  );
  const save = useMutation(saveLectureMutation);
  const status = useMutation(setLectureStatusMutation);
  const remove = useMutation(deleteLectureMutation);
  const editor = useItemEditor({
    kind: 'lecture',
    item: lecture,
    form,
    toValues: formValues,
    load: () => queryClient.fetchQuery({ ...adminLectureQuery(lecture.id), staleTime: 0 }),
    send: (values) => save.mutateAsync({ params: { id: lecture.id }, body: values }),
    sending: save.isPending,
    statusMutation: status,
    remove,
    queryKeys: [adminLectureQuery(lecture.id).queryKey, impactQuery.queryKey],
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
      fields={
        <>
          <TextInput
            label={t('fields.videoUrl')}
            description={t('fields.videoUrlHint')}
            inputMode="url"
            error={form.formState.errors.videoUrl?.message}
            {...form.register('videoUrl')}
          />
          <MarkdownFormField
            control={form.control}
            name="content"
            label={t('fields.lectureContent')}
          />
        </>
      }
      after={<LectureAttachments lecture={lecture} />}
    />
  );
}
