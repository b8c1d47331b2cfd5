import { type DashboardResponse, funnelStages, percentOf } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../chart-card';
import { useDashboardFormat } from '../format';
import { LabelledBars } from './labelled-bars';

/**
 * The admission funnel as horizontal bars, each stage as long as its share of the
 * registered, with its count and the share of the stage before it that reached it.
 */
export function FunnelChart({ funnel }: { funnel: DashboardResponse['funnel'] }) {
  const { t } = useTranslation('admin-dashboard');
  const format = useDashboardFormat();
  const stages = funnelStages.map((stage, index) => {
    const before = funnelStages[index - 1];
    return {
      stage,
      label: t(`funnel.stages.${stage}`),
      count: funnel[stage],
      ofRegistered: percentOf(funnel[stage], funnel.registered),
      conversion: before === undefined ? null : percentOf(funnel[stage], funnel[before]),
    };
  });

  return (
    <ChartCard
      title={t('funnel.title')}
      description={t('funnel.description')}
      empty={funnel.registered === 0 ? t('funnel.empty') : null}
      table={{
        columns: [t('funnel.stage'), t('funnel.count'), t('funnel.conversion')],
        rows: stages.map((row) => ({
          label: row.label,
          values: [
            format.number(row.count),
            row.conversion === null ? '—' : format.percent(row.conversion),
          ],
        })),
      }}
    >
      <LabelledBars
        bars={stages.map((row) => ({
          key: row.stage,
          label: row.label,
          value:
            row.conversion === null
              ? format.number(row.count)
              : t('funnel.value', {
                  count: format.number(row.count),
                  conversion: format.percent(row.conversion),
                }),
          percent: row.ofRegistered,
          color: 'brand.6',
        }))}
      />
    </ChartCard>
  );
}
