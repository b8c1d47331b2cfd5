import {
  type ConversationAttachment,
  type ConversationThreadKind,
  conversationLimits,
  isErrorCode,
  SUBMISSION_FILE_MAX_BYTES,
  SUBMISSION_FILE_MAX_MEGABYTES,
  submissionContentTypeFor,
  submissionFileAccept,
  type UploadedFile,
} from '@academy/contracts';
import { Button, CloseButton, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { formatFileSize } from '../../lib/file-size';
import { DownloadButton } from '../download-button';
import { downloadThreadFile, type UploadToThread } from './thread-files';

/*
 * The files of a message (ARCHITECTURE.md, "Conversations"): picked in the message box,
 * checked here as the server will (kind, size, how many), uploaded at once with their
 * progress, and sent with the message; in the thread, each a button that downloads it.
 */

interface Pending {
  key: number;
  name: string;
  fraction: number;
  controller: AbortController;
}

/** The files of the message being written: uploaded ones, and those still uploading. */
export function useMessageFiles(upload: UploadToThread | undefined) {
  const { t: validation } = useTranslation('validation');
  const { t: errors } = useTranslation('errors');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [pending, setPending] = useState<Pending[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const running = useRef(new Set<AbortController>());
  const next = useRef(0);
  // Leaving the screen ends the uploads nobody waits for any more.
  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const controller of uploads) controller.abort();
    };
  }, []);

  const one = async (file: File) => {
    if (!upload) return;
    const controller = new AbortController();
    const key = next.current++;
    running.current.add(controller);
    setPending((list) => [...list, { key, name: file.name, fraction: 0, controller }]);
    try {
      const stored = await upload({
        file,
        signal: controller.signal,
        onProgress: (fraction) =>
          setPending((list) =>
            list.map((item) => (item.key === key ? { ...item, fraction } : item)),
          ),
      });
      setFiles((list) => [...list, stored]);
    } catch (failure) {
      if (controller.signal.aborted) return;
      setRefusal(
        failure instanceof ApiError && failure.code && isErrorCode(failure.code)
          ? errors(failure.code)
          : failure instanceof Error
            ? failure.message
            : String(failure),
      );
    } finally {
      running.current.delete(controller);
      setPending((list) => list.filter((item) => item.key !== key));
    }
  };

  const pick = (picked: File[]) => {
    setRefusal(null);
    const room = conversationLimits.files.max - files.length - pending.length;
    if (picked.length > room) {
      setRefusal(validation('tooManyItems', { max: conversationLimits.files.max }));
      return;
    }
    if (picked.some((file) => submissionContentTypeFor(file.name) === null)) {
      setRefusal(validation('fileType'));
      return;
    }
    if (picked.some((file) => file.size > SUBMISSION_FILE_MAX_BYTES)) {
      setRefusal(validation('fileTooLarge', { maxMegabytes: SUBMISSION_FILE_MAX_MEGABYTES }));
      return;
    }
    for (const file of picked) void one(file);
  };

  return {
    enabled: upload !== undefined,
    files,
    pending,
    refusal,
    pick,
    remove: (id: string) => setFiles((list) => list.filter((file) => file.id !== id)),
    /** After the message was sent: the box starts empty. */
    clear: () => {
      setFiles([]);
      setRefusal(null);
    },
  };
}

export type MessageFiles = ReturnType<typeof useMessageFiles>;

/** The box's files: the button to add some, each file with its progress or a way to remove it. */
export function MessageFilesField({ files }: { files: MessageFiles }) {
  const { t, i18n } = useTranslation('common');
  const resetPicker = useRef<() => void>(null);
  if (!files.enabled) return null;
  const full = files.files.length + files.pending.length >= conversationLimits.files.max;
  return (
    <Stack gap={6}>
      {files.files.length + files.pending.length > 0 ? (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {files.files.map((file) => (
            <Group component="li" key={file.id} gap="xs" wrap="nowrap">
              <Text size="sm" truncate="end" miw={0} style={{ flex: 1 }}>
                {t('conversation.fileAttached', {
                  name: file.name,
                  size: formatFileSize(file.size, i18n.language),
                })}
              </Text>
              <CloseButton
                size="md"
                aria-label={t('conversation.removeFile', { name: file.name })}
                onClick={() => files.remove(file.id)}
              />
            </Group>
          ))}
          {files.pending.map((item) => (
            <Group component="li" key={item.key} gap="xs" wrap="nowrap">
              <Text size="sm" truncate="end" miw={0} style={{ flex: 1 }}>
                {t('conversation.fileUploading', { name: item.name })}
              </Text>
              <Progress
                value={Math.round(item.fraction * 100)}
                w={96}
                aria-label={t('conversation.fileProgress', { name: item.name })}
              />
              <CloseButton
                size="md"
                aria-label={t('conversation.cancelFile', { name: item.name })}
                onClick={() => item.controller.abort()}
              />
            </Group>
          ))}
        </Stack>
      ) : null}
      {files.refusal ? (
        <Text size="sm" c="red.8" role="alert">
          {files.refusal}
        </Text>
      ) : null}
      <Group>
        <FileButton
          multiple
          accept={submissionFileAccept}
          resetRef={resetPicker}
          onChange={(picked) => {
            resetPicker.current?.();
            files.pick(picked);
          }}
          disabled={full}
        >
          {(props) => (
            <Button {...props} variant="default" size="compact-md" disabled={full}>
              {t('conversation.attach', { max: conversationLimits.files.max })}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}

/** A sent message's files: each a button that downloads it through the thread. */
export function SentFiles({
  files,
  thread,
  id,
}: {
  files: readonly ConversationAttachment[];
  thread: ConversationThreadKind;
  id: number;
}) {
  const { t, i18n } = useTranslation('common');
  if (files.length === 0) return null;
  return (
    <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {files.map((file) => (
        <li key={file.id}>
          <DownloadButton
            size="xs"
            label={t('conversation.fileAttached', {
              name: file.name,
              size: formatFileSize(file.size, i18n.language),
            })}
            name={t('conversation.download', { name: file.name })}
            download={() => downloadThreadFile(thread, id, file)}
          />
        </li>
      ))}
    </Group>
  );
}
