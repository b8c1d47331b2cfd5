import {
  canRetakeTask,
  paths,
  type TaskAnswerRequest,
  type TaskResponse,
} from '@academy/contracts';
import { Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { draftKey } from '../../shared/lib/draft-storage';
import { ConversationThread } from '../../shared/ui/conversation/conversation-thread';
import { PageTitle } from '../../shared/ui/page-title';
import { QueryFailure, ScreenNotFound } from '../../shared/ui/screen-states';
import { taskQuery } from './api/queries';
import { retakeTaskMutation, submitTaskAnswersMutation } from './api/submit-work';
import { Breadcrumbs } from './breadcrumbs';
import { QuestionReview } from './task/question-review';
import { TaskFacts } from './task/task-facts';
import { TaskForm } from './task/task-form';
import { TaskResult } from './task/task-result';
import { useDraftOwner } from './work/drafts';
import { useRouteId } from './work/route-id';
import { WorkHeaderSkeleton } from './work/work-screen-state';

/** Answers that say the screen's copy of the test is out of date: it is fetched again. */
const STALE_ATTEMPT = new Set([
  'ERR_TASK_ALREADY_SUBMITTED',
  'ERR_TASK_ANSWERS_INVALID',
  'ERR_TASK_RETAKE_NOT_AVAILABLE',
  'ERR_TASK_RETAKE_NOT_PAID',
]);

/** /task/{id}: a test to answer, or the result of the attempt submitted. */
/** A test with free-text answers, which a mentor reviews and talks about in its thread. */
const hasFreeText = (task: { questions: readonly { answerType: string }[] }) =>
  task.questions.some((question) => question.answerType === 'text');

export function TaskPage() {
  const id = useRouteId();
  return id === null ? <ScreenNotFound /> : <TaskScreen id={id} />;
}

function TaskScreen({ id }: { id: number }) {
  const query = useQuery(taskQuery(id));
  const owner = useDraftOwner();
  if (query.isPending || owner === undefined) return <TaskSkeleton />;
  if (query.isError) {
    return <QueryFailure query={query} />;
  }
  return (
    <TaskView
      task={query.data}
      refetch={() => void query.refetch()}
      draftKey={draftKey(owner, 'task', id)}
    />
  );
}

function TaskView({
  task,
  refetch,
  draftKey,
}: {
  task: TaskResponse;
  refetch: () => void;
  draftKey: string | null;
}) {
  const { t } = useTranslation('student');
  const submitAnswers = useMutation(submitTaskAnswersMutation);
  const retake = useMutation(retakeTaskMutation);
  // What just happened here, so the part that changed takes focus (and only then).
  const [lastAction, setLastAction] = useState<'submitted' | 'retake' | null>(null);
  const { assignment } = task;
  const answering = assignment === null || assignment.status === 'incomplete';

  const refreshWhenStale = (error: unknown) => {
    // The client has shown the catalogue text as a toast; the screen shows the real state.
    if (error instanceof ApiError && error.code !== null && STALE_ATTEMPT.has(error.code)) {
      refetch();
    }
  };

  const submit = async (request: TaskAnswerRequest) => {
    try {
      await submitAnswers.mutateAsync(request);
      setLastAction('submitted');
      return true;
    } catch (error) {
      refreshWhenStale(error);
      return false;
    }
  };

  const startRetake = async () => {
    try {
      await retake.mutateAsync({ params: { id: task.id } });
      setLastAction('retake');
    } catch (error) {
      refreshWhenStale(error);
    }
  };

  return (
    <Stack gap="xl" maw={880}>
      <PageTitle title={task.title} />
      <Stack gap="sm">
        <Breadcrumbs
          items={[
            { label: t('subject.breadcrumbRoot'), to: paths.student.dashboard },
            { label: task.subjectTitle, to: paths.student.subject(task.subjectId) },
          ]}
        />
        <Text size="sm" fw={700} c="brand.7" tt="uppercase" lts={0.5}>
          {t('task.kind')}
        </Text>
        <Title order={1}>{task.title}</Title>
        {task.description ? (
          <Text size="lg" c="dark.4" maw={720} style={{ whiteSpace: 'pre-line' }}>
            {task.description}
          </Text>
        ) : null}
        <TaskFacts task={task} />
      </Stack>
      {assignment && !answering ? (
        <TaskResult
          task={task}
          assignment={assignment}
          announce={lastAction === 'submitted'}
          onStartRetake={() => void startRetake()}
          startingRetake={retake.isPending}
        />
      ) : null}
      {answering ? (
        <TaskForm
          key={`${task.id}-${assignment?.attempt ?? 0}`}
          task={task}
          onSubmit={submit}
          submitting={submitAnswers.isPending}
          announce={lastAction === 'retake'}
          draftKey={draftKey}
        />
      ) : (
        <QuestionReview
          questions={task.questions}
          retakeLeft={assignment !== null && canRetakeTask(assignment)}
        />
      )}
      {assignment && assignment.attempt > 0 && hasFreeText(task) ? (
        <ConversationThread thread="task-assignments" id={assignment.id} />
      ) : null}
    </Stack>
  );
}

/** The test's shape while it loads: the head, then question cards with their options. */
function TaskSkeleton() {
  const { t } = useTranslation('student');
  return (
    <Stack gap="xl" maw={880} aria-busy="true">
      <VisuallyHidden role="status">{t('task.screen.loading')}</VisuallyHidden>
      <WorkHeaderSkeleton />
      <Stack gap="md">
        <Skeleton height={30} width={160} radius="sm" />
        {[0, 1].map((card) => (
          <Paper key={card} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="sm">
              <Skeleton height={14} width={150} radius="sm" />
              <Skeleton height={22} width="min(520px, 90%)" radius="sm" />
              <Skeleton height={14} width={140} radius="sm" />
              {[0, 1, 2].map((option) => (
                <Skeleton key={option} height={48} radius="md" />
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
