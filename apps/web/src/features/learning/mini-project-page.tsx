import { type MiniProjectResponse, paths, type SubmitMiniProjectRequest } from '@academy/contracts';
import { Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { draftKey } from '../../shared/lib/draft-storage';
import { ConversationThread } from '../../shared/ui/conversation/conversation-thread';
import { loadMarkdownContent } from '../../shared/ui/markdown/load-markdown';
import { PageTitle } from '../../shared/ui/page-title';
import { QueryFailure, ScreenNotFound } from '../../shared/ui/screen-states';
import { miniProjectQuery } from './api/queries';
import { submitMiniProjectMutation } from './api/submit-work';
import { Breadcrumbs } from './breadcrumbs';
import { TextSkeleton } from './lecture/lecture-skeleton';
import classes from './mini-project/mini-project.module.css';
import { MiniProjectForm } from './mini-project/mini-project-form';
import { SubmissionHistory } from './mini-project/submission-history';
import { SubmissionStatus } from './mini-project/submission-status';
import { useDraftOwner } from './work/drafts';
import { useWorkFormat } from './work/format';
import { useRouteId } from './work/route-id';
import { CalendarIcon } from './work/work-icons';
import { WorkHeaderSkeleton } from './work/work-screen-state';

/**
 * The brief's renderer, a large file with its code highlighter: loaded with the first brief
 * shown (the route's loader starts it beside the data), not with the other learning screens.
 */
const MarkdownContent = lazy(() =>
  loadMarkdownContent().then((m) => ({ default: m.MarkdownContent })),
);

/** Answers that say the screen's copy is out of date (reviewed or submitted elsewhere). */
const STALE_SUBMISSION = new Set([
  'ERR_MINI_PROJECT_UNDER_REVIEW',
  'ERR_MINI_PROJECT_ALREADY_PASSED',
  'ERR_MINI_PROJECT_ANSWERS_INVALID',
]);

/** /mini-project/{id}: the brief, the submission form, its review and the whole history. */
export function MiniProjectPage() {
  const id = useRouteId();
  return id === null ? <ScreenNotFound /> : <MiniProjectScreen id={id} />;
}

function MiniProjectScreen({ id }: { id: number }) {
  const query = useQuery(miniProjectQuery(id));
  const owner = useDraftOwner();
  if (query.isPending || owner === undefined) return <MiniProjectSkeleton />;
  if (query.isError) {
    return <QueryFailure query={query} />;
  }
  return (
    <MiniProjectView
      project={query.data}
      refetch={() => void query.refetch()}
      draftKey={draftKey(owner, 'mini-project', id)}
    />
  );
}

function MiniProjectView({
  project,
  refetch,
  draftKey,
}: {
  project: MiniProjectResponse;
  refetch: () => void;
  draftKey: string | null;
}) {
  const { t } = useTranslation('student');
  const format = useWorkFormat();
  const submit = useMutation(submitMiniProjectMutation);
  const [submitted, setSubmitted] = useState(false);
  const latest = project.submissions[0] ?? null;
  // A first submission, or another after a failed review; none while waiting or once passed.
  const open = latest === null || latest.reviewStatus === 'failed';

  const send = async (body: SubmitMiniProjectRequest) => {
    try {
      await submit.mutateAsync({ params: { id: project.id }, body });
      setSubmitted(true);
      return true;
    } catch (error) {
      // The client has shown the catalogue text; the screen then shows the real state.
      if (error instanceof ApiError && error.code !== null && STALE_SUBMISSION.has(error.code)) {
        refetch();
      }
      return false;
    }
  };

  return (
    <Stack gap="xl" maw={880}>
      <PageTitle title={project.title} />
      <Stack gap="sm">
        <Breadcrumbs
          items={[
            { label: t('subject.breadcrumbRoot'), to: paths.student.dashboard },
            { label: project.subjectTitle, to: paths.student.subject(project.subjectId) },
          ]}
        />
        <Text size="sm" fw={700} c="brand.7" tt="uppercase" lts={0.5}>
          {t('miniProject.kind')}
        </Text>
        <Title order={1}>{project.title}</Title>
        {project.dueAt ? (
          <Group gap={6} c="dark.6">
            <CalendarIcon size={18} />
            <Text size="sm" fw={500}>
              {t('miniProject.due', { date: format.dateTime(project.dueAt) })}
            </Text>
          </Group>
        ) : null}
      </Stack>
      {latest ? (
        <SubmissionStatus key={`status-${latest.id}`} latest={latest} announce={submitted} />
      ) : null}
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        component="section"
        aria-labelledby="mini-project-brief-title"
      >
        <Stack gap="sm">
          <Title order={2} id="mini-project-brief-title">
            {t('miniProject.brief')}
          </Title>
          <div className={classes.brief}>
            <Suspense fallback={<TextSkeleton />}>
              <MarkdownContent>{project.description}</MarkdownContent>
            </Suspense>
          </div>
        </Stack>
      </Paper>
      {open ? (
        <MiniProjectForm
          key={`form-${latest?.id ?? 'first'}`}
          project={project}
          onSubmit={send}
          submitting={submit.isPending}
          draftKey={draftKey}
        />
      ) : null}
      {latest ? <ConversationThread thread="mini-project-submissions" id={latest.id} /> : null}
      {project.submissions.length > 0 ? (
        <SubmissionHistory submissions={project.submissions} />
      ) : null}
    </Stack>
  );
}

/** The mini project's shape while it loads: the head, the brief, the form. */
function MiniProjectSkeleton() {
  const { t } = useTranslation('student');
  return (
    <Stack gap="xl" maw={880} aria-busy="true">
      <VisuallyHidden role="status">{t('task.screen.loading')}</VisuallyHidden>
      <WorkHeaderSkeleton />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="sm">
          <Skeleton height={28} width={140} radius="sm" />
          {[100, 96, 90, 60].map((width) => (
            <Skeleton key={width} height={16} width={`${width}%`} radius="sm" />
          ))}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <Skeleton height={28} width={200} radius="sm" />
          <Skeleton height={20} width="60%" radius="sm" />
          <Skeleton height={96} radius="md" />
          <Skeleton height={44} width={180} radius="md" />
        </Stack>
      </Paper>
    </Stack>
  );
}
