import { paths } from '@academy/contracts';
import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../shared/ui/logo';
import classes from './site-footer.module.css';

export function SiteFooter() {
  const { t } = useTranslation('common');
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="xl">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap="xs" maw={360}>
            <Logo to={paths.home} />
            <Text size="sm" c="dimmed">
              {t('footer.tagline')}
            </Text>
          </Stack>
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t('footer.legal')}
            </Text>
            <Anchor component={Link} to={paths.terms} size="sm" c="dark.5">
              {t('footer.terms')}
            </Anchor>
            <Anchor component={Link} to={paths.privacy} size="sm" c="dark.5">
              {t('footer.privacy')}
            </Anchor>
          </Stack>
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t('footer.support')}
            </Text>
            <Text size="sm" c="dark.5">
              {t('footer.supportHours')}
            </Text>
          </Stack>
        </Group>
        <Text size="xs" c="dimmed" mt="xl">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}
