import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProfileCard } from './profile-card';

/** The password card of /profile and the staff's account page: the way to change it. */
export function SecurityCard({ changePasswordPath }: { changePasswordPath: string }) {
  const { t } = useTranslation('student');
  return (
    <ProfileCard title={t('profile.security')} id="profile-security">
      <Text c="dark.4">{t('profile.securityText')}</Text>
      <Button component={Link} to={changePasswordPath} variant="light" w="fit-content">
        {t('profile.changePassword')}
      </Button>
    </ProfileCard>
  );
}
