import {
  type AdminLecture,
  type AdminLectureAttachment,
  attachmentRenameRequestSchema,
  SUBMISSION_FILE_MAX_BYTES,
  SUBMISSION_FILE_MAX_MEGABYTES,
  submissionContentTypeFor,
  submissionFileAccept,
  submissionFileExtensions,
} from '@academy/contracts';
import {
  ActionIcon,
  Anchor,
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconCheck,
  IconPencil,
  IconTrash,
  IconUpload,
  IconX,
} from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageFormatter } from '../../../shared/i18n/message-formatter';
import { formatFileSize } from '../../../shared/lib/file-size';
import {
  removeLectureAttachmentMutation,
  renameLectureAttachmentMutation,
  reorderLectureAttachmentsMutation,
  uploadLectureAttachmentMutation,
} from '../api/change-attachments';

/**
 * A lecture's files: uploaded at once (public, like the lecture, and saved apart from the
 * text's Save), renamed, moved up and down, removed.
 */
export function LectureAttachments({ lecture }: { lecture: AdminLecture }) {
  const { t, i18n } = useTranslation('admin-editors');
  const m = useMessageFormatter();
  const upload = useMutation(uploadLectureAttachmentMutation);
  const reorder = useMutation(reorderLectureAttachmentsMutation);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const attachments = lecture.attachments;

  const onFile = (file: File | null) => {
    setFileError(null);
    if (!file) return;
    if (!submissionContentTypeFor(file.name)) return setFileError(m('fileType'));
    if (file.size > SUBMISSION_FILE_MAX_BYTES)
      return setFileError(m('fileTooLarge', { maxMegabytes: SUBMISSION_FILE_MAX_MEGABYTES }));
    setProgress(0);
    upload.mutate(
      { lectureId: lecture.id, file, onProgress: setProgress },
      { onSettled: () => setProgress(null) },
    );
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = attachments.map((a) => a.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate({ params: { id: lecture.id }, body: { ids } });
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4">
            {t('attachments.title')}
          </Title>
          <FileButton onChange={onFile} accept={submissionFileAccept}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconUpload size={18} aria-hidden />}
                loading={upload.isPending}
              >
                {t('attachments.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="sm" c="dimmed">
          {t('attachments.hint', { maxMegabytes: SUBMISSION_FILE_MAX_MEGABYTES })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('attachments.types', { types: submissionFileExtensions.join(', ') })}
        </Text>
        {fileError ? (
          <Text size="sm" c="red" role="alert">
            {fileError}
          </Text>
        ) : null}
        {progress !== null ? (
          <Progress
            value={Math.round(progress * 100)}
            aria-label={t('attachments.uploading')}
            animated
          />
        ) : null}
        {attachments.length === 0 ? (
          <Text c="dimmed">{t('attachments.empty')}</Text>
        ) : (
          <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {attachments.map((attachment, index) => (
              <AttachmentRow
                key={attachment.id}
                lectureId={lecture.id}
                attachment={attachment}
                first={index === 0}
                last={index === attachments.length - 1}
                onMove={(by) => move(index, by)}
                moving={reorder.isPending}
                size={formatFileSize(attachment.size, i18n.language)}
                renameSchema={attachmentRenameRequestSchema(m)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

interface AttachmentRowProps {
  lectureId: number;
  attachment: AdminLectureAttachment;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  moving: boolean;
  size: string;
  renameSchema: ReturnType<typeof attachmentRenameRequestSchema>;
}

function AttachmentRow({
  lectureId,
  attachment,
  first,
  last,
  onMove,
  moving,
  size,
  renameSchema,
}: AttachmentRowProps) {
  const { t } = useTranslation('admin-editors');
  const rename = useMutation(renameLectureAttachmentMutation);
  const remove = useMutation(removeLectureAttachmentMutation);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(attachment.name);
  const [error, setError] = useState<string | null>(null);

  const submitRename = () => {
    const parsed = renameSchema.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    rename.mutate(
      {
        params: { id: lectureId, attachmentId: attachment.id },
        body: { name: parsed.data.name },
      },
      { onSuccess: () => setEditing(false) },
    );
  };

  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        {editing ? (
          <Group gap="xs" style={{ flex: 1, minWidth: 0 }} wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={t('attachments.name')}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  submitRename();
                }
                if (event.key === 'Escape') setEditing(false);
              }}
              error={error}
              style={{ flex: 1, minWidth: 0 }}
              data-autofocus
            />
            <ActionIcon
              variant="light"
              size="lg"
              onClick={submitRename}
              loading={rename.isPending}
              aria-label={t('attachments.saveName')}
            >
              <IconCheck size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="lg"
              onClick={() => setEditing(false)}
              aria-label={t('attachments.cancelRename')}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ) : (
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor
              href={attachment.path}
              target="_blank"
              rel="noopener"
              style={{ overflowWrap: 'anywhere' }}
            >
              {attachment.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {size}
            </Text>
          </Stack>
        )}
        {editing ? null : (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              onClick={() => onMove(-1)}
              disabled={first || moving}
              aria-label={t('attachments.moveUp', { name: attachment.name })}
            >
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              onClick={() => onMove(1)}
              disabled={last || moving}
              aria-label={t('attachments.moveDown', { name: attachment.name })}
            >
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              onClick={() => {
                setName(attachment.name);
                setEditing(true);
              }}
              aria-label={t('attachments.rename', { name: attachment.name })}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() =>
                remove.mutate({ params: { id: lectureId, attachmentId: attachment.id } })
              }
              loading={remove.isPending}
              aria-label={t('attachments.remove', { name: attachment.name })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
