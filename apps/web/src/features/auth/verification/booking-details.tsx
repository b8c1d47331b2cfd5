import {
  type ApplicantMeResponse,
  formatExamDate,
  formatExamTime,
  formatTimeZone,
} from '@academy/contracts';
import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The exam instant in the academy's time zone, with that zone named (`Asia/Yerevan, GMT+4`). */
function formatBooking(dateTime: string, timeZone: string, language: string) {
  return {
    date: formatExamDate(dateTime, timeZone, language),
    time: formatExamTime(dateTime, timeZone, language),
    zone: formatTimeZone(timeZone, language, dateTime),
  };
}

/** A verified applicant's booking: who, when (in the academy's time zone), how, and what next. */
export function BookingDetails({ applicant }: { applicant: ApplicantMeResponse }) {
  const { t, i18n } = useTranslation('auth');
  const booking = applicant.booking
    ? formatBooking(applicant.booking.dateTime, applicant.booking.timeZone, i18n.language)
    : null;

  return (
    <Stack gap="md">
      <Text size="lg">{t('verification.greeting', { name: applicant.fullName })}</Text>
      <Paper
        withBorder
        radius="md"
        p="md"
        component="section"
        aria-label={t('verification.booking')}
      >
        <Title order={2} size="h4" mb="sm">
          {t('verification.booking')}
        </Title>
        {booking ? (
          <SimpleGrid component="dl" cols={1} spacing="xs" m={0}>
            <Detail label={t('verification.examDate')} value={booking.date} />
            <Detail
              label={t('verification.examTime')}
              value={`${booking.time} (${booking.zone})`}
            />
            <Detail
              label={t('verification.courseFormat')}
              value={t(`verification.formats.${applicant.courseType}`)}
            />
          </SimpleGrid>
        ) : (
          <Text>{t('verification.noBooking')}</Text>
        )}
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('verification.next.title')}
        </Title>
        <List spacing="xs" type="ordered">
          <List.Item>{t('verification.next.exam')}</List.Item>
          <List.Item>{t('verification.next.result')}</List.Item>
          <List.Item>{t('verification.next.login')}</List.Item>
        </List>
      </Stack>
    </Stack>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {value}
      </Text>
    </div>
  );
}
