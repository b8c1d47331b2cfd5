import '../../shared/ui/styles/mantine-student-area.css';
import { STUDENT_ROOT } from '@academy/contracts';
import {
  AppShell,
  Box,
  Burger,
  Container,
  Group,
  NavLink,
  Stack,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useLastSubjectId } from '../../features/learning/last-subject';
import { LanguageSwitcher } from '../../shared/ui/language-switcher';
import { Logo } from '../../shared/ui/logo';
import { PageLoader } from '../../shared/ui/page-loader';
import { QueryProvider } from '../providers/query-provider';
import classes from './student-layout.module.css';
import { studentNavItems } from './student-navigation';
import { UserBar } from './user-bar';
import { UserIdentity } from './user-identity';

/** The student area (spec §1): header with the user, side menu, bottom menu on phones. */
export function StudentLayout() {
  return (
    <QueryProvider>
      <StudentShell />
    </QueryProvider>
  );
}

function StudentShell() {
  const { t } = useTranslation('student');
  const { pathname } = useLocation();
  const [navbarOpened, navbar] = useDisclosure(false);
  const items = studentNavItems(useLastSubjectId());
  // Below the `sm` breakpoint the side menu slides away when closed; it must then be out of
  // reach too (no tabbing to, or reading of, links that are off the screen).
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !navbarOpened } }}
      footer={{ height: { base: 64, sm: 0 } }}
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
            <Logo to={STUDENT_ROOT} />
          </Group>
          {/*
            The language switcher sits at the edge, so it keeps its place whatever the width
            of the user's name or of "Log out" in the chosen language.
          */}
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
            const active = item.isActive(pathname);
            return (
              <NavLink
                key={item.key}
                component={Link}
                to={item.to}
                label={t(`nav.${item.key}`)}
                leftSection={<item.icon size={20} />}
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
        <Container size="lg" px={0}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>

      <AppShell.Footer hiddenFrom="sm" className={classes.bottomBar}>
        <nav aria-label={t('nav.bottomLabel')} className={classes.bottomNav}>
          {items
            .filter((item) => item.inBottomMenu)
            .map((item) => {
              const active = item.isActive(pathname);
              return (
                <UnstyledButton
                  key={item.key}
                  component={Link}
                  to={item.to}
                  className={classes.bottomLink}
                  data-active={active || undefined}
                  aria-current={active ? 'page' : undefined}
                >
                  <item.icon size={22} />
                  <span>{t(`nav.${item.key}`)}</span>
                </UnstyledButton>
              );
            })}
        </nav>
      </AppShell.Footer>
    </AppShell>
  );
}
