import { idTextSchema, isoDateSchema } from '@academy/contracts';
import { Button, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCalendarOff,
  IconClockEdit,
  IconRefresh,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../shared/ui/page-title';
import { StateMessage } from '../../shared/ui/state-message';
import { examScheduleQuery } from './api/queries';
import { ScheduleEditor } from './schedule-editor';
import { SittingsView } from './sittings-view';
import { SlotBookingsDrawer } from './slot-bookings-drawer';

type View = 'schedule' | 'sittings';

/**
 * What the URL holds: the view (`?view=sittings`), the sittings' first date (`from`) and the
 * sitting whose bookings are open (`slot`). Anything malformed reads as absent.
 */
function readSearch(search: URLSearchParams) {
  const view: View = search.get('view') === 'sittings' ? 'sittings' : 'schedule';
  const from = isoDateSchema.safeParse(search.get('from'));
  const slot = idTextSchema.safeParse(search.get('slot') ?? undefined);
  return {
    view,
    from: from.success ? from.data : null,
    slot: slot.success ? slot.data : null,
  };
}

/** /admin/exam-schedule: the weekly schedule's editor and the sittings of the coming weeks. */
export function ExamSchedulePage() {
  const { t } = useTranslation('exam-schedule');
  const [search, setSearch] = useSearchParams();
  const { view, from, slot } = readSearch(search);

  const change = (values: Record<string, string | null>) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(values)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} />
      <Title order={1}>{t('title')}</Title>
      <Tabs
        value={view}
        onChange={(value) => change({ view: value === 'sittings' ? 'sittings' : null })}
        keepMounted
      >
        <Tabs.List aria-label={t('tabs.label')} mb="lg">
          <Tabs.Tab value="schedule" leftSection={<IconClockEdit size={18} aria-hidden="true" />}>
            {t('tabs.schedule')}
          </Tabs.Tab>
          <Tabs.Tab
            value="sittings"
            leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
          >
            {t('tabs.sittings')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="schedule">
          <WeeklySchedule />
        </Tabs.Panel>
        <Tabs.Panel value="sittings">
          {view === 'sittings' ? (
            <SittingsView
              from={from}
              onFromChange={(date) => change({ from: date })}
              onOpenSlot={(id) => change({ slot: String(id) })}
            />
          ) : null}
        </Tabs.Panel>
      </Tabs>
      <SlotBookingsDrawer
        slotId={slot}
        onClose={() => change({ slot: null })}
        onOpen={(id) => change({ slot: String(id) })}
      />
    </Stack>
  );
}

function WeeklySchedule() {
  const { t } = useTranslation('exam-schedule');
  const schedule = useQuery(examScheduleQuery);

  if (schedule.isError && !schedule.data) {
    return (
      <StateMessage
        headingOrder={2}
        tone="danger"
        role="alert"
        title={t('states.failed')}
        icon={<IconCalendarOff size={28} />}
        actions={
          <Button
            leftSection={<IconRefresh size={18} aria-hidden="true" />}
            loading={schedule.isFetching}
            onClick={() => void schedule.refetch()}
          >
            {t('states.retry')}
          </Button>
        }
      />
    );
  }
  if (!schedule.data) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={28} width="40%" />
        <Skeleton height={56} maw={420} />
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} height={72} radius="md" />
        ))}
      </Stack>
    );
  }
  return (
    <ScheduleEditor
      schedule={schedule.data}
      refresh={async () => (await schedule.refetch()).data}
    />
  );
}
