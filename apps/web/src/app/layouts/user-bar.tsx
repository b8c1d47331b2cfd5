import { Box, Button, Group, Modal, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../shared/session/logout';
import { hasUnsentWork, startLoggingOut } from '../../shared/session/unsent-work';
import { LogoutIcon } from '../../shared/ui/icons';
import classes from './user-bar.module.css';
import { UserIdentity } from './user-identity';

/**
 * The header's right side: who is logged in (from the small-screen breakpoint up; on phones
 * the menu shows it), and Log out (POST auth/logout, then the root). With answers written and
 * not submitted on the screen, Log out asks first: it removes them from this browser.
 */
export function UserBar() {
  const { t } = useTranslation('student');
  const logout = useLogout();
  const [asking, setAsking] = useState(false);

  return (
    <Group gap="sm" wrap="nowrap">
      <Box visibleFrom="sm">
        <UserIdentity />
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
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('nav.logoutUnsent.title')}
        centered
        radius="lg"
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <Text>{t('nav.logoutUnsent.text')}</Text>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
            {t('nav.logoutUnsent.stay')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              setAsking(false);
              startLoggingOut();
              void logout();
            }}
          >
            {t('nav.logout')}
          </Button>
        </Group>
      </Modal>
    </Group>
  );
}
