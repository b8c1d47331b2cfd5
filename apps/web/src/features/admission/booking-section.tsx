import {
  type AdminApplicant,
  formatExamDate,
  formatExamTime,
  formatTimeZone,
  paths,
} from '@academy/contracts';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStaffTime } from '../../shared/lib/staff-time';
import { sendApplicantBookingLinkMutation } from './api/change-applicant';
import { ApplicantSection } from './applicant-section';
import { BookApplicantDialog } from './booking-dialog';
import { MailedLinkRequest } from './mailed-link-request';

/**
 * The exam sitting the applicant booked, in its own time zone, and who else sits it; without
 * one, the sitting staff cancelled for them (and why) while they have not chosen another.
 * For a pending applicant staff change the time of a booking still to come, or book one and
 * mail a fresh link to choose (ARCHITECTURE.md, "Exam schedule").
 */
export function BookingSection({ applicant }: { applicant: AdminApplicant }) {
  const { t, i18n } = useTranslation('admission');
  const language = i18n.language;
  const time = useStaffTime();
  const { booking, cancelledSitting } = applicant;
  const [dialogOpened, dialog] = useDisclosure(false);
  const [bookedAt, setBookedAt] = useState<Date | null>(null);
  const sendLink = useMutation(sendApplicantBookingLinkMutation);
  const pending = applicant.status === 'pending';
  const toCome = booking !== null && Date.parse(booking.startsAt) > Date.now();
  return (
    <ApplicantSection title={t('booking')}>
      {booking ? (
        <Stack gap="xs">
          <Text>
            {t('bookingAt', {
              date: formatExamDate(booking.startsAt, booking.timeZone, language),
              time: formatExamTime(booking.startsAt, booking.timeZone, language),
              zone: formatTimeZone(booking.timeZone, language, booking.startsAt),
            })}
          </Text>
          <Anchor
            component={Link}
            to={`${paths.admin.applicants}?slotId=${booking.slotId}`}
            size="sm"
          >
            {t('sameSitting')}
          </Anchor>
        </Stack>
      ) : cancelledSitting ? (
        <Alert color="orange" variant="light" title={t('sittingCancelled.title')}>
          <Stack gap={4}>
            <Text size="sm">
              {t('sittingCancelled.text', { at: time.dateTime(cancelledSitting.startsAt) })}
            </Text>
            <Text size="sm">
              {t('sittingCancelled.reason', { reason: cancelledSitting.reason })}
            </Text>
            <Text size="sm">{t('sittingCancelled.link')}</Text>
          </Stack>
        </Alert>
      ) : (
        <Text c="dimmed">{t('noBooking')}</Text>
      )}
      {bookedAt ? (
        <Alert color="teal" variant="light" role="status" style={{ overflowWrap: 'anywhere' }}>
          {t('bookingChange.mailed', { email: applicant.email, at: time.dateTime(bookedAt) })}
        </Alert>
      ) : null}
      {pending && (toCome || booking === null) ? (
        <Button
          variant="light"
          leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
          onClick={dialog.open}
          style={{ alignSelf: 'flex-start' }}
        >
          {t(booking ? 'bookingChange.change' : 'bookingChange.book')}
        </Button>
      ) : null}
      {pending && booking === null ? (
        <MailedLinkRequest
          hint={t('bookingLink.hint', { email: applicant.email })}
          label={t('bookingLink.send')}
          sentText={(at) => t('bookingLink.sent', { email: applicant.email, at })}
          pending={sendLink.isPending}
          request={(done) => sendLink.mutate({ params: { id: applicant.id } }, { onSuccess: done })}
        />
      ) : null}
      {dialogOpened ? (
        <BookApplicantDialog
          applicant={applicant}
          onClose={dialog.close}
          onBooked={() => {
            dialog.close();
            setBookedAt(new Date());
          }}
        />
      ) : null}
    </ApplicantSection>
  );
}
