import { contentEndpoints, type DeletionImpact } from '@academy/contracts';
import { Alert, Button, Checkbox, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../shared/api/endpoint-query';
import { SummaryBody, SummaryCountFailed, SummaryCounting, SummaryDialog } from './summary-dialog';

/*
 * Deleting a direction, subject or chapter: the dialog first asks the server what would be
 * lost (the content, and the students' work on it) and says it in numbers. When students
 * lose work, the admin ticks that they understand before Delete is enabled, and the request
 * carries the confirmation; with certificates issued there is no Delete at all, only the
 * advice to unpublish (ARCHITECTURE.md, "Content structure").
 */

/** GET admin/{directions|subjects|chapters}/{id}/deletion-impact: what students would lose. */
const impactEndpoints = {
  direction: contentEndpoints.getDirectionDeletionImpact,
  subject: contentEndpoints.getSubjectDeletionImpact,
  chapter: contentEndpoints.getChapterDeletionImpact,
} as const;

export type DeletableKind = keyof typeof impactEndpoints;

export interface DeleteTarget {
  kind: DeletableKind;
  id: number;
  title: string;
}

interface DeleteDialogProps {
  target: DeleteTarget | null;
  onClose: () => void;
  onDelete: (target: DeleteTarget, confirm: boolean) => Promise<unknown>;
}

export function DeleteDialog({ target, onClose, onDelete }: DeleteDialogProps) {
  const { t } = useTranslation('content');
  return (
    <SummaryDialog
      opened={target !== null}
      onClose={onClose}
      title={target ? t('delete.title', { title: target.title }) : ''}
    >
      {target ? (
        <DeleteBody
          key={`${target.kind}:${target.id}`}
          target={target}
          onClose={onClose}
          onDelete={onDelete}
        />
      ) : null}
    </SummaryDialog>
  );
}

function DeleteBody({ target, onClose, onDelete }: DeleteDialogProps & { target: DeleteTarget }) {
  const { t } = useTranslation('content');
  const impact = useQuery({
    ...endpointQuery(impactEndpoints[target.kind], { params: { id: target.id } }, { toast: false }),
    // Always counted afresh: students keep working while the dialog is closed.
    staleTime: 0,
    gcTime: 0,
  });
  const [understood, setUnderstood] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (impact.isPending) {
    return <SummaryCounting>{t('delete.counting')}</SummaryCounting>;
  }
  if (impact.isError) {
    return (
      <SummaryCountFailed onClose={onClose} onRetry={() => impact.refetch()}>
        {t('delete.countFailed')}
      </SummaryCountFailed>
    );
  }

  const counts = impact.data;
  const blocked = counts.certificates > 0;
  const canDelete = !blocked && (!counts.needsConfirmation || understood);

  async function remove() {
    setDeleting(true);
    setFailure(null);
    try {
      await onDelete(target, counts.needsConfirmation);
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      await impact.refetch();
    } finally {
      setDeleting(false);
    }
  }

  return (
    <SummaryBody
      failure={failure}
      onClose={onClose}
      action={
        blocked ? null : (
          <Button color="red" disabled={!canDelete} loading={deleting} onClick={remove}>
            {t('delete.submit')}
          </Button>
        )
      }
    >
      <ContentLost impact={counts} />
      {blocked ? (
        <Alert
          color="orange"
          role="alert"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
        >
          {t('delete.certificates', { count: counts.certificates })}
        </Alert>
      ) : (
        <StudentsLose impact={counts} />
      )}
      {!blocked && counts.needsConfirmation ? (
        <Checkbox
          label={t('delete.confirm')}
          checked={understood}
          onChange={(event) => setUnderstood(event.currentTarget.checked)}
        />
      ) : null}
    </SummaryBody>
  );
}

const contentCounts = ['subjects', 'chapters', 'lectures', 'tasks', 'miniProjects'] as const;
const studentCounts = [
  'enrolments',
  'studentsWithProgress',
  'lectureCompletions',
  'testAttempts',
  'miniProjectSubmissions',
] as const;

function ContentLost({ impact }: { impact: DeletionImpact }) {
  const { t } = useTranslation('content');
  const lines = contentCounts.filter((key) => impact[key] > 0);
  if (lines.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600}>{t('delete.content')}</Text>
      <List size="sm">
        {lines.map((key) => (
          <List.Item key={key}>{t(`delete.${key}`, { count: impact[key] })}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

function StudentsLose({ impact }: { impact: DeletionImpact }) {
  const { t } = useTranslation('content');
  const lines = studentCounts.filter((key) => impact[key] > 0);
  if (lines.length === 0) return <Text size="sm">{t('delete.nothingForStudents')}</Text>;
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
      title={t('delete.students')}
    >
      <List size="sm">
        {lines.map((key) => (
          <List.Item key={key}>{t(`delete.${key}`, { count: impact[key] })}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
