import { accessSummary, type SubscriptionsResponse } from '@academy/contracts';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pricingQuery, subscriptionsQuery } from '../api/queries';
import { useBillingFormat } from '../format';
import { SectionFailure } from '../section-failure';

/** The student's access now (trial, subscription, or ended) and what the free trial is. */
export function AccessSummary() {
  const { t } = useTranslation('billing');
  const subscriptions = useQuery(subscriptionsQuery);
  const pricing = useQuery(pricingQuery);
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

/** The access now in words (contracts' accessSummary: the running period's own end first). */
function AccessNow({ subscriptions }: { subscriptions: SubscriptionsResponse }) {
  const { t } = useTranslation('billing');
  const format = useBillingFormat();
  const summary = accessSummary(subscriptions.access, subscriptions.data);
  const state = summary.state;
  if (summary.state === 'ended') {
    return (
      <Text size="lg" fw={600} data-access={state}>
        {t('access.ended')}
      </Text>
    );
  }
  if (summary.state === 'subscription') {
    return (
      <Text size="lg" fw={600} data-access={state}>
        {t('access.subscribedUntil', { date: format.date(summary.until) })}
      </Text>
    );
  }
  return (
    <>
      <Text size="lg" fw={600} data-access={state}>
        {t('access.trialEnds', { date: format.date(summary.trialUntil) })}
      </Text>
      {summary.paidUntil ? (
        <Text fw={600}>{t('access.paidFollows', { date: format.date(summary.paidUntil) })}</Text>
      ) : null}
    </>
  );
}
