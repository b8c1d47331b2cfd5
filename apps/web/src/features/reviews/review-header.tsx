import {
  paths,
  REVIEW_COMMENT_MAX_LENGTH,
  type ReviewCorrectionRequest,
  type ReviewKind,
  reviewCorrectionRequestSchema,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Badge, Button, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { useStaffTime } from '../../shared/lib/staff-time';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { waitingTime } from '../../shared/lib/waiting-time';
import { PageTitle } from '../../shared/ui/page-title';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { correctReviewMutation } from './api/decide-review';

interface ReviewHeaderProps {
  kindLabel: string;
  title: string;
  subjectTitle: string;
  student: { fullName: string; email: string };
  attempt: number;
  submittedAt: string;
  /** Submitted after its due date (mini projects). */
  late?: boolean;
  /** Who decided and when, once decided: said instead of how long it waits. */
  decided?: { reviewerName: string | null; reviewedAt: string | null } | null;
}

/**
 * The reviewed work: what, whose, which attempt, and how long it has waited; once decided,
 * who decided it and when instead.
 */
export function ReviewHeader(props: ReviewHeaderProps) {
  const { t, i18n } = useTranslation('reviews');
  const waited = waitingTime(props.submittedAt, new Date(), i18n.language);
  const staffTime = useStaffTime();
  const submitted = staffTime.dateTime(props.submittedAt);
  const decided = props.decided;
  return (
    <Stack gap="xs">
      <PageTitle title={props.title} />
      <Anchor component={Link} to={paths.admin.reviews} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" />
          {t('states.backToQueue')}
        </Group>
      </Anchor>
      <Group gap="xs">
        <Badge variant="light">{props.kindLabel}</Badge>
        <Badge variant="default">{t('review.attempt', { attempt: props.attempt })}</Badge>
        {props.late ? <ToneBadge tone="orange">{t('review.late')}</ToneBadge> : null}
      </Group>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {props.title}
      </Title>
      <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('review.meta', {
          subject: props.subjectTitle,
          student: props.student.fullName,
          email: props.student.email,
        })}
      </Text>
      {decided ? (
        <Text size="sm" c="dimmed" data-testid="review-timing">
          {t('review.submittedOn', { date: submitted })}{' '}
          {t(decided.reviewerName ? 'review.decidedBy' : 'review.decided', {
            date: decided.reviewedAt ? staffTime.dateTime(decided.reviewedAt) : '—',
            name: decided.reviewerName ?? '',
          })}
          {props.late ? ` · ${t('review.lateHint')}` : null}
        </Text>
      ) : (
        <Text size="sm" c={waited.long ? 'red' : 'dimmed'} data-testid="review-timing">
          {t('review.submitted', { date: submitted, time: waited.text })}
          {props.late ? ` · ${t('review.lateHint')}` : null}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A decided review's outcome, where the verdict form would be. An admin may correct it
 * (passed ⇄ failed) with a reason: POST admin/reviews/corrections (ARCHITECTURE.md, "Reviews").
 */
export function DecidedReview({
  kind,
  id,
  status,
  comment,
  reviewerName,
  canCorrect,
}: {
  kind: ReviewKind;
  id: number;
  status: 'passed' | 'failed';
  comment: string | null;
  reviewerName: string | null;
  /** The caller is an admin, and the verdict is the work's latest. */
  canCorrect: boolean;
}) {
  const { t } = useTranslation('reviews');
  const [correcting, setCorrecting] = useState(false);
  return (
    <Stack gap="xs" component="section" aria-labelledby="decided-title">
      <Title order={2} size="h3" id="decided-title">
        {t('decided.title')}
      </Title>
      <Stack gap={4} role="status">
        <Group gap="xs">
          <ToneBadge tone={status === 'passed' ? 'green' : 'red'}>
            {t(`status.${status}`)}
          </ToneBadge>
          {reviewerName ? <Text size="sm">{t('review.by', { name: reviewerName })}</Text> : null}
        </Group>
        {comment ? <Text style={{ whiteSpace: 'pre-wrap' }}>{comment}</Text> : null}
      </Stack>
      {canCorrect ? (
        <Group>
          <Button variant="default" onClick={() => setCorrecting(true)}>
            {t(status === 'passed' ? 'decided.correctToFail' : 'decided.correctToPass')}
          </Button>
        </Group>
      ) : null}
      {correcting ? (
        <CorrectVerdict
          kind={kind}
          id={id}
          verdict={status === 'passed' ? 'failed' : 'passed'}
          onClose={() => setCorrecting(false)}
        />
      ) : null}
    </Stack>
  );
}

/** The correction's dialog: what it changes, and the reason the student will read. */
function CorrectVerdict(props: {
  kind: ReviewKind;
  id: number;
  verdict: 'passed' | 'failed';
  onClose: () => void;
}) {
  const { t } = useTranslation('reviews');
  const messages = useMessageFormatter();
  const schema = useMemo(() => reviewCorrectionRequestSchema(messages), [messages]);
  const correct = useMutation(correctReviewMutation);
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<ReviewCorrectionRequest>({
    resolver: zodResolver(schema),
    defaultValues: { kind: props.kind, id: props.id, verdict: props.verdict, reason: '' },
  });
  useErrorsFollowLanguage(errors, trigger);
  const send = useSingleFlight(async (values: ReviewCorrectionRequest) => {
    try {
      await correct.mutateAsync(schema.parse(values));
    } catch {
      // The HTTP client has said why (a toast).
    }
    props.onClose();
  });
  const passing = props.verdict === 'passed';
  return (
    <Modal
      opened
      onClose={props.onClose}
      closeButtonProps={{ 'aria-label': t('verdict.close') }}
      title={t(passing ? 'decided.confirmPassTitle' : 'decided.confirmFailTitle')}
    >
      <form noValidate onSubmit={handleSubmit(send)}>
        <Stack gap="md">
          <Text size="sm">{t(passing ? 'decided.passText' : 'decided.failText')}</Text>
          <Textarea
            label={t('decided.reasonLabel')}
            description={t('decided.reasonHint')}
            required
            autosize
            minRows={3}
            maxLength={REVIEW_COMMENT_MAX_LENGTH}
            error={errors.reason?.message}
            data-autofocus
            {...register('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose}>
              {t('verdict.cancel')}
            </Button>
            <Button type="submit" color={passing ? undefined : 'red'} loading={correct.isPending}>
              {t(passing ? 'decided.confirmPass' : 'decided.confirmFail')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
