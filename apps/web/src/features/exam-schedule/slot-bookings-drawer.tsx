import {
  type ExamSlotBooking,
  examScheduleEndpoints,
  formatExamDate,
  formatExamTime,
  paths,
} from '@academy/contracts';
import {
  Alert,
  Anchor,
  Button,
  Drawer,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconMail, IconPhone, IconRefresh, IconUserQuestion } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { endpointQuery } from '../../shared/api/endpoint-query';
import { staffTime } from '../../shared/lib/staff-time';
import { StateMessage } from '../../shared/ui/state-message';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { recordAttendanceMutation } from './api/record-attendance';
import { CancelSittingDialog, MoveSittingDialog } from './sitting-change-dialogs';
import { SittingResultsDialog } from './sitting-results-dialog';

const HTTP_NOT_FOUND = 404;

interface SlotBookingsDrawerProps {
  /** The sitting whose bookings are shown (from the URL); closed when null. */
  slotId: number | null;
  onClose: () => void;
  /** Opens another sitting's bookings (the one a move went to). */
  onOpen: (slotId: number) => void;
}

/** Who booked a sitting, first booked first, each leading to the applicant's page. */
export function SlotBookingsDrawer({ slotId, onClose, onOpen }: SlotBookingsDrawerProps) {
  const { t, i18n } = useTranslation('exam-schedule');
  const bookings = useQuery({
    ...endpointQuery(
      examScheduleEndpoints.listExamSlotBookings,
      { params: { id: slotId ?? 0 } },
      { toast: false },
    ),
    // Nothing is asked while no sitting is open.
    enabled: slotId !== null,
    retryOnMount: false,
  });
  const data = bookings.data;
  const [resultsOpen, setResultsOpen] = useState(false);
  const [change, setChange] = useState<'cancel' | 'move' | null>(null);
  const started = data ? Date.parse(data.slot.startsAt) <= Date.now() : false;
  const cancelled = data?.slot.cancelledAt != null;
  const title = data
    ? t('bookings.title', {
        date: formatExamDate(data.slot.startsAt, data.timeZone, i18n.language),
        time: formatExamTime(data.slot.startsAt, data.timeZone, i18n.language),
      })
    : t('tabs.sittings');

  return (
    <Drawer
      opened={slotId !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={<Text fw={700}>{title}</Text>}
      closeButtonProps={{ 'aria-label': t('bookings.close') }}
    >
      {bookings.isError ? (
        bookings.error instanceof ApiError && bookings.error.status === HTTP_NOT_FOUND ? (
          <StateMessage
            headingOrder={2}
            title={t('bookings.notFound')}
            icon={<IconUserQuestion size={28} />}
          >
            <Text ta="center">{t('bookings.notFoundHint')}</Text>
          </StateMessage>
        ) : (
          <StateMessage
            headingOrder={2}
            tone="danger"
            role="alert"
            title={t('states.bookingsFailed')}
            icon={<IconUserQuestion size={28} />}
            actions={
              <Button
                leftSection={<IconRefresh size={18} aria-hidden="true" />}
                loading={bookings.isFetching}
                onClick={() => void bookings.refetch()}
              >
                {t('states.retry')}
              </Button>
            }
          />
        )
      ) : !data ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={20} width="50%" />
          <Skeleton height={110} radius="md" />
          <Skeleton height={110} radius="md" />
        </Stack>
      ) : (
        <Stack gap="md">
          <Text c="dimmed">
            {t('bookings.summary', { booked: data.slot.booked, capacity: data.slot.capacity })}
          </Text>
          {cancelled ? (
            <Alert color="red" variant="light" title={t('change.cancelledTitle')}>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {t('change.cancelledText', {
                  at: staffTime(data.timeZone, i18n.language).dateTime(data.slot.cancelledAt ?? ''),
                  reason: data.slot.cancelReason ?? '',
                })}
              </Text>
            </Alert>
          ) : !started ? (
            <Group gap="sm">
              <Button variant="light" onClick={() => setChange('move')}>
                {t('change.move')}
              </Button>
              <Button variant="light" color="red" onClick={() => setChange('cancel')}>
                {t('change.cancel')}
              </Button>
            </Group>
          ) : null}
          {change === 'cancel' ? (
            <CancelSittingDialog
              slot={data.slot}
              timeZone={data.timeZone}
              onClose={() => setChange(null)}
            />
          ) : null}
          {change === 'move' ? (
            <MoveSittingDialog
              slot={data.slot}
              timeZone={data.timeZone}
              onClose={() => setChange(null)}
              onMoved={(id) => {
                setChange(null);
                onOpen(id);
              }}
            />
          ) : null}
          {started && data.bookings.some((booking) => booking.status === 'pending') ? (
            <Group>
              <Button variant="light" onClick={() => setResultsOpen(true)}>
                {t('results.open')}
              </Button>
            </Group>
          ) : null}
          {resultsOpen ? (
            <SittingResultsDialog
              slotId={data.slot.id ?? slotId ?? 0}
              bookings={data.bookings}
              onClose={() => setResultsOpen(false)}
            />
          ) : null}
          {data.bookings.length === 0 ? (
            <Text>{t('bookings.empty')}</Text>
          ) : (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.bookings.map((booking) => (
                <li key={booking.applicantId}>
                  <BookingCard
                    booking={booking}
                    timeZone={data.timeZone}
                    slotId={data.slot.id ?? slotId ?? 0}
                    started={started}
                  />
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Drawer>
  );
}

const statusTones = { pending: 'orange', admitted: 'green', rejected: 'red' } as const;

function BookingCard({
  booking,
  timeZone,
  slotId,
  started,
}: {
  booking: ExamSlotBooking;
  timeZone: string;
  slotId: number;
  /** Attendance is recorded once the sitting has started. */
  started: boolean;
}) {
  const { t, i18n } = useTranslation('exam-schedule');
  const record = useMutation(recordAttendanceMutation);
  const bookedAt = staffTime(timeZone, i18n.language).dateTime(booking.bookedAt);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Anchor component={Link} to={paths.admin.applicant(booking.applicantId)} fw={700}>
          {booking.fullName}
        </Anchor>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMail size={16} aria-hidden="true" style={{ flex: 'none', marginTop: 3 }} />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <VisuallyHidden>{t('bookings.email')}: </VisuallyHidden>
            {booking.email}
          </Text>
        </Group>
        {booking.phone ? (
          <Group gap={6} wrap="nowrap">
            <IconPhone size={16} aria-hidden="true" style={{ flex: 'none' }} />
            <Text size="sm">
              <VisuallyHidden>{t('bookings.phone')}: </VisuallyHidden>
              {booking.phone}
            </Text>
          </Group>
        ) : null}
        <Group gap={6} wrap="wrap">
          <ToneBadge tone="brand">{t(`bookings.formats.${booking.courseType}`)}</ToneBadge>
          <ToneBadge tone={statusTones[booking.status]}>
            {t(`bookings.statuses.${booking.status}`)}
          </ToneBadge>
          <ToneBadge tone={booking.emailVerified ? 'green' : 'gray'}>
            {booking.emailVerified ? t('bookings.verified') : t('bookings.notVerified')}
          </ToneBadge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('bookings.bookedAt', { at: bookedAt })}
        </Text>
        {started ? (
          <Group
            gap="xs"
            role="group"
            aria-label={t('bookings.attendanceOf', { name: booking.fullName })}
          >
            {([true, false] as const).map((attended) => (
              <Button
                key={String(attended)}
                size="compact-sm"
                variant={booking.attended === attended ? 'filled' : 'default'}
                color={attended ? 'green' : 'red'}
                aria-pressed={booking.attended === attended}
                loading={record.isPending && record.variables?.body.attended === attended}
                onClick={() =>
                  record.mutate({
                    params: { id: slotId, applicantId: booking.applicantId },
                    body: { attended },
                  })
                }
              >
                {attended ? t('bookings.came') : t('bookings.didNotCome')}
              </Button>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
