import { Box, Group, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '../../shared/session/logout';
import { hasUnsentWork, startLoggingOut } from '../../shared/session/unsent-work';
import { LogoutIcon } from '../../shared/ui/icons';
import classes from './user-bar.module.css';
import { UserIdentity } from './user-identity';

const LogoutUnsentDialog = lazy(() => import('../../features/learning/work/logout-unsent-dialog'));

/**
 * The header's right side: who is logged in (from the small-screen breakpoint up; on phones
 * the menu shows it), a link to their own account where the area has a page for it (the
 * staff's), and Log out (POST auth/logout, then the root). With answers written and not
 * submitted on the screen, Log out asks first: it removes them from this browser.
 */
export function UserBar({ account }: { account?: { to: string; label: string } }) {
  const { t } = useTranslation('student');
  const logout = useLogout();
  const [asking, setAsking] = useState(false);

  return (
    <Group gap="sm" wrap="nowrap">
      <Box visibleFrom="sm">
        {account ? (
          <UnstyledButton
            component={Link}
            to={account.to}
            className={classes.account}
            aria-label={account.label}
            title={account.label}
          >
            <UserIdentity />
          </UnstyledButton>
        ) : (
          <UserIdentity />
        )}
      </Box>
      {/* One button: icon only on phones, so its name comes from aria-label, not the text. */}
      <UnstyledButton
        className={classes.logout}
        aria-label={t('nav.logout')}
        onClick={() => (hasUnsentWork() ? setAsking(true) : void logout())}
      >
        <LogoutIcon size={18} />
        <span className={classes.logoutText}>{t('nav.logout')}</span>
      </UnstyledButton>
      {asking ? (
        <Suspense fallback={null}>
          <LogoutUnsentDialog
            onStay={() => setAsking(false)}
            onLogout={() => {
              setAsking(false);
              startLoggingOut();
              void logout();
            }}
          />
        </Suspense>
      ) : null}
    </Group>
  );
}
