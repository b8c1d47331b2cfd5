import { paths } from '@academy/contracts';
import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../shared/ui/page-title';
import classes from './status-page.module.css';

/** An unexpected failure while showing a screen. */
export function UnexpectedErrorContent() {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" gap="md" className={classes.content} role="alert">
      <PageTitle title={t('error.title')} />
      <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden="true">
        <Text fw={900} size="xl">
          !
        </Text>
      </ThemeIcon>
      <Title order={1}>{t('error.title')}</Title>
      <Text c="dimmed" maw={460}>
        {t('error.message')}
      </Text>
      <Group gap="sm" mt="sm" justify="center">
        {/* A full reload: the failure may come from stale code, e.g. a chunk gone after a deploy. */}
        <Button component={Link} to={paths.root} reloadDocument>
          {t('error.home')}
        </Button>
        <Button variant="default" onClick={() => window.location.reload()}>
          {t('error.retry')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Code the screen needs could not be fetched (the network dropped, or a new release replaced
 * it): a short message and a reload, which fetches the current code.
 */
export function CodeLoadFailedContent() {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" gap="md" className={classes.content} role="alert">
      <PageTitle title={t('loadFailed.title')} />
      <Title order={1}>{t('loadFailed.title')}</Title>
      <Text c="dimmed" maw={460}>
        {t('loadFailed.message')}
      </Text>
      <Button mt="sm" onClick={() => window.location.reload()}>
        {t('loadFailed.reload')}
      </Button>
    </Stack>
  );
}
