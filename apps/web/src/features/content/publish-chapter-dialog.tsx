import {
  type AdminChapter,
  type ChapterPublishPlan,
  contentEndpoints,
  isErrorCode,
} from '@academy/contracts';
import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { endpointQuery } from '../../shared/api/endpoint-query';
import { publishChapterMutation } from './api/change-structure';
import { itemEditorPath } from './content-ui';
import { SummaryBody, SummaryCountFailed, SummaryCounting, SummaryDialog } from './summary-dialog';

/*
 * "Publish chapter": the chapter with all its lectures, tests and mini projects in one
 * action (POST admin/chapters/{id}/publish, one transaction). The dialog first asks the
 * server what would be published and says it in numbers per kind, like the deletion's
 * summary; items that cannot be published as they are (a test without a question) are
 * listed with a link to each, and Publish waits until they are fixed (ARCHITECTURE.md,
 * "Content structure").
 */

interface PublishChapterDialogProps {
  chapter: AdminChapter | null;
  onClose: () => void;
  onPublished: (chapter: AdminChapter) => void;
}

export function PublishChapterDialog({ chapter, onClose, onPublished }: PublishChapterDialogProps) {
  const { t } = useTranslation('content');
  return (
    <SummaryDialog
      opened={chapter !== null}
      onClose={onClose}
      title={chapter ? t('publishChapter.title', { title: chapter.title }) : ''}
    >
      {chapter ? (
        <PublishBody
          key={chapter.id}
          chapter={chapter}
          onClose={onClose}
          onPublished={onPublished}
        />
      ) : null}
    </SummaryDialog>
  );
}

const kinds = ['lectures', 'tasks', 'miniProjects'] as const;

function PublishBody({
  chapter,
  onClose,
  onPublished,
}: PublishChapterDialogProps & { chapter: AdminChapter }) {
  const { t } = useTranslation('content');
  const { t: errors } = useTranslation('errors');
  const plan = useQuery({
    ...endpointQuery(
      contentEndpoints.getChapterPublishPlan,
      { params: { id: chapter.id } },
      { toast: false },
    ),
    // Always read afresh: another admin may have edited an item while the dialog was closed.
    staleTime: 0,
    gcTime: 0,
  });
  const publish = useMutation(publishChapterMutation);
  const [failure, setFailure] = useState<string | null>(null);

  if (plan.isPending) {
    return <SummaryCounting>{t('publishChapter.counting')}</SummaryCounting>;
  }
  if (plan.isError) {
    return (
      <SummaryCountFailed onClose={onClose} onRetry={() => plan.refetch()}>
        {t('publishChapter.countFailed')}
      </SummaryCountFailed>
    );
  }

  const summary = plan.data;
  const blocked = summary.blocked.length > 0;
  const nothing = !summary.chapterDraft && kinds.every((kind) => summary.drafts[kind] === 0);

  async function run() {
    setFailure(null);
    try {
      const result = await publish.mutateAsync({ params: { id: chapter.id } });
      onPublished(result.chapter);
      onClose();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      setFailure(
        code && isErrorCode(code)
          ? errors(code)
          : error instanceof Error
            ? error.message
            : String(error),
      );
      // What stops it now (another admin may have changed an item): listed below.
      await plan.refetch();
    }
  }

  return (
    <SummaryBody
      failure={failure}
      onClose={onClose}
      action={
        nothing ? null : (
          <Button disabled={blocked} loading={publish.isPending} onClick={() => void run()}>
            {t('publishChapter.submit')}
          </Button>
        )
      }
    >
      {nothing ? <Text>{t('publishChapter.nothing')}</Text> : <WillPublish plan={summary} />}
      {blocked ? <Blocked plan={summary} /> : null}
    </SummaryBody>
  );
}

function WillPublish({ plan }: { plan: ChapterPublishPlan }) {
  const { t } = useTranslation('content');
  const lines = kinds.filter((kind) => plan.drafts[kind] > 0);
  return (
    <Stack gap={4}>
      <Text fw={600}>{t('publishChapter.willPublish')}</Text>
      <List size="sm">
        {plan.chapterDraft ? <List.Item>{t('publishChapter.chapterItself')}</List.Item> : null}
        {lines.map((kind) => (
          <List.Item key={kind}>
            {t(`publishChapter.${kind}`, { count: plan.drafts[kind] })}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function Blocked({ plan }: { plan: ChapterPublishPlan }) {
  const { t } = useTranslation('content');
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
      title={t('publishChapter.blocked')}
    >
      <List size="sm">
        {plan.blocked.map((item) => (
          <List.Item key={`${item.kind}:${item.id}`}>
            <Anchor component={Link} to={itemEditorPath(item.kind, item.id)} size="sm">
              {item.title}
            </Anchor>
            {` — ${t(`publishChapter.reasons.${item.reason}`)}`}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
