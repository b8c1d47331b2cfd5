import {
  CONTENT_ARCHIVE_MAX_BYTES,
  CONTENT_ARCHIVE_MAX_MEGABYTES,
  type ContentImportResult,
  contentArchiveAccept,
  type FileProblem,
  paths,
} from '@academy/contracts';
import {
  Alert,
  Button,
  Code,
  FileButton,
  Group,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileZip } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/api-error';
import { PHONE_QUERY } from '../../shared/ui/filters-panel';
import { importDirectionMutation } from './api/change-structure';
import { useNotice } from './undo-notice';

/*
 * "Import direction" on /admin/content (ARCHITECTURE.md, "Content import and export"): a zip
 * of the direction's folder, sent once (the button waits for the answer, and a second import
 * of the same folder is refused by its title). Refused, the dialog lists every problem with
 * its file and line and keeps the chosen file, so the admin fixes the folder and tries again;
 * imported, it opens the new draft direction, or first lists the files it left out.
 */

export function ImportDirectionDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [done, setDone] = useState<ContentImportResult | null>(null);
  const importing = useMutation(importDirectionMutation);
  const navigate = useNavigate();
  const notice = useNotice();
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  // Set at once on the first click, before React shows the button as busy: a double click
  // sends one request.
  const sending = useRef(false);

  function close() {
    if (importing.isPending) return;
    setFile(null);
    setTooLarge(false);
    setDone(null);
    importing.reset();
    onClose();
  }

  function open(result: ContentImportResult) {
    notice(t('import.imported', { title: result.direction.title }));
    navigate(paths.admin.contentDirection(result.direction.id));
  }

  function choose(chosen: File | null) {
    importing.reset();
    setFile(chosen);
    setTooLarge(chosen !== null && chosen.size > CONTENT_ARCHIVE_MAX_BYTES);
  }

  const error = importing.error;
  const problems = error instanceof ApiError ? error.problems : [];
  // A refused folder is refused again until a corrected one is chosen; after a network
  // failure the same file may be sent again.
  const canSend = file !== null && !tooLarge && problems.length === 0;

  function send() {
    if (!file || !canSend || sending.current) return;
    sending.current = true;
    importing.mutate(file, {
      onSettled: () => {
        sending.current = false;
      },
      onSuccess: (result) => {
        if (result.skipped.length === 0) open(result);
        else setDone(result);
      },
    });
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('import.heading')}
      size="xl"
      fullScreen={isPhone}
    >
      {done ? (
        <Stack gap="md">
          <Alert color="green" role="status" title={t('import.importedTitle')}>
            {t('import.importedText', { title: done.direction.title })}
          </Alert>
          <Text>{t('import.skippedCount', { count: done.skipped.length })}</Text>
          <ProblemList problems={done.skipped} caption={t('import.skippedCaption')} />
          <Group justify="flex-end">
            <Button onClick={() => open(done)}>{t('import.open')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{t('import.intro')}</Text>
          <Text size="sm" c="dimmed">
            {t('import.limits', { megabytes: CONTENT_ARCHIVE_MAX_MEGABYTES })}
          </Text>
          <Group gap="sm" wrap="wrap">
            <FileButton onChange={choose} accept={contentArchiveAccept}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconFileZip size={18} aria-hidden="true" />}
                  disabled={importing.isPending}
                >
                  {t(file ? 'import.chooseAnother' : 'import.choose')}
                </Button>
              )}
            </FileButton>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {file ? t('import.chosen', { name: file.name }) : t('import.noneChosen')}
            </Text>
          </Group>
          {tooLarge ? (
            <Alert color="red" role="alert">
              {t('import.tooLarge', { megabytes: CONTENT_ARCHIVE_MAX_MEGABYTES })}
            </Alert>
          ) : null}
          {error ? (
            <Alert color="red" role="alert" title={error.message}>
              {problems.length > 0 ? t('import.problemCount', { count: problems.length }) : null}
            </Alert>
          ) : null}
          {problems.length > 0 ? (
            <ProblemList problems={problems} caption={t('import.problemsCaption')} />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={importing.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={send} loading={importing.isPending} disabled={!canSend}>
              {t('import.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Problems (or skipped files) by file and line, in the server's order: a table, or cards on a phone. */
export function ProblemList({
  problems,
  caption,
}: {
  problems: readonly FileProblem[];
  caption: string;
}) {
  const { t } = useTranslation('content');
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  if (isPhone) {
    // A phone has no room for three columns: each problem reads as a short card.
    return (
      <Stack gap="xs">
        <Title order={3} size="h5">
          {caption}
        </Title>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {problems.map((problem) => (
            <Paper
              key={`${problem.file}:${problem.line}:${problem.message}`}
              component="li"
              withBorder
              p="xs"
            >
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Code>{problem.file}</Code>
                {problem.line === null ? null : ` · ${t('import.atLine', { line: problem.line })}`}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {problem.message}
              </Text>
            </Paper>
          ))}
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {caption}
      </Title>
      <Table striped withTableBorder layout="fixed" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="40%">{t('import.columns.file')}</Table.Th>
            <Table.Th w="6rem">{t('import.columns.line')}</Table.Th>
            <Table.Th>{t('import.columns.problem')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {problems.map((problem) => (
            <Table.Tr key={`${problem.file}:${problem.line}:${problem.message}`}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Code>{problem.file}</Code>
              </Table.Td>
              <Table.Td>{problem.line ?? '—'}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{problem.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
