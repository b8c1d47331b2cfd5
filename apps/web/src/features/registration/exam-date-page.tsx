import { dateInTimeZone, formatTimeZone } from '@academy/contracts';
import { Alert, Button, Grid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ClockIcon } from '../../shared/ui/icons';
import { Loading } from '../../shared/ui/loading';
import { ExamCalendar } from './exam-date/exam-calendar';
import { TimeSlots } from './exam-date/time-slots';
import { type ExamCalendar as Calendar, useExamCalendar } from './exam-date/use-exam-calendar';
import { formatCalendarDate } from './exam-time';
import { nextSignUpStepPath, type SignUpStep } from './sign-up-steps';
import { useSignUpStore } from './sign-up-store';
import { StepActions, StepCard } from './step-layout';
import { useStepNotice } from './step-notice';

const step: SignUpStep = 'examDate';

/** Step 3: a day of the coming weeks, then one of its times. */
export function ExamDatePage() {
  const { t } = useTranslation('registration');
  const notice = useStepNotice();
  const { calendar, isPending, isError, retry } = useExamCalendar();

  return (
    <StepCard step={step} notice={notice}>
      {calendar ? (
        <ExamDatePicker calendar={calendar} />
      ) : isError ? (
        <Alert color="red" variant="light" title={t('examDate.loadFailed')}>
          <Button variant="light" color="red" mt="sm" onClick={retry}>
            {t('actions.retry')}
          </Button>
        </Alert>
      ) : isPending ? (
        <Loading label={t('examDate.loading')} py="xl" />
      ) : null}
    </StepCard>
  );
}

function ExamDatePicker({ calendar }: { calendar: Calendar }) {
  const { t, i18n } = useTranslation('registration');
  const navigate = useNavigate();
  const testDateTime = useSignUpStore((state) => state.testDateTime);
  const setTestDateTime = useSignUpStore((state) => state.setTestDateTime);
  const [day, setDay] = useState<string | null>(() =>
    testDateTime ? dateInTimeZone(calendar.timeZone, testDateTime) : null,
  );
  const [missing, setMissing] = useState(false);

  const next = () => {
    if (testDateTime === null) {
      setMissing(true);
      return;
    }
    void navigate(nextSignUpStepPath(step));
  };

  return (
    <>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ExamCalendar
            calendar={calendar}
            value={day}
            onChange={(date) => {
              setDay(date);
              setMissing(false);
              // A time chosen on another day no longer stands once a new day is picked.
              if (testDateTime && dateInTimeZone(calendar.timeZone, testDateTime) !== date) {
                setTestDateTime(null);
              }
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Text size="sm" c="dimmed" display="flex" style={{ alignItems: 'center', gap: 6 }}>
              <ClockIcon size={16} />
              {t('examDate.timeZone', { zone: formatTimeZone(calendar.timeZone, i18n.language) })}
            </Text>
            {day ? (
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {formatCalendarDate(day, i18n.language)}
                </Title>
                <TimeSlots
                  slots={calendar.slotsOn(day)}
                  timeZone={calendar.timeZone}
                  selected={testDateTime}
                  onSelect={(dateTime) => {
                    setTestDateTime(dateTime);
                    setMissing(false);
                  }}
                />
              </Stack>
            ) : (
              <Text>{t('examDate.pickDay')}</Text>
            )}
            {missing ? (
              <Text c="red.7" size="sm" role="alert">
                {t('examDate.pickTime')}
              </Text>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
      <StepActions step={step} nextLabel={t('actions.next')} onNext={next} />
    </>
  );
}
