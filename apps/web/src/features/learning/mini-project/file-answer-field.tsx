import {
  isErrorCode,
  SUBMISSION_FILE_MAX_BYTES,
  SUBMISSION_FILE_MAX_MEGABYTES,
  submissionContentTypeFor,
  submissionFileAccept,
  submissionFileExtensions,
  type UploadedFile,
} from '@academy/contracts';
import { Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client';
import { uploadMiniProjectFileMutation } from '../api/upload-mini-project-file';
import { useWorkFormat } from '../work/format';
import { FileIcon, UploadIcon } from '../work/work-icons';
import classes from './mini-project.module.css';

/** Why a picked file was not taken: a rule checked here, or the server's refusal. */
type Refusal = { rule: 'fileType' | 'fileTooLarge' } | { failure: ApiError };

interface Upload {
  name: string;
  fraction: number;
  controller: AbortController;
}

interface FileAnswerFieldProps {
  miniProjectId: number;
  question: string;
  value: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** The form's message (a file is required), shown when no refusal is. */
  error?: string;
}

/**
 * A file answer: picked, checked here (extension and size, the rules the server checks
 * again with the content), then uploaded at once with its progress and a cancel. The stored
 * file shows with its name and size, to replace or remove.
 */
export function FileAnswerField({
  miniProjectId,
  question,
  value,
  onChange,
  onUploadingChange,
  error,
}: FileAnswerFieldProps) {
  const { t } = useTranslation('student');
  const { t: validation } = useTranslation('validation');
  const { t: errors } = useTranslation('errors');
  const format = useWorkFormat();
  const { mutateAsync: upload } = useMutation(uploadMiniProjectFileMutation);
  const [uploading, setUploading] = useState<Upload | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const resetPicker = useRef<() => void>(null);
  const running = useRef<AbortController | null>(null);
  // Leaving the screen ends an upload nobody waits for any more.
  useEffect(() => () => running.current?.abort(), []);
  const ids = { label: useId(), hint: useId(), error: useId() };

  const pick = async (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    setRefusal(null);
    if (submissionContentTypeFor(file.name) === null) {
      setRefusal({ rule: 'fileType' });
      return;
    }
    if (file.size > SUBMISSION_FILE_MAX_BYTES) {
      setRefusal({ rule: 'fileTooLarge' });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setUploading({ name: file.name, fraction: 0, controller });
    onUploadingChange(true);
    try {
      const stored = await upload({
        miniProjectId,
        file,
        signal: controller.signal,
        onProgress: (fraction) =>
          setUploading((current) =>
            current?.controller === controller ? { ...current, fraction } : current,
          ),
      });
      onChange(stored);
    } catch (failure) {
      // A cancelled upload is what the student asked for; anything else says why here.
      if (!controller.signal.aborted && failure instanceof ApiError) setRefusal({ failure });
    } finally {
      running.current = null;
      setUploading(null);
      onUploadingChange(false);
    }
  };

  // Written when drawn, so a refusal reads in the interface language after a switch too.
  const refusalText = !refusal
    ? null
    : 'rule' in refusal
      ? validation(refusal.rule, { maxMegabytes: SUBMISSION_FILE_MAX_MEGABYTES })
      : refusal.failure.code && isErrorCode(refusal.failure.code)
        ? errors(refusal.failure.code)
        : refusal.failure.message;
  const shownError = refusalText ?? error;

  const picker = (label: string, variant: 'default' | 'subtle') => (
    <FileButton
      onChange={(file) => void pick(file)}
      accept={submissionFileAccept}
      resetRef={resetPicker}
      inputProps={{ 'aria-label': `${question} — ${t('miniProject.form.chooseFile')}` }}
    >
      {(props) => (
        <Button
          {...props}
          variant={variant}
          size={variant === 'default' ? 'md' : 'sm'}
          leftSection={variant === 'default' ? <UploadIcon size={18} /> : undefined}
          mih={44}
        >
          {label}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Stack
      gap={8}
      role="group"
      aria-labelledby={ids.label}
      aria-describedby={shownError ? `${ids.hint} ${ids.error}` : ids.hint}
    >
      <Stack gap={2}>
        <Text id={ids.label} fw={600} size="lg" lh={1.4}>
          {question}
        </Text>
        <Text id={ids.hint} size="sm" c="dimmed">
          {t('miniProject.form.fileHint', {
            maxMegabytes: SUBMISSION_FILE_MAX_MEGABYTES,
            types: submissionFileExtensions.join(', '),
          })}
        </Text>
      </Stack>
      {uploading ? (
        <Paper withBorder radius="md" p="sm" className={classes.fileBox}>
          <Stack gap={8}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap={8} wrap="nowrap" miw={0} style={{ flex: 1 }}>
                <FileIcon size={20} style={{ flexShrink: 0 }} />
                <Text size="sm" fw={500} truncate="end" miw={0}>
                  {t('miniProject.form.uploading', { name: uploading.name })}
                </Text>
              </Group>
              <Button
                variant="subtle"
                color="gray"
                size="sm"
                mih={44}
                style={{ flexShrink: 0 }}
                onClick={() => uploading.controller.abort()}
              >
                {t('miniProject.form.cancelUpload')}
              </Button>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <Progress
                value={Math.round(uploading.fraction * 100)}
                size="md"
                radius="xl"
                style={{ flex: 1 }}
                aria-label={t('miniProject.form.uploadProgress', { name: uploading.name })}
              />
              <Text size="sm" fw={500} w={44} ta="right">
                {`${Math.round(uploading.fraction * 100)}\u00a0%`}
              </Text>
            </Group>
          </Stack>
        </Paper>
      ) : value ? (
        <Paper withBorder radius="md" p="sm" className={classes.fileBox}>
          <Group justify="space-between" gap="xs">
            <Group gap={8} wrap="nowrap" miw={0} style={{ flex: '1 1 200px' }}>
              <FileIcon size={20} style={{ flexShrink: 0 }} />
              <Text size="sm" fw={500} className={classes.fileName}>
                {t('miniProject.form.uploaded', {
                  name: value.name,
                  size: format.fileSize(value.size),
                })}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              {picker(t('miniProject.form.replaceFile'), 'subtle')}
              <Button
                variant="subtle"
                color="red"
                size="sm"
                mih={44}
                onClick={() => {
                  setRefusal(null);
                  onChange(null);
                }}
              >
                {t('miniProject.form.removeFile')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : (
        <Group>{picker(t('miniProject.form.chooseFile'), 'default')}</Group>
      )}
      {shownError ? (
        <Text id={ids.error} size="sm" c="var(--mantine-color-error)">
          {shownError}
        </Text>
      ) : null}
    </Stack>
  );
}
