import type { DashboardResponse } from '@academy/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../chart-card';
import { useDashboardFormat } from '../format';
import { LabelledBars } from './labelled-bars';

/** How many tests the chart shows: the worst ones, where help is needed first. */
export const PASS_RATES_SHOWN = 8;

const rateColor = (rate: number) => (rate < 50 ? 'red.7' : rate < 75 ? 'orange.6' : 'teal.7');

/** Pass rate per test, the lowest first, each with its passes of its decided attempts. */
export function PassRatesChart({ rates }: { rates: DashboardResponse['passRates'] }) {
  const { t } = useTranslation('admin-dashboard');
  const format = useDashboardFormat();
  const shown = rates.slice(0, PASS_RATES_SHOWN);

  return (
    <ChartCard
      title={t('passRates.title')}
      description={
        rates.length > shown.length
          ? t('passRates.descriptionSome', { shown: shown.length, total: rates.length })
          : t('passRates.description')
      }
      empty={rates.length === 0 ? t('passRates.empty') : null}
      table={{
        columns: [
          t('passRates.test'),
          t('passRates.subject'),
          t('passRates.passed'),
          t('passRates.attempts'),
          t('passRates.rate'),
        ],
        rows: rates.map((rate) => ({
          label: rate.title,
          values: [
            rate.subjectTitle,
            format.number(rate.passed),
            format.number(rate.attempts),
            format.percent(rate.passRate),
          ],
        })),
      }}
    >
      <LabelledBars
        bars={shown.map((rate) => ({
          key: rate.taskId,
          label: (
            <>
              {rate.title}
              <Text span size="xs" c="dark.4" fw={400} display="block">
                {rate.subjectTitle}
              </Text>
            </>
          ),
          value: t('passRates.value', {
            rate: format.percent(rate.passRate),
            passed: format.number(rate.passed),
            attempts: format.number(rate.attempts),
          }),
          percent: rate.passRate,
          color: rateColor(rate.passRate),
        }))}
      />
    </ChartCard>
  );
}
