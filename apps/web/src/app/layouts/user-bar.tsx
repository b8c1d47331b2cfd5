import { Box, Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../shared/session/logout';
import { LogoutIcon } from '../../shared/ui/icons';
import classes from './user-bar.module.css';
import { UserIdentity } from './user-identity';

/**
 * The header's right side: who is logged in (from the small-screen breakpoint up; on phones
 * the menu shows it), and Log out (POST auth/logout, then the root).
 */
export function UserBar() {
  const { t } = useTranslation('student');
  const logout = useLogout();

  return (
    <Group gap="sm" wrap="nowrap">
      <Box visibleFrom="sm">
        <UserIdentity />
      </Box>
      {/* One button: icon only on phones, so its name comes from aria-label, not the text. */}
      <UnstyledButton
        className={classes.logout}
        aria-label={t('nav.logout')}
        onClick={() => void logout()}
      >
        <LogoutIcon size={18} />
        <span className={classes.logoutText}>{t('nav.logout')}</span>
      </UnstyledButton>
    </Group>
  );
}
