import '../../shared/ui/styles/mantine-student-area.css';
import { paths, type Role, staffRoles } from '@academy/contracts';
import { Alert, AppShell, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useCurrentStudent } from '../../shared/session/current-student';
import { LanguageSwitcher } from '../../shared/ui/language-switcher';
import { Logo } from '../../shared/ui/logo';
import { PageLoader } from '../../shared/ui/page-loader';
import { QueryProvider } from '../providers/query-provider';
import classes from './student-layout.module.css';
import { UserBar } from './user-bar';

const isStaff = (role: Role) => staffRoles.some((staffRole) => staffRole === role);

/** The staff area (/admin). The server checks every staff call; this only spares students a dead end. */
export function AdminLayout() {
  return (
    <QueryProvider>
      <AdminShell />
    </QueryProvider>
  );
}

function AdminShell() {
  const { t } = useTranslation('admin');
  const { t: errorText } = useTranslation('errors');
  const { data: user, isPending, isError } = useCurrentStudent();

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
          {isPending ? <PageLoader /> : null}
          {isError ? <Alert color="gray">{t('loadFailed')}</Alert> : null}
          {user && !isStaff(user.role) ? (
            <Alert color="red" title={t('forbiddenTitle')} role="alert">
              {errorText('ERR_USER_FORBIDDEN')}
            </Alert>
          ) : null}
          {user && isStaff(user.role) ? <Outlet /> : null}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
