import type { SubscriptionsResponse } from '@academy/contracts';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePricing } from '../api/pricing';
import { useSubscriptions } from '../api/subscriptions';
import { useBillingFormat } from '../format';
import { SectionFailure } from '../section-failure';

/** The student's access now (trial, subscription, or ended) and what the free trial is. */
export function AccessSummary() {
  const { t } = useTranslation('billing');
  const subscriptions = useSubscriptions();
  const pricing = usePricing();
  const format = useBillingFormat();

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="access-now"
    >
      <Stack gap="xs">
        <Title order={2} size="h3" id="access-now">
          {t('access.title')}
        </Title>
        {subscriptions.data ? (
          <AccessNow subscriptions={subscriptions.data} />
        ) : subscriptions.isError ? (
          <SectionFailure
            error={subscriptions.error}
            onRetry={() => void subscriptions.refetch()}
            retrying={subscriptions.isFetching}
          />
        ) : (
          <Skeleton height={28} width={320} maw="100%" />
        )}
        {pricing.data ? (
          <Text c="dark.4">
            {t('access.trialText', { days: format.days(pricing.data.trialDays) })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The access now in words. `access.endsAt` is the end of the last running or queued period,
 * so during the trial the trial's own end is told, then until when a plan bought already
 * keeps the access open.
 */
function AccessNow({ subscriptions }: { subscriptions: SubscriptionsResponse }) {
  const { t } = useTranslation('billing');
  const format = useBillingFormat();
  const { state, endsAt } = subscriptions.access;
  if (state === 'ended' || endsAt === null) {
    return (
      <Text size="lg" fw={600} data-access={state}>
        {t('access.ended')}
      </Text>
    );
  }
  if (state === 'subscription') {
    return (
      <Text size="lg" fw={600} data-access={state}>
        {t('access.subscribedUntil', { date: format.date(endsAt) })}
      </Text>
    );
  }
  const trial = subscriptions.data.find(
    (period) => period.kind === 'trial' && period.state === 'active',
  );
  const trialEndsAt = trial?.endsAt ?? endsAt;
  return (
    <>
      <Text size="lg" fw={600} data-access={state}>
        {t('access.trialEnds', { date: format.date(trialEndsAt) })}
      </Text>
      {Date.parse(endsAt) > Date.parse(trialEndsAt) ? (
        <Text fw={600}>{t('access.paidFollows', { date: format.date(endsAt) })}</Text>
      ) : null}
    </>
  );
}
