import { type DashboardResponse, paths, reviewAgeBuckets } from '@academy/contracts';
import { BarChart } from '@mantine/charts';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { waitingTime } from '../../../shared/lib/waiting-time';
import { ChartCard } from '../chart-card';
import { useDashboardFormat } from '../format';

const bucketColors = {
  underOneDay: 'teal.6',
  oneToThreeDays: 'yellow.6',
  threeToSevenDays: 'orange.6',
  overSevenDays: 'red.7',
} as const;

/** How long the review queue's work has waited, in four bands, with the oldest's age. */
export function ReviewAgesChart({
  queue,
  generatedAt,
}: {
  queue: DashboardResponse['reviewQueue'];
  generatedAt: string;
}) {
  const { t, i18n } = useTranslation('admin-dashboard');
  const format = useDashboardFormat();
  const data = reviewAgeBuckets.map((bucket) => ({
    band: t(`reviews.ages.${bucket}`),
    count: queue.ages[bucket],
    color: bucketColors[bucket],
  }));
  // In the review queue's words: "5 hours" for work under a day old, never "0 days".
  const oldest = queue.oldestSubmittedAt
    ? waitingTime(queue.oldestSubmittedAt, new Date(generatedAt), i18n.language).text
    : null;

  return (
    <ChartCard
      title={t('reviews.title')}
      description={t('reviews.description', { count: format.number(queue.waiting) })}
      empty={queue.waiting === 0 ? t('reviews.empty') : null}
      table={{
        columns: [t('reviews.age'), t('reviews.count')],
        rows: data.map((row) => ({ label: row.band, values: [format.number(row.count)] })),
      }}
      action={
        <Group justify="space-between" gap="xs">
          {oldest !== null ? (
            <Text size="sm" fw={600}>
              {t('reviews.oldest', { age: oldest })}
            </Text>
          ) : (
            <span />
          )}
          <Anchor component={Link} to={paths.admin.reviews} size="sm">
            {t('reviews.open')}
          </Anchor>
        </Group>
      }
    >
      <BarChart
        h={220}
        data={data}
        dataKey="band"
        series={[{ name: 'count', label: t('reviews.count'), color: 'brand.6' }]}
        withBarValueLabel
        valueFormatter={format.number}
        withTooltip={false}
        gridAxis="y"
        tickLine="none"
        yAxisProps={{ allowDecimals: false }}
        maxBarWidth={48}
        accessibilityLayer={false}
      />
    </ChartCard>
  );
}
