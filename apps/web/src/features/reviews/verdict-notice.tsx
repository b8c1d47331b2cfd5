import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What the screen after a verdict says about it (React Router's location state). */
export interface VerdictNoticeState {
  verdict: 'passed' | 'failed';
  title: string;
  student: string;
}

export function VerdictNotice({ state }: { state: VerdictNoticeState }) {
  const { t } = useTranslation('reviews');
  return (
    <Alert color="green" role="status" icon={<IconCircleCheck size={20} aria-hidden="true" />}>
      {t(state.verdict === 'passed' ? 'verdict.donePassed' : 'verdict.doneFailed', {
        title: state.title,
        student: state.student,
      })}
    </Alert>
  );
}
