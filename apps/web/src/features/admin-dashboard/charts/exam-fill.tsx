import { type DashboardResponse, paths, percentOf } from '@academy/contracts';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChartCard } from '../chart-card';
import { useDashboardFormat } from '../format';
import { LabelledBars } from './labelled-bars';

/** Colour of a week's fill: green with room, orange filling up, red (nearly) full. */
const fillColor = (percent: number) =>
  percent >= 90 ? 'red.7' : percent >= 60 ? 'orange.6' : 'teal.6';

/** The coming weeks' exam seats: booked of offered, one bar a week. */
export function ExamFill({ weeks }: { weeks: DashboardResponse['examWeeks'] }) {
  const { t } = useTranslation('admin-dashboard');
  const format = useDashboardFormat();
  const hasSittings = weeks.some((week) => week.sittings > 0);

  return (
    <ChartCard
      title={t('exams.title')}
      description={t('exams.description')}
      empty={hasSittings ? null : t('exams.empty')}
      table={{
        columns: [t('exams.week'), t('exams.sittings'), t('exams.booked'), t('exams.capacity')],
        rows: weeks.map((week) => ({
          label: t('exams.weekOf', { date: format.week(week.weekStart) }),
          values: [
            format.number(week.sittings),
            format.number(week.booked),
            format.number(week.capacity),
          ],
        })),
      }}
      action={
        <Anchor component={Link} to={paths.admin.examSchedule} size="sm" ta="right">
          {t('exams.open')}
        </Anchor>
      }
    >
      <LabelledBars
        bars={weeks.map((week, index) => {
          const percent = percentOf(week.booked, week.capacity);
          return {
            key: week.weekStart,
            label:
              index === 0
                ? t('exams.thisWeek')
                : t('exams.weekOf', { date: format.week(week.weekStart) }),
            value: t('exams.fill', {
              booked: format.number(week.booked),
              capacity: format.number(week.capacity),
              percent: format.percent(percent),
            }),
            percent,
            color: fillColor(percent),
          };
        })}
      />
    </ChartCard>
  );
}
