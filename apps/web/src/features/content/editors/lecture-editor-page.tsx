import {
  type AdminLecture,
  contentItemLimits,
  type LectureUpdateRequest,
  lectureUpdateRequestSchema,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { useErrorsFollowLanguage } from '../../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../../shared/i18n/message-formatter';
import { lectureQueryKey, lectureQueryOptions, useLecture } from '../api/lecture';
import { useDeleteLecture } from '../api/lecture-delete';
import { useLectureDeletionImpact } from '../api/lecture-deletion-impact';
import { useSaveLecture } from '../api/lecture-save';
import { useSetLectureStatus } from '../api/lecture-status';
import { ItemDeleteDialog } from './item-delete-dialog';
import { ItemEditorHead } from './item-editor-head';
import { MarkdownFormField } from './item-fields';
import { itemRouteId } from './item-route-id';
import { EditorFailure, EditorNotFound, EditorSkeleton } from './item-states';
import { LectureAttachments } from './lecture-attachments';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import { useItemDeletion } from './use-item-deletion';
import { useItemSave } from './use-item-save';
import { useSaveShortcut } from './use-save-shortcut';
import { useUnsavedChanges } from './use-unsaved-changes';

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
  const id = itemRouteId(useParams().id);
  return id === null ? <EditorNotFound kind="lecture" /> : <LectureEditor key={id} id={id} />;
}

function LectureEditor({ id }: { id: number }) {
  const lecture = useLecture(id);
  if (lecture.isPending) return <EditorSkeleton />;
  if (lecture.isError) {
    return (
      <EditorFailure
        kind="lecture"
        error={lecture.error}
        onRetry={() => void lecture.refetch()}
        retrying={lecture.isFetching}
      />
    );
  }
  return <LectureForm lecture={lecture.data} />;
}

function LectureForm({ lecture }: { lecture: AdminLecture }) {
  const { t } = useTranslation('admin-editors');
  const formId = useId();
  const m = useMessageFormatter();
  const schema = useMemo(() => lectureUpdateRequestSchema(m), [m]);
  const form = useForm<LectureForm, unknown, LectureData>({
    resolver: zodResolver(schema),
    defaultValues: formValues(lecture),
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  useErrorsFollowLanguage(errors, form.trigger);

  const queryClient = useQueryClient();
  const save = useSaveLecture();
  const saving = useItemSave({
    form,
    toValues: formValues,
    load: () => queryClient.fetchQuery({ ...lectureQueryOptions(lecture.id), staleTime: 0 }),
  });
  const submit = form.handleSubmit(async (values) => {
    await saving.run(() => save.mutateAsync({ id: lecture.id, body: values }));
  });
  useSaveShortcut(() => void submit());
  const blocker = useUnsavedChanges(isDirty && !save.isPending);

  const status = useSetLectureStatus();

  const remove = useDeleteLecture();
  const deletion = useItemDeletion({
    item: lecture,
    queryKey: lectureQueryKey(lecture.id),
    mutation: remove,
    leaving: () => form.reset(formValues(lecture)),
  });
  const impact = useLectureDeletionImpact(lecture.id, deletion.deleting);

  const title = form.watch('title');
  return (
    <Stack gap="lg">
      <ItemEditorHead
        kind="lecture"
        item={lecture}
        title={title}
        formId={formId}
        dirty={isDirty}
        sending={save.isPending}
        saving={saving}
        statusMutation={status}
        deletion={deletion}
      />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('fields.title')}
              required
              maxLength={contentItemLimits.title.lessThan}
              error={errors.title?.message}
              {...form.register('title')}
            />
            <TextInput
              label={t('fields.videoUrl')}
              description={t('fields.videoUrlHint')}
              inputMode="url"
              error={errors.videoUrl?.message}
              {...form.register('videoUrl')}
            />
            <MarkdownFormField
              control={form.control}
              name="content"
              label={t('fields.lectureContent')}
            />
          </Stack>
        </form>
      </Paper>
      <LectureAttachments lecture={lecture} />
      <ItemDeleteDialog
        kind="lecture"
        title={lecture.title}
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
