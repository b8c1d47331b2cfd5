import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExamCalendarState } from '../../shared/exam-calendar/exam-calendar-state';
import { ExamSlotChooser } from '../../shared/exam-calendar/exam-slot-chooser';
import {
  type ExamCalendar as Calendar,
  useExamCalendar,
} from '../../shared/exam-calendar/use-exam-calendar';
import { nextSignUpStepPath, type SignUpStep } from './sign-up-steps';
import { useSignUpStore } from './sign-up-store';
import { StepActions, StepCard } from './step-layout';
import { useStepNotice } from './step-notice';

const step: SignUpStep = 'examDate';

/** Step 3: a day of the coming weeks, then one of its times. */
export function ExamDatePage() {
  const notice = useStepNotice();
  const exam = useExamCalendar();

  return (
    <StepCard step={step} notice={notice}>
      <ExamCalendarState exam={exam}>
        {(calendar) => <ExamDatePicker calendar={calendar} />}
      </ExamCalendarState>
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
