import {
  paths,
  REVIEW_COMMENT_MAX_LENGTH,
  type ReviewDecisionRequest,
  type ReviewKind,
  reviewDecisionRequestSchema,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { useDecideReview } from './api/decide-review';
import { reviewQueueQueryOptions } from './api/review-queue';
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
 * Ctrl+Enter in the comment passes, the buttons are in the tab order after it. After the
 * verdict the next waiting item opens, or the queue when none is left.
 */
export function VerdictForm({ kind, id, title, student }: VerdictFormProps) {
  const { t } = useTranslation('admin-reviews');
  const messages = useMessageFormatter();
  const schema = useMemo(() => reviewDecisionRequestSchema(messages), [messages]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const decide = useDecideReview();
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

  const send = useSingleFlight(async (values: ReviewDecisionRequest) => {
    const decision = schema.parse(values);
    try {
      await decide.mutateAsync({ kind, id, decision });
    } catch {
      // The HTTP client has said why (a toast); the form stays as it was.
      return;
    }
    const notice: VerdictNoticeState = { verdict: decision.verdict, title, student };
    // The next waiting item, the one just decided being gone from the queue.
    const queue = await queryClient
      .fetchQuery({ ...reviewQueueQueryOptions({ limit: 2 }), staleTime: 0 })
      .catch(() => null);
    const next = queue?.items.find((item) => !(item.kind === kind && item.id === id));
    navigate(next ? reviewPath(next) : paths.admin.reviews, { state: notice });
  });

  const submitWith = (verdict: ReviewDecisionRequest['verdict']) => {
    setValue('verdict', verdict);
    void handleSubmit(send)();
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="verdict-title"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submitWith('passed');
        }}
      >
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
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                submitWith('passed');
              }
            }}
          />
          <Group gap="sm" wrap="wrap">
            <Button type="submit" leftSection={<IconCheck size={16} />} loading={decide.isPending}>
              {t('verdict.pass')}
            </Button>
            <Button
              type="button"
              color="red"
              variant="light"
              leftSection={<IconX size={16} />}
              loading={decide.isPending}
              onClick={() => submitWith('failed')}
            >
              {t('verdict.fail')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('verdict.keyboardHint')}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
