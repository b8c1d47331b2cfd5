import {
  type ConversationEntry,
  type ConversationThreadKind,
  conversationEndpoints,
  conversationLimits,
  conversationMessageRequestSchema,
  type EndpointDefinition,
} from '@academy/contracts';
import { Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointMutation, endpointQuery, invalidateEndpoints } from '../../api/endpoint-query';
import { useMessageFormatter } from '../../i18n/message-formatter';
import { useSingleFlight } from '../../lib/use-single-flight';
import { loadMarkdownContent } from '../markdown/load-markdown';
import { ToneBadge } from '../tone-badge';
import classes from './conversation-thread.module.css';
import { MessageFilesField, SentFiles, useMessageFiles } from './message-files';
import { type UploadToThread, uploadToThread } from './thread-files';

/*
 * A thread (ARCHITECTURE.md, "Conversations"): on a mini-project submission or a test attempt
 * (the same on the student's page and the mentor's review), or on a lecture question (the
 * staff's question page). Messages in Markdown through the lecture renderer (raw HTML dropped,
 * never run), the reviewer's verdict in its place, and a box to write in. The server decides
 * who may read and write it.
 */

const MarkdownContent = lazy(() =>
  loadMarkdownContent().then((m) => ({ default: m.MarkdownContent })),
);

const threadQuery = (thread: ConversationThreadKind, id: number) =>
  endpointQuery(
    conversationEndpoints.getConversation,
    { params: { thread, id } },
    { toast: false },
  );

/** Sending reads the thread again, and whatever else shows its state (`alsoRefresh`). */
const sendMessage = (alsoRefresh: readonly EndpointDefinition[]) =>
  endpointMutation(conversationEndpoints.createConversationMessage, {
    onSettled: (_answer, _error, _input, _result, { client }) =>
      invalidateEndpoints(client, [conversationEndpoints.getConversation, ...alsoRefresh]),
  });

/** Where a thread's entries are: their files download through it. */
interface ThreadRef {
  thread: ConversationThreadKind;
  id: number;
}

/** One entry of a thread: a message, or the verdict on the work. */
export function ConversationEntryItem({
  entry,
  thread,
  id,
}: { entry: ConversationEntry } & ThreadRef) {
  const { t, i18n } = useTranslation('common');
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(entry.at));
  if (entry.kind === 'verdict') {
    return (
      <Paper component="li" withBorder radius="md" p="md" className={classes.verdict}>
        <Stack gap={6}>
          <Group gap="xs" wrap="wrap">
            <ToneBadge tone={entry.passed ? 'green' : 'red'}>
              {entry.passed ? t('conversation.passed') : t('conversation.failed')}
            </ToneBadge>
            <Text size="sm" c="dimmed">
              {t('conversation.verdictBy', {
                name: entry.reviewerName ?? t('conversation.someone'),
                when,
              })}
            </Text>
          </Group>
          {entry.comment ? <Text className={classes.comment}>{entry.comment}</Text> : null}
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      data-staff={entry.author?.staff ? '' : undefined}
      className={classes.message}
      data-testid="conversation-message"
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text fw={700} size="sm">
            {entry.author?.fullName ??
              (entry.author ? t('conversation.aStudent') : t('conversation.someone'))}
          </Text>
          {entry.author?.staff ? (
            <ToneBadge tone="brand">{t('conversation.staff')}</ToneBadge>
          ) : null}
          <Text size="sm" c="dimmed">
            <time dateTime={entry.at}>{when}</time>
          </Text>
        </Group>
        <Suspense fallback={<Skeleton height={24} />}>
          <MarkdownContent>{entry.body}</MarkdownContent>
        </Suspense>
        <SentFiles files={entry.attachments} thread={thread} id={id} />
      </Stack>
    </Paper>
  );
}

/**
 * The box to write a message in: checks it as the server will, and clears only once the
 * server took it; a failure (offline) keeps the text, and the HTTP client's toast says so.
 * `send` resolves to whether it was taken.
 */
