import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExamSlotChooser } from '../../shared/exam-calendar/exam-slot-chooser';
import {
  type ExamCalendar as Calendar,
  useExamCalendar,
} from '../../shared/exam-calendar/use-exam-calendar';
import { Loading } from '../../shared/ui/loading';
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
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const testDateTime = useSignUpStore((state) => state.testDateTime);
  const setTestDateTime = useSignUpStore((state) => state.setTestDateTime);
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
      <ExamSlotChooser
        calendar={calendar}
        value={testDateTime}
        onChange={(dateTime) => {
          setTestDateTime(dateTime);
          setMissing(false);
        }}
        error={missing ? t('examDate.pickTime') : null}
      />
      <StepActions step={step} nextLabel={t('actions.next')} onNext={next} />
    </>
  );
}
