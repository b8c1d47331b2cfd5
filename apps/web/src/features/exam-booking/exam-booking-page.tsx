import {
  type ExamRebooking,
  examScheduleEndpoints,
  formatExamDate,
  formatExamTime,
  formatTimeZone,
  paths,
} from '@academy/contracts';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { endpointMutation, endpointQuery } from '../../shared/api/endpoint-query';
import { ExamCalendarState } from '../../shared/exam-calendar/exam-calendar-state';
import { ExamSlotChooser } from '../../shared/exam-calendar/exam-slot-chooser';
import { useExamCalendar } from '../../shared/exam-calendar/use-exam-calendar';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { CheckIcon } from '../../shared/ui/icons';
import { Loading } from '../../shared/ui/loading';
import { PageTitle } from '../../shared/ui/page-title';

/** The link's page: GET exam-booking with its token as bearer (ARCHITECTURE.md, "Exam schedule"). */
export const examRebookingQuery = (token: string) =>
  endpointQuery(examScheduleEndpoints.getExamRebooking, undefined, { bearer: token, toast: false });

/**
 * /exam-booking?token=…: an applicant whose exam sitting staff cancelled reads why and books
 * another from the calendar; the link is spent by the booking, which the page then shows
 * (also on reload). The chosen time waits in the address (`time`), so a reload keeps it.
 */
export function ExamBookingPage() {
  const { t } = useTranslation('registration');
  const token = useSearchParams()[0].get('token') || null;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <PageTitle title={t('examBooking.title')} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
        {token === null ? <Unusable code="ERR_TOKEN_INVALID" /> : <LinkPage token={token} />}
      </Paper>
    </Container>
  );
}

function LinkPage({ token }: { token: string }) {
  const { t } = useTranslation('registration');
  const page = useQuery({ ...examRebookingQuery(token), retry: false });
  if (page.data) {
    return page.data.booking ? (
      <Booked rebooking={page.data} />
    ) : (
      <Choose token={token} rebooking={page.data} />
    );
  }
  if (page.error) {
    const code = page.error instanceof ApiError ? page.error.code : null;
    if (page.error instanceof ApiError && page.error.kind === 'http' && code !== 'ERR_INTERNAL') {
      return <Unusable code={code} />;
    }
    return (
      <Outcome title={t('examBooking.title')}>
        <Alert color="red" variant="light" role="alert">
          {t('examBooking.loadFailed')}
        </Alert>
        <Group>
          <Button variant="light" loading={page.isFetching} onClick={() => void page.refetch()}>
            {t('actions.retry')}
          </Button>
        </Group>
      </Outcome>
    );
  }
  return <Loading label={t('examBooking.loading')} py="xl" />;
}

