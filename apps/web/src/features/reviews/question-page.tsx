import { lectureQuestionEndpoints, paths } from '@academy/contracts';
import { Anchor, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { endpointMutation, invalidateEndpoints } from '../../shared/api/endpoint-query';
import { ConversationThread } from '../../shared/ui/conversation/conversation-thread';
import { PageTitle } from '../../shared/ui/page-title';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { staffQuestionQuery } from './api/queries';
import { ReviewFailed, ReviewNotFound, ReviewSkeleton } from './review-states';
import { isNotFound, routeId } from './route-id';

/*
 * /admin/reviews/questions/{id} (ARCHITECTURE.md, "Conversations"): a student's question on
 * a lecture, its thread, and whether every student of the subject may read it. Writing in
 * the thread answers it; the student is told.
 */

/** What shows the question's state: read again after a message or a change of sharing. */
const questionState = [
  lectureQuestionEndpoints.getStaffLectureQuestion,
  lectureQuestionEndpoints.listWaitingQuestions,
];

const shareMutation = endpointMutation(lectureQuestionEndpoints.shareLectureQuestion, {
  onSuccess: (question, _input, _result, { client }) => {
    client.setQueryData(staffQuestionQuery(question.id).queryKey, question);
  },
  onSettled: (_answer, _error, _input, _result, { client }) =>
    invalidateEndpoints(client, [lectureQuestionEndpoints.listWaitingQuestions]),
});

export function QuestionPage() {
  const { t, i18n } = useTranslation('reviews');
  const id = routeId(useParams().id);
  const question = useQuery({ ...staffQuestionQuery(id ?? 0), enabled: id !== null });
  const share = useMutation(shareMutation);
  if (id === null || (question.isError && isNotFound(question.error))) return <ReviewNotFound />;
  if (question.isPending) return <ReviewSkeleton label={t('states.loading')} />;
  if (question.isError) {
    return <ReviewFailed error={question.error} onRetry={() => void question.refetch()} />;
  }
  const data = question.data;
  const asked = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(data.askedAt));
  return (
    <Stack gap="lg">
      <PageTitle title={t('question.title', { lecture: data.lecture.title })} />
      <Anchor component={Link} to={paths.admin.questions} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" />
          {t('question.back')}
        </Group>
      </Anchor>
      <Stack gap={6}>
        <Group gap="xs">
          {data.waitingSince ? (
            <ToneBadge tone="orange">{t('question.waiting')}</ToneBadge>
          ) : (
            <ToneBadge tone="green">{t('question.answered')}</ToneBadge>
          )}
        </Group>
        <Title order={1}>{t('question.title', { lecture: data.lecture.title })}</Title>
        <Text c="dimmed">
          {t('question.meta', {
            subject: data.subjectTitle,
            student: data.student.fullName,
            email: data.student.email,
            date: asked,
          })}
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <Switch
          // The choice shows at once; a failure (told by a toast) puts it back.
          checked={share.isPending ? (share.variables?.body.shared ?? data.shared) : data.shared}
          disabled={share.isPending}
          label={t('question.shareLabel')}
          description={t('question.shareHint')}
          onChange={(event) =>
            share.mutate({ params: { id }, body: { shared: event.currentTarget.checked } })
          }
        />
      </Paper>
      <ConversationThread thread="lecture-questions" id={id} alsoRefresh={questionState} />
    </Stack>
  );
}
