import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Asks before Log out removes answers written and not submitted (app/layouts/user-bar.tsx).
 * A chunk of its own, loaded with the first unsent work (`useLeaveWarning`), so the header's
 * first load carries no dialog code and the question can still be asked offline.
 */
export default function LogoutUnsentDialog({
  onStay,
  onLogout,
}: {
  onStay: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation('student');
  return (
    <Modal
      opened
      onClose={onStay}
      title={t('nav.logoutUnsent.title')}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text>{t('nav.logoutUnsent.text')}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t('nav.logoutUnsent.stay')}
        </Button>
        <Button color="red" onClick={onLogout}>
          {t('nav.logout')}
        </Button>
      </Group>
    </Modal>
  );
}
