import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PageTitle } from '../../shared/ui/page-title';
import { dashboardQuery, takingsQuery } from './api/queries';
import { ApplicationsChart } from './charts/applications-chart';
import { ExamFill } from './charts/exam-fill';
import { FunnelChart } from './charts/funnel-chart';
import { PassRatesChart } from './charts/pass-rates-chart';
import { ReviewAgesChart } from './charts/review-ages-chart';
import { TakingsChart, TakingsFailed, TakingsPerPlanChart } from './charts/takings-chart';
import { HeadlineCards } from './headline-cards';

/**
 * /admin, the admin's dashboard: four headline numbers leading to their sections, then the
 * charts, two a row on a wide screen and one under another on a phone, the takings last
 * (a read of their own, GET admin/payments/totals, whose failure leaves the rest standing). Each chart names
 * itself and carries its figures as a table for screen readers (chart-card.tsx).
 */
export function DashboardPage() {
  const { t } = useTranslation('admin-dashboard');
  const dashboard = useQuery(dashboardQuery);
  const takings = useQuery(takingsQuery);

  return (
    <Stack gap="xl">
      <PageTitle title={t('title')} />
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dark.4">{t('description')}</Text>
      </Stack>
      {dashboard.data ? (
        <>
          <HeadlineCards headline={dashboard.data.headline} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <ApplicationsChart weeks={dashboard.data.applicationsPerWeek} />
            <ExamFill weeks={dashboard.data.examWeeks} />
            <FunnelChart funnel={dashboard.data.funnel} />
            <ReviewAgesChart
              queue={dashboard.data.reviewQueue}
              generatedAt={dashboard.data.generatedAt}
            />
          </SimpleGrid>
          <PassRatesChart rates={dashboard.data.passRates} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            {takings.data ? (
              <>
                <TakingsChart totals={takings.data} />
                <TakingsPerPlanChart totals={takings.data} />
              </>
            ) : takings.isError ? (
              <TakingsFailed onRetry={() => void takings.refetch()} retrying={takings.isFetching} />
            ) : (
              <Skeleton h={300} radius="lg" />
            )}
          </SimpleGrid>
        </>
      ) : dashboard.isError ? (
        <LoadFailed
          headingOrder={2}
          title={t('failed')}
          icon={<IconAlertTriangle size={28} />}
          error={dashboard.error}
          retryLabel={t('retry')}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : (
        <DashboardSkeleton />
      )}
    </Stack>
  );
}

function DashboardSkeleton() {
  const { t } = useTranslation('admin-dashboard');
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('loading')}>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} h={96} radius="lg" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} h={300} radius="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
