import type { Session } from '@academy/contracts';
import { Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffTime } from '../../shared/lib/staff-time';
import { DeviceList } from '../../shared/ui/device-list';
import { endUserSessionMutation } from './api/change-user';
import { userSessionsQuery } from './api/queries';
import { UserSection } from './user-section';
import { UsersFailed } from './user-states';

/** A user's signed-in devices; an admin signs any of them out at once (audited). */
export function UserSessions({ userId }: { userId: number }) {
  const { t } = useTranslation('user-admin');
  const time = useStaffTime();
  const sessions = useQuery(userSessionsQuery(userId));
  const end = useMutation(endUserSessionMutation);
  const [ending, setEnding] = useState<string | null>(null);
  const onEnd = async (session: Session) => {
    setEnding(session.id);
    // A refusal is said by the HTTP client's toast.
    await end.mutateAsync({ params: { id: userId, sessionId: session.id } }).catch(() => null);
    setEnding(null);
  };
  return (
    <UserSection name="sessions" title={t('sessions.title')}>
      <Text size="sm" c="dimmed">
        {t('sessions.hint')}
      </Text>
      {sessions.data ? (
        <DeviceList
          sessions={sessions.data.items}
          time={time.dateTime}
          ending={ending}
          onEnd={(session) => void onEnd(session)}
        />
      ) : sessions.isError ? (
        <UsersFailed error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <Text c="dimmed">{t('states.loading')}</Text>
      )}
    </UserSection>
  );
}
