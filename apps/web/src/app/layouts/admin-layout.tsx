import '../../shared/ui/styles/mantine-student-area.css';
import { paths } from '@academy/contracts';
import { AppShell, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../../shared/ui/language-switcher';
import { Logo } from '../../shared/ui/logo';
import { QueryProvider } from '../providers/query-provider';
import classes from './student-layout.module.css';
import { UserBar } from './user-bar';

/**
 * The staff area (/admin). Its route loader lets only staff in (students go to their own
 * area); the server checks every staff call anyway.
 */
export function AdminLayout() {
  return (
    <QueryProvider>
      <AdminShell />
    </QueryProvider>
  );
}

function AdminShell() {
  const { t } = useTranslation('admin');

  return (
    <AppShell header={{ height: 64 }} padding={{ base: 'md', sm: 'xl' }}>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Logo to={paths.admin.root} suffix={t('brandSuffix')} />
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitcher />
            <UserBar />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main id="main" tabIndex={-1} className={classes.main}>
        <Container size="lg" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
