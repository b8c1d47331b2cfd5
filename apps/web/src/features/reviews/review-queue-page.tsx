import {
  REVIEW_SEARCH_MAX_LENGTH,
  type ReviewKind,
  type ReviewQueueItem,
} from '@academy/contracts';
import { Anchor, Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageTitle } from '../../shared/ui/page-title';
import { SearchField } from '../../shared/ui/search-field';
import { StateMessage } from '../../shared/ui/state-message';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { reviewQueueQuery } from './api/queries';
import {
  type QueueFilters,
  queueQuery,
  readQueueFilters,
  writeQueueFilters,
} from './queue-filters';
import { reviewPath } from './review-path';
import { ReviewSections } from './review-sections';
import { ReviewFailed, ReviewSkeleton } from './review-states';
import { VerdictNotice, type VerdictNoticeState } from './verdict-notice';
import { WaitingBadge } from './waiting-badge';

function QueueItem({ item, now }: { item: ReviewQueueItem; now: Date }) {
  const { t } = useTranslation('reviews');
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="review-queue-item">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color={item.kind === 'task' ? 'grape' : 'blue'}>
            {t(`kind.${item.kind}`)}
          </Badge>
          <WaitingBadge since={item.submittedAt} now={now} />
          {item.late ? <ToneBadge tone="orange">{t('review.late')}</ToneBadge> : null}
        </Group>
        <Anchor component={Link} to={reviewPath(item)} fw={600} size="lg">
          {item.title}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('queue.meta', {
            subject: item.subjectTitle,
            student: item.student.fullName,
            attempt: item.attempt,
          })}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The review queue: waiting work, oldest first, filtered by kind and student (in the URL). */
export function ReviewQueuePage() {
  const { t } = useTranslation('reviews');
  const [params, setParams] = useSearchParams();
  const filters = readQueueFilters(params);
  const queue = useQuery({
    ...reviewQueueQuery(queueQuery(filters)),
    placeholderData: keepPreviousData,
  });
  const notice = useLocation().state as VerdictNoticeState | null;
  const now = new Date();

  const apply = (next: QueueFilters) => setParams(writeQueueFilters(next), { replace: true });

  return (
    <Stack gap="lg">
      <PageTitle title={t('queue.title')} />
      <Stack gap={4}>
        <Title order={1}>{t('queue.title')}</Title>
        <Text c="dimmed">{t('queue.intro')}</Text>
      </Stack>
      <ReviewSections current="work" />
      {notice?.verdict ? <VerdictNotice state={notice} /> : null}
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label={t('queue.kindLabel')}
          w={200}
          allowDeselect={false}
          value={filters.kind ?? 'all'}
          onChange={(value) =>
            apply({ ...filters, kind: !value || value === 'all' ? null : (value as ReviewKind) })
          }
          data={[
            { value: 'all', label: t('queue.kindAll') },
            { value: 'mini-project', label: t('kind.mini-project') },
            { value: 'task', label: t('kind.task') },
          ]}
        />
        <SearchField
          label={t('queue.searchLabel')}
          placeholder={t('queue.searchPlaceholder')}
          value={filters.search}
          maxLength={REVIEW_SEARCH_MAX_LENGTH}
          onSearch={(search) => apply({ ...filters, search })}
          style={{ flex: '1 1 260px' }}
        />
      </Group>

      {queue.isPending ? (
        <ReviewSkeleton label={t('states.loading')} />
      ) : queue.isError ? (
        <ReviewFailed error={queue.error} onRetry={() => void queue.refetch()} />
      ) : queue.data.items.length === 0 ? (
        <StateMessage
          title={filters.kind || filters.search ? t('queue.noMatchTitle') : t('queue.emptyTitle')}
          headingOrder={2}
          tone="success"
          icon={<IconChecklist size={28} />}
          actions={
            filters.kind || filters.search ? (
              <Button variant="light" onClick={() => apply({ kind: null, search: '' })}>
                {t('queue.clearFilters')}
              </Button>
            ) : null
          }
        >
          {filters.kind || filters.search ? t('queue.noMatchText') : t('queue.emptyText')}
        </StateMessage>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('queue.total', { count: queue.data.total })}
          </Text>
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {queue.data.items.map((item) => (
              <QueueItem key={`${item.kind}:${item.id}`} item={item} now={now} />
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
