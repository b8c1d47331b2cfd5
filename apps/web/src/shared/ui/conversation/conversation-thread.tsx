import {
  type ConversationEntry,
  conversationEndpoints,
  conversationLimits,
  conversationMessageRequestSchema,
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

/*
 * A mini-project submission's thread (ARCHITECTURE.md, "Conversations"), the same on the
 * student's mini-project page and the mentor's review: messages in Markdown through the
 * lecture renderer (raw HTML dropped, never run), the reviewer's verdict in its place, and a box
 * to write in. The server decides who may read and write it.
 */

const MarkdownContent = lazy(() =>
  loadMarkdownContent().then((m) => ({ default: m.MarkdownContent })),
);

const threadQuery = (submissionId: number) =>
  endpointQuery(
    conversationEndpoints.getSubmissionConversation,
    { params: { id: submissionId } },
    { toast: false },
  );

const sendMessage = endpointMutation(conversationEndpoints.createSubmissionMessage, {
  onSettled: (_answer, _error, _input, _result, { client }) =>
    invalidateEndpoints(client, [conversationEndpoints.getSubmissionConversation]),
});

function Entry({ entry }: { entry: ConversationEntry }) {
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
            {entry.author?.fullName ?? t('conversation.someone')}
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
      </Stack>
    </Paper>
  );
}

export function ConversationThread({ submissionId }: { submissionId: number }) {
  const { t } = useTranslation('common');
  const messages = useMessageFormatter();
  const thread = useQuery(threadQuery(submissionId));
  const send = useMutation(sendMessage);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = `conversation-${submissionId}`;

  const submit = useSingleFlight(async () => {
    const checked = conversationMessageRequestSchema(messages).safeParse({ body });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? messages('required'));
      return;
    }
    // A failure was shown by the HTTP client (a toast); the text stays to send again.
    const sent = await send
      .mutateAsync({ params: { id: submissionId }, body: checked.data })
      .catch(() => null);
    if (sent) setBody('');
  });

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
            {t('conversation.hint')}
          </Text>
        </Stack>
        {thread.isPending ? (
          <Skeleton height={64} aria-hidden="true" />
        ) : thread.isError ? (
          <Group justify="space-between" gap="sm" role="alert">
            <Text>{t('conversation.loadFailed')}</Text>
            <Button
              variant="light"
              onClick={() => void thread.refetch()}
              loading={thread.isFetching}
            >
              {t('conversation.retry')}
            </Button>
          </Group>
        ) : thread.data.entries.length === 0 ? (
          <Text c="dimmed">{t('conversation.empty')}</Text>
        ) : (
          <Stack component="ol" gap="sm" className={classes.entries}>
            {thread.data.entries.map((entry) => (
              <Entry
                key={entry.kind === 'message' ? `message-${entry.id}` : `verdict-${entry.at}`}
                entry={entry}
              />
            ))}
          </Stack>
        )}
        <form
          noValidate
          aria-label={t('conversation.formLabel')}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            <Textarea
              label={t('conversation.yourMessage')}
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
            <Group justify="space-between" gap="sm">
              <Text size="xs" c="dimmed" aria-live="polite">
                {t('conversation.length', {
                  length: body.length,
                  max: conversationLimits.body.lessThan - 1,
                })}
              </Text>
              <Button type="submit" loading={send.isPending}>
                {t('conversation.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
