import type { Session } from '@academy/contracts';
import { Skeleton, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../shared/session/logout';
import { DeviceList } from '../../shared/ui/device-list';
import { QueryFailure } from '../../shared/ui/screen-states';
import { endMySessionMutation } from './api/end-session';
import { mySessionsQuery } from './api/queries';
import { ProfileCard } from './profile-card';

/**
 * The student's signed-in devices (ARCHITECTURE.md, "Signed-in devices"): each can be signed
 * out; signing this one out is logging out.
 */
export function MyDevices() {
  const { t, i18n } = useTranslation('student');
  const sessions = useQuery(mySessionsQuery);
  const end = useMutation(endMySessionMutation);
  const logout = useLogout();
  const [ending, setEnding] = useState<string | null>(null);
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const onEnd = async (session: Session) => {
    setEnding(session.id);
    const done = await end
      .mutateAsync({ params: { sessionId: session.id } })
      .then(() => true)
      .catch(() => false);
    setEnding(null);
    if (done && session.current) await logout();
  };

  return (
    <ProfileCard title={t('profile.devices')} id="profile-devices">
      <Text c="dark.4">{t('profile.devicesText')}</Text>
      {sessions.data ? (
        <DeviceList
          sessions={sessions.data.items}
          time={(iso) => format.format(new Date(iso))}
          ending={ending}
          onEnd={(session) => void onEnd(session)}
        />
      ) : sessions.isError ? (
        <QueryFailure query={sessions} />
      ) : (
        <Skeleton height={80} radius="md" />
      )}
    </ProfileCard>
  );
}
