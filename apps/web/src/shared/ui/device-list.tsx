import type { Session } from '@academy/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconDeviceDesktop,
  IconDeviceMobile,
  IconDeviceTablet,
  IconLogout,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from './tone-badge';

const icons = {
  desktop: IconDeviceDesktop,
  mobile: IconDeviceMobile,
  tablet: IconDeviceTablet,
  other: IconDeviceDesktop,
} as const;

/**
 * Signed-in devices (ARCHITECTURE.md, "Signed-in devices"): each session's browser and
 * system, when it signed in and was last used, "This device" on the caller's own, and a
 * button that signs it out. The student's profile and a user's page in /admin both show it;
 * the times are written by the screen (`time`), in its clock.
 */
export function DeviceList({
  sessions,
  time,
  ending,
  onEnd,
}: {
  sessions: readonly Session[];
  time: (iso: string) => string;
  /** The session being signed out, whose button is busy. */
  ending: string | null;
  onEnd: (session: Session) => void;
}) {
  const { t } = useTranslation('common');
  if (sessions.length === 0) return <Text c="dimmed">{t('devices.none')}</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {sessions.map((session) => {
        const Icon = icons[session.device];
        const name = [session.browser, session.os].filter(Boolean).join(' · ');
        return (
          <Paper component="li" key={session.id} withBorder radius="md" p="sm" data-testid="device">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <Icon size={24} aria-hidden="true" style={{ flexShrink: 0 }} />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {name || t('devices.unknown')}
                    </Text>
                    {session.current ? (
                      <ToneBadge tone="green">{t('devices.current')}</ToneBadge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('devices.started', { time: time(session.startedAt) })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('devices.lastUsed', { time: time(session.lastUsedAt) })}
                  </Text>
                </Stack>
              </Group>
              <Button
                variant="default"
                size="sm"
                leftSection={<IconLogout size={16} />}
                loading={ending === session.id}
                aria-label={t('devices.endNamed', { name: name || t('devices.unknown') })}
                onClick={() => onEnd(session)}
              >
                {session.current ? t('devices.endCurrent') : t('devices.end')}
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
