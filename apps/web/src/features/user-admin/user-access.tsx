import { type AdminUser, accessSummary, localisedPlanName } from '@academy/contracts';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Tone, ToneBadge } from '../../shared/ui/tone-badge';
import { UserSection } from './user-section';

type Access = NonNullable<AdminUser['access']>;
type Period = Access['periods'][number];

const stateTone: Record<Period['state'], Tone> = {
  active: 'green',
  upcoming: 'brand',
  ended: 'gray',
  cancelled: 'red',
};

/**
 * A student's learning access as the student reads it on their own page (ARCHITECTURE.md,
 * "Users"): the summary from contracts' `accessSummary` (the running period's own end, then
 * how long what follows keeps it open) and every period, newest first: kind, plan, dates.
 */
export function UserAccess({ access, actions }: { access: Access; actions?: ReactNode }) {
  const { t, i18n } = useTranslation('user-admin');
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const summary = accessSummary(access, access.periods);
  return (
    <UserSection name="access" title={t('profile.access')} overlays={actions}>
      <Stack gap={4} data-testid="access-summary">
        {summary.state === 'ended' ? (
          <Text fw={600}>{t('access.ended')}</Text>
        ) : summary.state === 'subscription' ? (
          <Text fw={600}>{t('access.subscription', { date: date(summary.until) })}</Text>
        ) : (
          <>
            <Text fw={600}>{t('access.trial', { date: date(summary.trialUntil) })}</Text>
            {summary.paidUntil ? (
              <Text>{t('access.paidFollows', { date: date(summary.paidUntil) })}</Text>
            ) : null}
          </>
        )}
      </Stack>
      {access.periods.length === 0 ? (
        <Text c="dimmed">{t('access.noPeriods')}</Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('access.periodsLabel')}
        >
          {access.periods.map((period) => (
            <Paper key={period.id} withBorder radius="md" p="sm" component="li">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {period.plan
                    ? t('access.paidPeriod', {
                        name: localisedPlanName(period.plan.names, i18n.language),
                      })
                    : period.kind === 'grant'
                      ? t('access.grantPeriod')
                      : t('access.trialPeriod')}
                </Text>
                <ToneBadge tone={stateTone[period.state]}>
                  {t(`access.state.${period.state}`)}
                </ToneBadge>
              </Group>
              <Text size="sm">
                {t('access.dates', { from: date(period.startsAt), to: date(period.endsAt) })}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </UserSection>
  );
}
