import type { DashboardResponse } from '@academy/contracts';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../chart-card';
import { useDashboardFormat } from '../format';

/** Sign-ups per week, the current week last, every bar with its number. */
export function ApplicationsChart({ weeks }: { weeks: DashboardResponse['applicationsPerWeek'] }) {
  const { t } = useTranslation('admin-dashboard');
  const format = useDashboardFormat();
  const data = weeks.map((week) => ({ week: format.week(week.weekStart), count: week.count }));
  const total = weeks.reduce((sum, week) => sum + week.count, 0);

  return (
    <ChartCard
      title={t('applications.title')}
      description={t('applications.description', {
        weeks: format.number(weeks.length),
        total: format.number(total),
      })}
      table={{
        columns: [t('applications.week'), t('applications.count')],
        rows: weeks.map((week) => ({
          label: format.week(week.weekStart),
          values: [format.number(week.count)],
        })),
      }}
    >
      <BarChart
        h={240}
        data={data}
        dataKey="week"
        series={[{ name: 'count', label: t('applications.count'), color: 'brand.6' }]}
        withBarValueLabel
        valueFormatter={format.number}
        withTooltip={false}
        gridAxis="y"
        tickLine="none"
        yAxisProps={{ allowDecimals: false }}
        maxBarWidth={36}
        accessibilityLayer={false}
      />
    </ChartCard>
  );
}
