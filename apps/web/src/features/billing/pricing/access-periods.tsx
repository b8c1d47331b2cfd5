import type { Subscription } from '@academy/contracts';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { subscriptionsQuery } from '../api/queries';
import { planName, useBillingFormat } from '../format';
import { SectionFailure } from '../section-failure';
import { PeriodStateBadge } from '../status-badge';

/** The student's trial and paid periods, newest first: state, dates, what each opens. */
export function AccessPeriods() {
  const { t } = useTranslation('billing');
  const subscriptions = useQuery(subscriptionsQuery);

  return (
    <Stack gap="md" component="section" aria-labelledby="periods">
      <Title order={2} id="periods">
        {t('periods.title')}
      </Title>
      {subscriptions.data ? (
        subscriptions.data.data.length === 0 ? (
          <Text c="dark.4">{t('periods.empty')}</Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {subscriptions.data.data.map((period) => (
              <PeriodRow key={period.id} period={period} />
            ))}
          </Stack>
        )
      ) : subscriptions.isError ? (
        <SectionFailure
          error={subscriptions.error}
          onRetry={() => void subscriptions.refetch()}
          retrying={subscriptions.isFetching}
        />
      ) : (
        <Skeleton height={88} radius="lg" />
      )}
    </Stack>
  );
}

function PeriodRow({ period }: { period: Subscription }) {
  const { t, i18n } = useTranslation('billing');
  const format = useBillingFormat();
  return (
    <Paper withBorder radius="lg" p="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700}>
            {period.plan
              ? planName(period.plan, i18n.language)
              : period.kind === 'grant'
                ? t('periods.grant')
                : t('periods.trial')}
          </Text>
          <PeriodStateBadge state={period.state} />
        </Group>
        <Text size="sm">
          {t('periods.dates', {
            from: format.date(period.startsAt),
            to: format.date(period.endsAt),
          })}
        </Text>
        <Text size="sm" c="dark.4">
          {period.unlocks.length > 0
            ? t('periods.unlocks', { directions: period.unlocks.map((d) => d.title).join(', ') })
            : t('periods.unlocksNothing')}
        </Text>
      </Stack>
    </Paper>
  );
}
