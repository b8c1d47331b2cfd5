import { paths } from '@academy/contracts';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../shared/ui/page-title';
import classes from './status-page.module.css';

/** Any unknown path: 'OOPS!', 'We can't find that page', 'Go Back Home'. */
export function NotFoundContent() {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" gap="md" className={classes.content}>
      <PageTitle title={t('notFound.message')} />
      <Text className={classes.code} aria-hidden="true">
        404
      </Text>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text size="lg" fw={600}>
        {t('notFound.message')}
      </Text>
      <Text c="dimmed" maw={420}>
        {t('notFound.hint')}
      </Text>
      <Button component={Link} to={paths.root} size="md" mt="sm">
        {t('notFound.action')}
      </Button>
    </Stack>
  );
}