/** Why the sitting was cancelled, the calendar, and the booking of the time chosen. */
function Choose({ token, rebooking }: { token: string; rebooking: ExamRebooking }) {
  const { t, i18n } = useTranslation('registration');
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const chosen = search.get('time');
  const [problem, setProblem] = useState<string | null>(null);
  const exam = useExamCalendar();
  const book = useMutation(
    endpointMutation(examScheduleEndpoints.bookExamWithLink, {
      request: { bearer: token, shownByCaller: ['ERR_TEST_UNAVAILABLE_DATE', 'ERR_TOKEN_USED'] },
      onSuccess: (answer) => client.setQueryData(examRebookingQuery(token).queryKey, answer),
    }),
  );
  const choose = (time: string | null) => {
    setProblem(null);
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (time) next.set('time', time);
        else next.delete('time');
        return next;
      },
      { replace: true },
    );
  };

  const submit = useSingleFlight(async () => {
    if (!chosen) {
      setProblem(t('examDate.pickTime'));
      return;
    }
    try {
      await book.mutateAsync({ testDateTime: chosen });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      if (code === 'ERR_TEST_UNAVAILABLE_DATE') {
        setProblem(t('examBooking.taken'));
        exam.retry();
      } else if (code && error instanceof ApiError && error.kind === 'http') {
        // Spent meanwhile (another tab) or no longer usable: the page reads the link again.
        await client.invalidateQueries({ queryKey: examRebookingQuery(token).queryKey });
      }
      // Any other failure was the HTTP client's toast; the choice stays to send again.
    }
  });

  const cancelled = rebooking.cancelled;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('examBooking.title')}</Title>
        <Text>{t('examBooking.greeting', { name: rebooking.fullName })}</Text>
      </Stack>
      {cancelled ? (
        <Alert
          color="orange"
          variant="light"
          role="note"
          title={t('examBooking.cancelledTitle')}
          // The title in the text's colour: the tinted one is too faint on the light background.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Stack gap={4}>
            <Text size="sm">
              {t('examBooking.cancelled', {
                date: formatExamDate(cancelled.startsAt, rebooking.timeZone, i18n.language),
                time: formatExamTime(cancelled.startsAt, rebooking.timeZone, i18n.language),
              })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {t('examBooking.reason', { reason: cancelled.reason })}
            </Text>
          </Stack>
        </Alert>
      ) : null}
      <Text>{t('examBooking.lead')}</Text>
      <ExamCalendarState exam={exam}>
        {(calendar) => (
          <ExamSlotChooser calendar={calendar} value={chosen} onChange={choose} error={problem} />
        )}
      </ExamCalendarState>
      <Group justify="flex-end">
        <Button size="md" loading={book.isPending} onClick={() => void submit()}>
          {t('examBooking.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The booking made with the link: when, how, and that it was mailed. */
function Booked({ rebooking }: { rebooking: ExamRebooking }) {
  const { t, i18n } = useTranslation('registration');
  const booking = rebooking.booking;
  if (!booking) return null;
  const { timeZone } = rebooking;
  const language = i18n.language;
  return (
    <Outcome
      title={t('examBooking.booked')}
      icon={
        <ThemeIcon size={48} radius="xl" color="teal" variant="light">
          <CheckIcon size={26} />
        </ThemeIcon>
      }
    >
      <Text>{t('examBooking.greeting', { name: rebooking.fullName })}</Text>
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('confirmation.exam')}>
        <SimpleGrid component="dl" cols={1} spacing="xs" m={0}>
          <Detail
            label={t('confirmation.date')}
            value={formatExamDate(booking.startsAt, timeZone, language)}
          />
          <Detail
            label={t('confirmation.time')}
            value={`${formatExamTime(booking.startsAt, timeZone, language)} (${formatTimeZone(timeZone, language, booking.startsAt)})`}
          />
          <Detail
            label={t('confirmation.format')}
            value={t(`examBooking.formats.${booking.courseType}`)}
          />
        </SimpleGrid>
      </Paper>
      <Text>{t('examBooking.mailed')}</Text>
      <Anchor component={Link} to={paths.home}>
        {t('examBooking.home')}
      </Anchor>
    </Outcome>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {value}
      </Text>
    </div>
  );
}

/** A link that cannot book: why, in words, and what to do. */
function Unusable({ code }: { code: string | null }) {
  const { t } = useTranslation('registration');
  const reason =
    code === 'ERR_TOKEN_EXPIRED'
      ? 'expired'
      : code === 'ERR_TOKEN_USED'
        ? 'used'
        : code === 'ERR_APPLICANT_NOT_PENDING'
          ? 'decided'
          : 'invalid';
  return (
    <Outcome title={t(`examBooking.unusable.${reason}.title`)}>
      <Text>{t(`examBooking.unusable.${reason}.text`)}</Text>
      <Anchor component={Link} to={paths.home}>
        {t('examBooking.home')}
      </Anchor>
    </Outcome>
  );
}

function Outcome({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" role="status" aria-live="polite">
      <Stack gap="xs" align="flex-start">
        {icon}
        <Title order={1}>{title}</Title>
      </Stack>
      {children}
    </Stack>
  );
}
