import type { NotificationItem } from '@academy/contracts';
import { Button, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { BellIcon, WarningIcon } from '../../shared/ui/icons';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PageTitle } from '../../shared/ui/page-title';
import { StateMessage } from '../../shared/ui/state-message';
import { notificationsQuery, unreadNotificationsQuery } from './api/queries';
import { readAllNotificationsMutation, readNotificationMutation } from './api/read-notifications';
import { notificationText } from './notification-text';
import classes from './notifications-page.module.css';

/**
 * /notifications and /admin/notifications (ARCHITECTURE.md, "Notifications"): the signed-in
 * user's notifications, newest first, older ones a page at a time; unread ones marked, each a
 * link to the thing itself, read once opened; "Mark all as read".
 */
export function NotificationsPage({ staff = false }: { staff?: boolean }) {
  const { t } = useTranslation('notifications');
  const list = useInfiniteQuery(notificationsQuery);
  const unread = useQuery(unreadNotificationsQuery).data?.unread ?? 0;
  const readAll = useMutation(readAllNotificationsMutation);
  const [allRead, setAllRead] = useState(false);
  const markAllRead = useSingleFlight(async () => {
    const done = await readAll
      .mutateAsync(undefined)
      .then(() => true)
      .catch(() => false);
    setAllRead(done);
  });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="xl">
      <PageTitle title={t('title')} />
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text size="lg" c="dark.4" maw={720}>
            {staff ? t('staffIntro') : t('intro')}
          </Text>
          <Text role="status" size="sm" c="dark.4">
            {allRead && unread === 0 ? t('allRead') : ''}
          </Text>
        </Stack>
        {items.length > 0 ? (
          <Button
            variant="default"
            onClick={markAllRead}
            loading={readAll.isPending}
            disabled={unread === 0 && items.every((item) => item.readAt !== null)}
          >
            {t('markAllRead')}
          </Button>
        ) : null}
      </Group>
      {list.data ? (
        items.length === 0 ? (
          <StateMessage headingOrder={2} title={t('empty.title')} icon={<BellIcon size={28} />}>
            <Text ta="center" maw={560}>
              {t('empty.text')}
            </Text>
          </StateMessage>
        ) : (
          <Stack gap="md">
            <ul className={classes.list}>
              {items.map((item) => (
                <NotificationRow key={item.id} item={item} />
              ))}
            </ul>
            {list.hasNextPage ? (
              <Group justify="center">
                <Button
                  variant="default"
                  onClick={() => void list.fetchNextPage()}
                  loading={list.isFetchingNextPage}
                >
                  {t('showOlder')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        )
      ) : list.isError ? (
        <LoadFailed
          headingOrder={2}
          title={t('failed.title')}
          icon={<WarningIcon size={28} />}
          error={list.error}
          retryLabel={t('failed.retry')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <Stack gap="sm" role="status" aria-label={t('loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={64} radius="md" />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** One notification: what happened, the detail line, when; opening it marks it read. */
function NotificationRow({ item }: { item: NotificationItem }) {
  const { t, i18n } = useTranslation('notifications');
  const read = useMutation(readNotificationMutation);
  const text = notificationText(item, i18n.language);
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(item.createdAt));
  const unread = item.readAt === null;

  return (
    <li className={`${classes.item} ${unread ? classes.unread : ''}`}>
      <Link
        to={item.link}
        className={classes.link}
        onClick={() => {
          if (unread && !read.isPending) read.mutate({ params: { id: String(item.id) } });
        }}
      >
        <span className={classes.dot} aria-hidden="true" />
        <span className={classes.body}>
          {unread ? <VisuallyHidden>{`${t('unread')}: `}</VisuallyHidden> : null}
          <Text component="span" display="block" className={classes.title}>
            {text.title}
          </Text>
          {text.detail ? (
            <Text component="span" display="block" size="sm" c="dark.4">
              {text.detail}
            </Text>
          ) : null}
          <Text component="time" display="block" size="xs" c="dark.4" dateTime={item.createdAt}>
            {when}
          </Text>
        </span>
      </Link>
    </li>
  );
}
