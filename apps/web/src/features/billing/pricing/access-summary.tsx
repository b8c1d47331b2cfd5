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
  const access = subscriptions.data?.access;

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
        {access ? (
          <Text size="lg" fw={600} data-access={access.state}>
            {access.state === 'ended' || access.endsAt === null
              ? t('access.ended')
              : t(access.state === 'trial' ? 'access.trialEnds' : 'access.subscribedUntil', {
                  date: format.date(access.endsAt),
                })}
          </Text>
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
