import {
  type AdminApplicant,
  formatExamDate,
  formatExamTime,
  formatTimeZone,
  paths,
} from '@academy/contracts';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplicantSection } from './applicant-section';

/** The exam sitting the applicant booked, in its own time zone, and who else sits it. */
export function BookingSection({ booking }: { booking: AdminApplicant['booking'] }) {
  const { t, i18n } = useTranslation('admission');
  const language = i18n.language;
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
      ) : (
        <Text c="dimmed">{t('noBooking')}</Text>
      )}
    </ApplicantSection>
  );
}
