import {
  type NotificationKind,
  type NotificationMode,
  type NotificationPreference,
  notificationModes,
} from '@academy/contracts';
import { Button, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { FormSuccess } from '../../shared/ui/form-outcome';
import { QueryFailure } from '../../shared/ui/screen-states';
import {
  myNotificationPreferencesQuery,
  saveNotificationPreferencesMutation,
} from './api/notification-preferences';
import { ProfileCard } from './profile-card';

/*
 * How the user is told of each kind of notification they receive (ARCHITECTURE.md,
 * "Notifications"): in the app only, also by a mail at once, or also in one mail a day. The
 * choice is kept here until it is saved, so a failed save (offline) loses nothing; a failure
 * is told by the client's toast.
 */

type Choice = Partial<Record<NotificationKind, NotificationMode>>;

export function NotificationPreferencesCard() {
  const { t } = useTranslation('notifications');
  const preferences = useQuery(myNotificationPreferencesQuery);
  const save = useMutation(saveNotificationPreferencesMutation);
  const [choice, setChoice] = useState<Choice>({});
  const [saved, setSaved] = useState(false);

  const rows: NotificationPreference[] =
    preferences.data?.preferences.map((row) => ({ ...row, mode: choice[row.kind] ?? row.mode })) ??
    [];
  const changed = rows.some(
    (row, index) => row.mode !== preferences.data?.preferences[index]?.mode,
  );

  const submit = useSingleFlight(async () => {
    const answer = await save.mutateAsync({ preferences: rows }).catch(() => null);
    if (!answer) return;
    setChoice({});
    setSaved(true);
  });

  return (
    <ProfileCard title={t('preferences.title')} id="profile-notifications">
      <Text c="dark.4">{t('preferences.text')}</Text>
      {preferences.data ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            {rows.length === 0 ? <Text>{t('preferences.none')}</Text> : null}
            {rows.map((row) => (
              <Radio.Group
                key={row.kind}
                name={`notification-${row.kind}`}
                label={t(`preferences.kinds.${row.kind}`)}
                value={row.mode}
                onChange={(value) => {
                  setSaved(false);
                  setChoice((current) => ({ ...current, [row.kind]: value as NotificationMode }));
                }}
              >
                <Group gap="md" mt={6}>
                  {notificationModes.map((mode) => (
                    <Radio key={mode} value={mode} label={t(`preferences.modes.${mode}`)} />
                  ))}
                </Group>
              </Radio.Group>
            ))}
            {saved && !changed ? <FormSuccess>{t('preferences.saved')}</FormSuccess> : null}
            {rows.length > 0 ? (
              <div>
                <Button type="submit" loading={save.isPending} disabled={!changed}>
                  {t('preferences.save')}
                </Button>
              </div>
            ) : null}
          </Stack>
        </form>
      ) : preferences.isError ? (
        <QueryFailure query={preferences} />
      ) : (
        <Skeleton height={120} radius="md" />
      )}
    </ProfileCard>
  );
}
