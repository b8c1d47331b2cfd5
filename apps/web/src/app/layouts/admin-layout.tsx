import '../../shared/ui/styles/mantine-staff-area.css';
import { paths } from '@academy/contracts';
import { AppShell, Box, Burger, Group, NavLink, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { sessionRole } from '../../shared/api/tokens';
import { LanguageSwitcher } from '../../shared/ui/language-switcher';
import { Logo } from '../../shared/ui/logo';
import { PageLoader } from '../../shared/ui/page-loader';
import { QueryProvider } from '../providers/query-provider';
import { adminNavItemsFor, isActiveNavItem } from './admin-navigation';
import classes from './student-layout.module.css';
import { UserBar } from './user-bar';
import { UserIdentity } from './user-identity';

/**
 * The staff area (/admin): a side menu of its sections (a mentor sees the reviews only), the
 * signed-in user in the header. Its route loader lets only staff in (students go to their
 * own area), admin-only sections send a mentor to the reviews, and the server checks every
 * staff call anyway.
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
  const { pathname } = useLocation();
  const [navbarOpened, navbar] = useDisclosure(false);
  const items = adminNavItemsFor(sessionRole());
  // Below the `sm` breakpoint the menu slides away when closed, and is then out of reach.
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !navbarOpened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              hiddenFrom="sm"
              size="sm"
              opened={navbarOpened}
              onClick={navbar.toggle}
              aria-label={navbarOpened ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={navbarOpened}
            />
            {/* On a phone the name, log-out and languages leave no room for the suffix. */}
            <Logo to={paths.admin.root} suffix={isPhone ? undefined : t('brandSuffix')} />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <UserBar />
            <LanguageSwitcher />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        p="md"
        component="nav"
        aria-label={t('nav.label')}
        inert={isPhone && !navbarOpened}
        className={classes.navbar}
      >
        <Box hiddenFrom="sm" pb="md" mb="sm" className={classes.navbarIdentity}>
          <UserIdentity withEmail />
        </Box>
        <Stack gap={4}>
          {items.map((item) => {
            const active = isActiveNavItem(item, pathname);
            return (
              <NavLink
                key={item.key}
                component={Link}
                to={item.to}
                label={t(`nav.${item.key}`)}
                leftSection={<item.icon size={20} stroke={1.8} />}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={navbar.close}
                className={classes.navLink}
              />
            );
          })}
        </Stack>
      </AppShell.Navbar>

      <AppShell.Main id="main" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
