import '../../shared/ui/styles/mantine-student-area.css';
import '../../shared/ui/toast/toasts-ready';
import { paths, STUDENT_ROOT } from '@academy/contracts';
import { AppShell, Container, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../shared/ui/logo';
import { QueryProvider } from '../providers/query-provider';
import { AreaShell } from './area-shell';
import classes from './student-layout.module.css';
import { studentNavItems } from './student-navigation';

/** The student area: header with the user, side menu, bottom menu on phones. */
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
  const items = studentNavItems();

  return (
    <AreaShell
      logo={() => <Logo to={STUDENT_ROOT} />}
      navbarWidth={248}
      notifications={paths.student.notifications}
      navLabel={t('nav.label')}
      openMenuLabel={t('nav.openMenu')}
      closeMenuLabel={t('nav.closeMenu')}
      items={items.map((item) => ({
        key: item.key,
        to: item.to,
        label: t(`nav.${item.key}`),
        icon: <item.icon size={20} />,
        active: item.isActive(pathname),
      }))}
      frame={(screen) => (
        <Container size="lg" px={0}>
          {screen}
        </Container>
      )}
      footer={{
        height: 64,
        bar: (
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
        ),
      }}
    />
  );
}
