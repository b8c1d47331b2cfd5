import { formatMoney, minorUnitsPer, type PaymentTotalsResponse } from '@academy/contracts';
import { CompositeChart } from '@mantine/charts';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStaffPlanNames } from '../../../shared/lib/staff-plan-names';
import { ChartCard } from '../chart-card';
import { useDashboardFormat } from '../format';
import { LabelledBars } from './labelled-bars';

/** The month chart's series: money in and out as bars, what stayed as a line. */
const series = [
  { name: 'paid', color: 'teal.6', type: 'bar' },
  { name: 'refunded', color: 'red.6', type: 'bar' },
  { name: 'net', color: 'brand.7', type: 'line' },
] as const;

/**
 * The takings per month (paid, refunded and net, the current month last) in the academy's
 * currency: bars for the money in and out, a line for what stayed (ARCHITECTURE.md,
 * "Payments ledger", the takings).
 */
export function TakingsChart({ totals }: { totals: PaymentTotalsResponse }) {
  const { t, i18n } = useTranslation('admin-dashboard');
  const format = useDashboardFormat();
  const { currency } = totals;
  const money = (amount: number) => formatMoney({ amount, currency }, i18n.language);
  const unit = minorUnitsPer(currency);
  const compact = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency,
    notation: 'compact',
  });
  const data = totals.months.map((month) => ({
    month: format.month(month.month),
    paid: month.paid / unit,
    refunded: month.refunded / unit,
    net: month.net / unit,
  }));
  const net = totals.months.reduce((sum, month) => sum + month.net, 0);
  const nothing = totals.months.every((month) => month.paid === 0 && month.refunded === 0);

  return (
    <ChartCard
      title={t('takings.title')}
      description={t('takings.description', {
        months: format.number(totals.months.length),
        currency,
        net: money(net),
      })}
      empty={nothing ? t('takings.empty') : null}
      table={{
        columns: [t('takings.month'), t('takings.paid'), t('takings.refunded'), t('takings.net')],
        rows: totals.months.map((month) => ({
          label: format.month(month.month),
          values: [money(month.paid), money(month.refunded), money(month.net)],
        })),
      }}
    >
      <Stack gap="sm">
        <CompositeChart
          h={240}
          data={data}
          dataKey="month"
          series={series.map(({ name, color, type }) => ({
            name,
            label: t(`takings.${name}`),
            color,
            type,
          }))}
          curveType="linear"
          valueFormatter={(value) => compact.format(value)}
          withTooltip={false}
          gridAxis="y"
          tickLine="none"
          maxBarWidth={18}
          yAxisProps={{ width: 64 }}
          accessibilityLayer={false}
        />
        {/* The key, in the series' order and colours (a bar's square, the line's stroke). */}
        <Group gap="md" justify="center" wrap="wrap">
          {series.map(({ name, color, type }) => (
            <Group key={name} gap={6} wrap="nowrap">
              <Box w={14} h={type === 'bar' ? 14 : 3} bg={color} style={{ borderRadius: 2 }} />
              <Text size="sm">{t(`takings.${name}`)}</Text>
            </Group>
          ))}
        </Group>
      </Stack>
    </ChartCard>
  );
}

/** The takings per plan over the same months, the largest net first; retakes as their own line. */
export function TakingsPerPlanChart({ totals }: { totals: PaymentTotalsResponse }) {
  const { t, i18n } = useTranslation('admin-dashboard');
  const planName = useStaffPlanNames();
  const { currency } = totals;
  const money = (amount: number) => formatMoney({ amount, currency }, i18n.language);
  const plans = [...totals.plans].sort((a, b) => b.net - a.net);
  const largest = Math.max(1, ...plans.map((plan) => Math.max(plan.net, 0)));
  const nameOf = (plan: PaymentTotalsResponse['plans'][number]) =>
    plan.planId === null ? t('takings.retakes') : planName(plan.planId, plan.name ?? plan.planId);

  return (
    <ChartCard
      title={t('takings.perPlanTitle')}
      description={t('takings.perPlanDescription', { currency })}
      empty={plans.length === 0 ? t('takings.empty') : null}
      table={{
        columns: [t('takings.plan'), t('takings.paid'), t('takings.refunded'), t('takings.net')],
        rows: plans.map((plan) => ({
          label: nameOf(plan),
          values: [money(plan.paid), money(plan.refunded), money(plan.net)],
        })),
      }}
    >
      <LabelledBars
        bars={plans.map((plan) => ({
          key: plan.planId ?? 'retakes',
          label: (
            <>
              {nameOf(plan)}
              <Text span size="xs" c="dark.4" fw={400} display="block">
                {t('takings.paidRefunded', {
                  paid: money(plan.paid),
                  refunded: money(plan.refunded),
                })}
              </Text>
            </>
          ),
          value: money(plan.net),
          percent: (Math.max(plan.net, 0) / largest) * 100,
          color: 'teal.7',
        }))}
      />
    </ChartCard>
  );
}

/** The takings' own failure inside the dashboard: the other charts stay. */
export function TakingsFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('admin-dashboard');
  return (
    <ChartCard
      title={t('takings.title')}
      description={t('takings.failedDescription')}
      empty={t('takings.failed')}
      table={{ columns: [], rows: [] }}
      action={
        <Button variant="default" onClick={onRetry} loading={retrying}>
          {t('retry')}
        </Button>
      }
    >
      {null}
    </ChartCard>
  );
}
