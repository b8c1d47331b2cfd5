import {
  paths,
  REVIEW_COMMENT_MAX_LENGTH,
  type ReviewDecisionRequest,
  type ReviewKind,
  reviewDecisionRequestSchema,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { decideReviewMutation } from './api/decide-review';
import { reviewQueueQuery } from './api/queries';
import { reviewPath } from './review-path';
import type { VerdictNoticeState } from './verdict-notice';

interface VerdictFormProps {
  kind: ReviewKind;
  id: number;
  title: string;
  student: string;
}

/**
 * Pass or Fail with a comment (required to fail: contracts' reviewDecisionRequestSchema).
 * Either button first asks for confirmation, saying what the verdict does; there is no
 * keyboard shortcut for a verdict (a Ctrl+Enter that passed used to send a pass from the
 * failure comment being typed). After the verdict the next waiting item opens, or the queue
 * when none is left.
 */
export function VerdictForm({ kind, id, title, student }: VerdictFormProps) {
  const { t } = useTranslation('reviews');
  const messages = useMessageFormatter();
  const schema = useMemo(() => reviewDecisionRequestSchema(messages), [messages]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const decide = useMutation(decideReviewMutation);
  const {
    register,
    handleSubmit,
    setValue,
    trigger,
    formState: { errors },
  } = useForm<ReviewDecisionRequest>({
    resolver: zodResolver(schema),
    defaultValues: { verdict: 'passed', comment: '' },
  });
  useErrorsFollowLanguage(errors, trigger);

  // The verdict waiting for the mentor's confirmation, once the form is valid.
  const [confirming, setConfirming] = useState<ReviewDecisionRequest | null>(null);

  const send = useSingleFlight(async (values: ReviewDecisionRequest) => {
    const decision = schema.parse(values);
    try {
      await decide.mutateAsync({ kind, id, decision });
    } catch {
      // The HTTP client has said why (a toast); the form stays as it was.
      setConfirming(null);
      return;
    }
    setConfirming(null);
    const notice: VerdictNoticeState = { verdict: decision.verdict, title, student };
    // The next waiting item, the one just decided being gone from the queue.
    const queue = await queryClient
      .fetchQuery({ ...reviewQueueQuery({ limit: 2 }), staleTime: 0 })
      .catch(() => null);
    const next = queue?.items.find((item) => !(item.kind === kind && item.id === id));
    navigate(next ? reviewPath(next) : paths.admin.reviews, { state: notice });
  });

  const ask = (verdict: ReviewDecisionRequest['verdict']) => {
    setValue('verdict', verdict);
    void handleSubmit((values) => setConfirming(schema.parse(values)))();
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="verdict-title"
    >
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <Stack gap="md">
          <Title order={2} size="h3" id="verdict-title">
            {t('verdict.title')}
          </Title>
          <Textarea
            label={t('verdict.commentLabel')}
            description={t('verdict.commentHint')}
            autosize
            minRows={3}
            maxLength={REVIEW_COMMENT_MAX_LENGTH}
            error={errors.comment?.message}
            {...register('comment')}
          />
          <Group gap="sm" wrap="wrap">
            <Button
              type="button"
              leftSection={<IconCheck size={16} />}
              loading={decide.isPending}
              onClick={() => ask('passed')}
            >
              {t('verdict.pass')}
            </Button>
            <Button
              type="button"
              color="red"
              variant="light"
              leftSection={<IconX size={16} />}
              loading={decide.isPending}
              onClick={() => ask('failed')}
            >
              {t('verdict.fail')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('verdict.keyboardHint')}
          </Text>
        </Stack>
      </form>
      {confirming ? (
        <ConfirmVerdict
          decision={confirming}
          title={title}
          student={student}
          pending={decide.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            void send(confirming);
          }}
        />
      ) : null}
    </Paper>
  );
}

/** What the verdict does, said before it is given: the only way to send one. */
function ConfirmVerdict(props: {
  decision: ReviewDecisionRequest;
  title: string;
  student: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('reviews');
  const passing = props.decision.verdict === 'passed';
  const comment = props.decision.comment ?? '';
  return (
    <Modal
      opened
      onClose={props.onCancel}
      closeButtonProps={{ 'aria-label': t('verdict.close') }}
      title={t(passing ? 'verdict.confirmPassTitle' : 'verdict.confirmFailTitle', {
        title: props.title,
        student: props.student,
      })}
    >
      <Stack gap="md">
        <Text size="sm">{t(passing ? 'verdict.confirmPassText' : 'verdict.confirmFailText')}</Text>
        {comment ? (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('verdict.confirmComment')}
            </Text>
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              data-testid="confirm-comment"
            >
              {comment}
            </Text>
          </Stack>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel}>
            {t('verdict.cancel')}
          </Button>
          <Button
            color={passing ? undefined : 'red'}
            loading={props.pending}
            onClick={props.onConfirm}
            data-autofocus
          >
            {t(passing ? 'verdict.confirmPass' : 'verdict.confirmFail')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
