import { AppShell, Box, Burger, Group, NavLink, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type ReactNode, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { LanguageSwitcher } from '../../shared/ui/language-switcher';
import { PageLoader } from '../../shared/ui/page-loader';
import classes from './student-layout.module.css';
import { UserBar } from './user-bar';
import { UserIdentity } from './user-identity';

/** An entry of an area's side menu. */
export interface ShellNavItem {
  key: string;
  to: string;
  label: string;
  icon: ReactNode;
  active: boolean;
}

interface AreaShellProps {
  /** The header's logo; on a phone the header has less room. */
  logo: (isPhone: boolean) => ReactNode;
  navbarWidth: number;
  navLabel: string;
  openMenuLabel: string;
  closeMenuLabel: string;
  items: readonly ShellNavItem[];
  /** Wraps the screen (e.g. the student area's width). */
  frame?: (screen: ReactNode) => ReactNode;
  /** A bar below the screen on phones (the student area's bottom menu), and its height. */
  footer?: { height: number; bar: ReactNode };
  /** The signed-in user's own account page, linked from their name in the header. */
  account?: { to: string; label: string };
  /** The area's notifications page, which the header's bell opens. */
  notifications: string;
}

/**
 * A signed-in area's frame, the student's and the staff's alike: a header with the logo, the
 * signed-in user and the languages; a side menu that a burger opens on a phone (and that is
 * then out of reach while closed); and the screen, loaded lazily.
 */
export function AreaShell({
  logo,
  navbarWidth,
  navLabel,
  openMenuLabel,
  closeMenuLabel,
  items,
  frame = (screen) => screen,
  footer,
  account,
  notifications,
}: AreaShellProps) {
  const [navbarOpened, navbar] = useDisclosure(false);
  // Below the `sm` breakpoint the side menu slides away when closed; it must then be out of
  // reach too (no tabbing to, or reading of, links that are off the screen).
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: navbarWidth, breakpoint: 'sm', collapsed: { mobile: !navbarOpened } }}
      footer={footer ? { height: { base: footer.height, sm: 0 } } : undefined}
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
              aria-label={navbarOpened ? closeMenuLabel : openMenuLabel}
              aria-expanded={navbarOpened}
            />
            {logo(isPhone)}
          </Group>
          {/*
            The language switcher sits at the edge, so it keeps its place whatever the width
            of the user's name or of "Log out" in the chosen language.
          */}
          <Group gap="sm" wrap="nowrap">
            <NotificationBell to={notifications} />
            <UserBar account={account} />
            <LanguageSwitcher />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        p="md"
        component="nav"
        aria-label={navLabel}
        inert={isPhone && !navbarOpened}
        className={classes.navbar}
      >
        <Box hiddenFrom="sm" pb="md" mb="sm" className={classes.navbarIdentity}>
          <UserIdentity withEmail />
        </Box>
        <Stack gap={4}>
          {items.map((item) => (
            <NavLink
              key={item.key}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={item.icon}
              active={item.active}
              aria-current={item.active ? 'page' : undefined}
              onClick={navbar.close}
              className={classes.navLink}
            />
          ))}
        </Stack>
      </AppShell.Navbar>

      <AppShell.Main id="main" tabIndex={-1} className={classes.main}>
        {frame(
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>,
        )}
      </AppShell.Main>

      {footer?.bar}
    </AppShell>
  );
}
