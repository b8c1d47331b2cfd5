import type { AdminApplicant } from '@academy/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../shared/lib/countdown';
import { useStaffTime } from '../../shared/lib/staff-time';
import { LinkRequestButton } from '../../shared/ui/link-cooldown-note';
import { resendApplicantVerificationMutation } from './api/change-applicant';

/**
 * For a pending applicant who has not confirmed their address (who cannot be admitted until
 * they do): a fresh confirmation link, mailed as the public "send again" does. It says when
 * the mail went; a request the one-a-minute rule held back says so, and the button waits
 * out the minute. A refusal (already confirmed meanwhile) is the HTTP client's toast.
 */
export function ResendVerification({ applicant }: { applicant: AdminApplicant }) {
  const { t } = useTranslation('admission');
  const time = useStaffTime();
  const resend = useMutation(resendApplicantVerificationMutation);
  const cooldown = useCountdown();
  const [outcome, setOutcome] = useState<{ sentAt: Date } | { held: true } | null>(null);

  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t('verificationMail.hint', { email: applicant.email })}</Text>
      <LinkRequestButton
        variant="light"
        leftSection={<IconMailForward size={18} aria-hidden="true" />}
        loading={resend.isPending}
        remaining={cooldown.remaining}
        maw="100%"
        h="auto"
        mih={36}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
        onClick={() =>
          resend.mutate(
            { params: { id: applicant.id } },
            {
              onSuccess: (answer) => {
                cooldown.start(answer.retryAfterSeconds);
                setOutcome(answer.accepted ? { sentAt: new Date() } : { held: true });
              },
            },
          )
        }
      >
        {t('verificationMail.resend')}
      </LinkRequestButton>
      {outcome && 'sentAt' in outcome ? (
        <Alert color="teal" variant="light" role="status" style={{ overflowWrap: 'anywhere' }}>
          {t('verificationMail.sent', {
            email: applicant.email,
            at: time.dateTime(outcome.sentAt),
          })}
        </Alert>
      ) : null}
      {outcome && 'held' in outcome && cooldown.remaining > 0 ? (
        <Alert color="yellow" variant="light" role="alert">
          {t('verificationMail.held')}
        </Alert>
      ) : null}
    </Stack>
  );
}