export function MessageForm({
  formLabel,
  label,
  submitLabel,
  send,
  pending,
  upload,
}: {
  formLabel: string;
  label: string;
  submitLabel: string;
  send: (body: string, fileIds: string[]) => Promise<boolean>;
  pending: boolean;
  /** Given, the message may carry files uploaded to its thread. */
  upload?: UploadToThread;
}) {
  const { t } = useTranslation('common');
  const messages = useMessageFormatter();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const files = useMessageFiles(upload);

  const submit = useSingleFlight(async () => {
    if (files.pending.length > 0) {
      setError(t('conversation.waitForFiles'));
      return;
    }
    const fileIds = files.files.map((file) => file.id);
    const checked = conversationMessageRequestSchema(messages).safeParse({ body, fileIds });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? messages('required'));
      return;
    }
    if (await send(checked.data.body, fileIds)) {
      setBody('');
      files.clear();
    }
  });

  return (
    <form
      noValidate
      aria-label={formLabel}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={label}
          description={t('conversation.markdownHint')}
          autosize
          minRows={3}
          maxRows={12}
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <MessageFilesField files={files} />
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('conversation.length', {
              length: body.length,
              max: conversationLimits.body.lessThan - 1,
            })}
          </Text>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A part of a page that could not be loaded, said where it would be, with "Try again" (the
 * rest of the page, and the box to write in, still work).
 */
export function PartFailed({
  text,
  retryLabel,
  query,
}: {
  text: string;
  retryLabel: string;
  query: { refetch: () => Promise<unknown>; isFetching: boolean };
}) {
  return (
    <Group justify="space-between" gap="sm" role="alert">
      <Text>{text}</Text>
      <Button variant="light" onClick={() => void query.refetch()} loading={query.isFetching}>
        {retryLabel}
      </Button>
    </Group>
  );
}

/** The entries of a thread, oldest first, as a list. */
export function ConversationEntries({
  entries,
  thread,
  id,
}: { entries: readonly ConversationEntry[] } & ThreadRef) {
  return (
    <Stack component="ol" gap="sm" className={classes.entries}>
      {entries.map((entry) => (
        <ConversationEntryItem
          key={entry.kind === 'message' ? `message-${entry.id}` : `verdict-${entry.at}`}
          entry={entry}
          thread={thread}
          id={id}
        />
      ))}
    </Stack>
  );
}

export function ConversationThread({
  thread,
  id,
  alsoRefresh = [],
}: {
  thread: ConversationThreadKind;
  id: number;
  /** Reads that show the thread's state (a question answered), read again after sending. */
  alsoRefresh?: readonly EndpointDefinition[];
}) {
  const { t } = useTranslation('common');
  const conversation = useQuery(threadQuery(thread, id));
  const send = useMutation(sendMessage(alsoRefresh));
  const titleId = `conversation-${thread}-${id}`;

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h3" id={titleId}>
            {t('conversation.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`conversation.hint.${thread}`)}
          </Text>
        </Stack>
        {conversation.isPending ? (
          <Skeleton height={64} aria-hidden="true" />
        ) : conversation.isError ? (
          <PartFailed
            text={t('conversation.loadFailed')}
            retryLabel={t('conversation.retry')}
            query={conversation}
          />
        ) : conversation.data.entries.length === 0 ? (
          <Text c="dimmed">{t('conversation.empty')}</Text>
        ) : (
          <ConversationEntries entries={conversation.data.entries} thread={thread} id={id} />
        )}
        {conversation.data?.canWrite === false ? null : (
          <MessageForm
            formLabel={t('conversation.formLabel')}
            label={t('conversation.yourMessage')}
            submitLabel={t('conversation.send')}
            pending={send.isPending}
            upload={uploadToThread(thread, id)}
            send={(body, fileIds) =>
              send
                .mutateAsync({ params: { thread, id }, body: { body, fileIds } })
                .then(() => true)
                .catch(() => false)
            }
          />
        )}
      </Stack>
    </Paper>
  );
}
