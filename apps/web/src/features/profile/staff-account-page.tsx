import { paths } from '@academy/contracts';
import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentStudent } from '../../shared/session/current-student';
import { PageTitle } from '../../shared/ui/page-title';
import { QueryFailure } from '../../shared/ui/screen-states';
import { MyDevices } from './my-devices';
import { NotificationPreferencesCard } from './notification-preferences-card';
import { ProfileCard, ProfileField } from './profile-card';
import { SecurityCard } from './security-card';
import { TwoFactorCard } from './two-factor-card';

/**
 * /admin/account: a mentor's or an admin's own account, as /profile is a student's (the
 * cards are the same): who is signed in, the password, the signed-in devices (each can be
 * signed out), two-step verification (always on for staff: the recovery codes can be
 * replaced), and how they are told of each kind of notification.
 */
export function StaffAccountPage() {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="xl">
      <PageTitle title={t('account.title')} />
      <Stack gap={4}>
        <Title order={1}>{t('account.title')}</Title>
        <Text c="dark.4">{t('account.description')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Identity />
        <SecurityCard changePasswordPath={paths.admin.changePassword} />
        <TwoFactorCard />
        <MyDevices />
        <NotificationPreferencesCard />
      </SimpleGrid>
    </Stack>
  );
}

/** The name, e-mail and role of the signed-in staff member. */
function Identity() {
  const { t } = useTranslation('admin');
  const me = useCurrentStudent();
  return (
    <ProfileCard title={t('account.details')} id="account-details">
      {me.data ? (
        <>
          <ProfileField label={t('account.name')}>{me.data.fullName}</ProfileField>
          <ProfileField label={t('account.email')}>{me.data.email}</ProfileField>
          <ProfileField label={t('account.role')}>
            {t(`account.roles.${me.data.role}`)}
          </ProfileField>
        </>
      ) : me.isError ? (
        <QueryFailure query={me} headingOrder={2} />
      ) : (
        <Skeleton height={120} radius="md" />
      )}
    </ProfileCard>
  );
}
