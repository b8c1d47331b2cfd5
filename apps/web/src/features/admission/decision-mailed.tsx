import { Alert } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface DecisionOutcome {
  kind: 'admit' | 'reject';
  mailedTo: string;
}

/** Said once a decision was made here: the applicant was mailed about it. */
export function DecisionMailed({ outcome, name }: { outcome: DecisionOutcome; name: string }) {
  const { t } = useTranslation('admission');
  return (
    <Alert
      color={outcome.kind === 'admit' ? 'green' : 'gray'}
      variant="light"
      role="status"
      icon={<IconMailForward size={20} aria-hidden="true" />}
    >
      {t(outcome.kind === 'admit' ? 'admittedMail' : 'rejectedMail', {
        name,
        email: outcome.mailedTo,
      })}
    </Alert>
  );
}
