import {
  type AdminLecture,
  type LectureUpdateRequest,
  lectureUpdateRequestSchema,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useMessageFormatter } from '../../../shared/i18n/message-formatter';
import { lectureQueryKey, lectureQueryOptions, useLecture } from '../api/lecture';
import { useDeleteLecture } from '../api/lecture-delete';
import { useLectureDeletionImpact } from '../api/lecture-deletion-impact';
import { useSaveLecture } from '../api/lecture-save';
import { useSetLectureStatus } from '../api/lecture-status';
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
  const lecture = useLecture(id);
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
  const save = useSaveLecture();
  const status = useSetLectureStatus();
  const remove = useDeleteLecture();
  const editor = useItemEditor({
    kind: 'lecture',
    item: lecture,
    form,
    toValues: formValues,
    load: () => queryClient.fetchQuery({ ...lectureQueryOptions(lecture.id), staleTime: 0 }),
    send: (values) => save.mutateAsync({ id: lecture.id, body: values }),
    sending: save.isPending,
    statusMutation: status,
    remove,
    queryKey: lectureQueryKey(lecture.id),
  });
  const impact = useLectureDeletionImpact(lecture.id, editor.deletion.deleting);

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
