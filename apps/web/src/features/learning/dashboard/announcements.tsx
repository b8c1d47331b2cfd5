import type { Announcement } from '@academy/contracts';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMarkdownContent } from '../../../shared/ui/markdown/load-markdown';
import { myAnnouncementsQuery } from '../api/queries';
import classes from './dashboard.module.css';

/** The lecture renderer (sanitised Markdown), loaded only when there is something to show. */
const MarkdownContent = lazy(() =>
  loadMarkdownContent().then((m) => ({ default: m.MarkdownContent })),
);

/** The reader's language of the two every announcement is written in. */
const inLanguage = (texts: Announcement['title'], language: string) =>
  language === 'ru' ? texts.ru : texts.en;

/**
 * The announcements that reach the student (ARCHITECTURE.md, "Announcements"), newest first,
 * in the interface's language. None: nothing is shown. A failure says so in its slot, with
 * "Try again", and the rest of the dashboard stays.
 */
export function DashboardAnnouncements() {
  const { t, i18n } = useTranslation('student');
  const announcements = useQuery(myAnnouncementsQuery);

  if (announcements.isPending) {
    return <Skeleton height={96} radius="lg" aria-hidden="true" />;
  }
  if (announcements.isError) {
    return (
      <Paper withBorder radius="lg" className={classes.continue} role="alert">
        <Group justify="space-between" gap="sm">
          <Text>{t('dashboard.announcements.failed')}</Text>
          <Button
            variant="light"
            onClick={() => void announcements.refetch()}
            loading={announcements.isFetching}
          >
            {t('states.failed.retry')}
          </Button>
        </Group>
      </Paper>
    );
  }
  const items = announcements.data.items;
  if (items.length === 0) return null;

  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  return (
    <section aria-labelledby="announcements-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="announcements-title">
          {t('dashboard.announcements.title')}
        </Title>
        <Stack gap="sm" component="ul" className={classes.announcements}>
          {items.map((announcement) => (
            <Paper
              key={announcement.id}
              component="li"
              withBorder
              radius="lg"
              className={classes.continue}
              data-testid="dashboard-announcement"
            >
              <Stack gap={6}>
                <Text size="sm" c="gray.7">
                  <time dateTime={announcement.createdAt}>
                    {date.format(new Date(announcement.createdAt))}
                  </time>
                </Text>
                <Title order={3} size="h4" className={classes.announcementTitle}>
                  {inLanguage(announcement.title, i18n.language)}
                </Title>
                <Suspense fallback={<Skeleton height={40} />}>
                  <MarkdownContent>{inLanguage(announcement.body, i18n.language)}</MarkdownContent>
                </Suspense>
              </Stack>
            </Paper>
          ))}
        </Stack>
      </Stack>
    </section>
  );
}
