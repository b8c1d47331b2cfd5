import { paths } from '@academy/contracts';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStaffTime } from '../../shared/lib/staff-time';
import { waitingTime } from '../../shared/lib/waiting-time';
import { PageTitle } from '../../shared/ui/page-title';
import { ToneBadge } from '../../shared/ui/tone-badge';

interface ReviewHeaderProps {
  kindLabel: string;
  title: string;
  subjectTitle: string;
  student: { fullName: string; email: string };
  attempt: number;
  submittedAt: string;
  /** Submitted after its due date (mini projects). */
  late?: boolean;
}

/** The reviewed work: what, whose, which attempt, and how long it has waited. */
export function ReviewHeader(props: ReviewHeaderProps) {
  const { t, i18n } = useTranslation('admin-reviews');
  const waited = waitingTime(props.submittedAt, new Date(), i18n.language);
  const submitted = useStaffTime().dateTime(props.submittedAt);
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
      <Text size="sm" c={waited.long ? 'red' : 'dimmed'}>
        {t('review.submitted', { date: submitted, time: waited.text })}
        {props.late ? ` · ${t('review.lateHint')}` : null}
      </Text>
    </Stack>
  );
}

/** A decided review's outcome, where the verdict form would be. */
export function DecidedReview({
  status,
  comment,
  reviewerName,
}: {
  status: 'passed' | 'failed';
  comment: string | null;
  reviewerName: string | null;
}) {
  const { t } = useTranslation('admin-reviews');
  return (
    <Stack gap={4} role="status">
      <Group gap="xs">
        <Badge color={status === 'passed' ? 'green' : 'red'}>{t(`status.${status}`)}</Badge>
        {reviewerName ? <Text size="sm">{t('review.by', { name: reviewerName })}</Text> : null}
      </Group>
      {comment ? <Text style={{ whiteSpace: 'pre-wrap' }}>{comment}</Text> : null}
    </Stack>
  );
}
