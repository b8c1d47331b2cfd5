import type { AdminAnnouncement, AnnouncementRequest } from '@academy/contracts';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { LoadFailed } from '../../shared/ui/load-failed';
import { loadMarkdownContent } from '../../shared/ui/markdown/load-markdown';
import { PageTitle } from '../../shared/ui/page-title';
import { StaffList } from '../../shared/ui/staff-list';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { AnnouncementDialog } from './announcement-dialog';
import { readAnnouncementPage, writeAnnouncementPage } from './announcement-page';
import {
  adminAnnouncementsQuery,
  createAnnouncementMutation,
  directionChoicesQuery,
  withdrawAnnouncementMutation,
} from './api/announcements';

/** The lecture renderer (sanitised Markdown), loaded with the first announcement shown. */
const MarkdownContent = lazy(() =>
  loadMarkdownContent().then((m) => ({ default: m.MarkdownContent })),
);

/** A failed change was shown by the HTTP client (a toast): the screen only moves on. */
const quietly = <T,>(work: Promise<T>) => work.catch(() => null);

function AnnouncementRow({
  announcement,
  busy,
  onWithdraw,
}: {
  announcement: AdminAnnouncement;
  busy: boolean;
  onWithdraw: () => void;
}) {
  const { t, i18n } = useTranslation('announcements');
  const russian = i18n.language === 'ru';
  const title = russian ? announcement.titleRu : announcement.titleEn;
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(announcement.createdAt));
  const audience =
    announcement.audience === 'direction'
      ? t('list.toDirection', { direction: announcement.direction?.title ?? '' })
      : announcement.audience === 'course_type'
        ? t('list.toCourseType', {
            courseType: t(`courseType.${announcement.courseType ?? 'online'}`),
          })
        : t('audience.everyone');
  const withdrawn = announcement.withdrawnAt !== null;
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="announcement-row">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            <Text size="sm" c="dimmed">
              {t('list.meta', { audience, when, author: announcement.author?.fullName ?? '—' })}
            </Text>
          </Stack>
          <Group gap="xs" wrap="wrap">
            <ToneBadge tone={withdrawn ? 'gray' : 'green'}>
              {withdrawn ? t('list.withdrawn') : t('list.current')}
            </ToneBadge>
            {withdrawn ? null : (
              <Button
                size="xs"
                variant="default"
                onClick={onWithdraw}
                disabled={busy}
                aria-label={t('list.withdrawNamed', { title })}
              >
                {t('list.withdraw')}
              </Button>
            )}
          </Group>
        </Group>
        <Suspense fallback={<Skeleton height={40} />}>
          <MarkdownContent>{russian ? announcement.bodyRu : announcement.bodyEn}</MarkdownContent>
        </Suspense>
      </Stack>
    </Paper>
  );
}

/**
 * Announcements (admins): newest first, a page at a time, the page in the address; post one
 * in a dialog, withdraw one with a click; each change audited by the server. Titles and texts
 * show in the interface's language.
 */
export function AnnouncementsPage() {
  const { t } = useTranslation('announcements');
  const [params, setParams] = useSearchParams();
  const page = readAnnouncementPage(params);
  const list = useQuery({
    ...adminAnnouncementsQuery(page > 1 ? { page } : {}),
    placeholderData: keepPreviousData,
  });
  const directions = useQuery(directionChoicesQuery);
  const [posting, setPosting] = useState(false);
  const [notice, setNotice] = useState('');
  // Withdrawn here: shown so at once, before the list is read again, and never sent twice.
  const [withdrawnIds, setWithdrawnIds] = useState<ReadonlySet<number>>(new Set());
  const create = useMutation(createAnnouncementMutation);
  const withdraw = useMutation(withdrawAnnouncementMutation);

  const doWithdraw = useSingleFlight(async (announcement: AdminAnnouncement) => {
    if (withdrawnIds.has(announcement.id)) return;
    const withdrawn = await quietly(withdraw.mutateAsync({ params: { id: announcement.id } }));
    if (withdrawn) {
      setWithdrawnIds((ids) => new Set(ids).add(withdrawn.id));
      setNotice(t('notice.withdrawn', { title: announcement.titleEn }));
    }
  });
  const doPost = async (request: AnnouncementRequest) => {
    const posted = await quietly(create.mutateAsync(request));
    if (!posted) return false;
    setNotice(t('notice.posted', { title: posted.titleEn }));
    setPosting(false);
    setParams(writeAnnouncementPage(1));
    return true;
  };

  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 280px' }}>
          <Title order={1}>{t('title')}</Title>
          <Text size="sm" c="dimmed" maw={640}>
            {t('hint')}
          </Text>
        </Stack>
        {list.data ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setPosting(true)}>
            {t('new')}
          </Button>
        ) : null}
      </Group>

      <StaffList
        list={list}
        page={page}
        filtered={false}
        namespace="announcements"
        icon={<IconSpeakerphone size={28} />}
        loading={
          <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
            <Skeleton height={120} />
            <Skeleton height={120} />
          </Stack>
        }
        failed={(error, retry) => (
          <LoadFailed
            headingOrder={2}
            title={t('failed')}
            icon={<IconAlertTriangle size={28} />}
            error={error}
            retryLabel={t('retry')}
            onRetry={retry}
          />
        )}
        pageHref={(to) => `?${writeAnnouncementPage(to)}`}
        onPage={(to) => setParams(writeAnnouncementPage(to))}
        onClearFilters={() => setParams(writeAnnouncementPage(1))}
      >
        {(announcement) => (
          <AnnouncementRow
            key={announcement.id}
            announcement={
              withdrawnIds.has(announcement.id) && announcement.withdrawnAt === null
                ? { ...announcement, withdrawnAt: new Date().toISOString() }
                : announcement
            }
            busy={withdraw.isPending}
            onWithdraw={() => void doWithdraw(announcement)}
          />
        )}
      </StaffList>
      {posting ? (
        <AnnouncementDialog
          directions={directions.data?.items ?? []}
          onPost={doPost}
          onClose={() => setPosting(false)}
        />
      ) : null}
      <Text role="status" size="sm" aria-live="polite">
        {notice}
      </Text>
    </Stack>
  );
}
