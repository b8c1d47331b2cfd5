import {
  type AdminApplicant,
  formatExamDate,
  formatExamTime,
  formatTimeZone,
  paths,
} from '@academy/contracts';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStaffTime } from '../../shared/lib/staff-time';
import { ApplicantSection } from './applicant-section';

/**
 * The exam sitting the applicant booked, in its own time zone, and who else sits it; without
 * one, the sitting staff cancelled for them (and why) while they have not chosen another.
 */
export function BookingSection({
  booking,
  cancelledSitting,
}: {
  booking: AdminApplicant['booking'];
  cancelledSitting: AdminApplicant['cancelledSitting'];
}) {
  const { t, i18n } = useTranslation('admission');
  const language = i18n.language;
  const time = useStaffTime();
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
    </ApplicantSection>
  );
}
