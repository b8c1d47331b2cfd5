import type { LinkRequestResponse } from '@academy/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../shared/lib/countdown';
import { useStaffTime } from '../../shared/lib/staff-time';
import { LinkRequestButton } from '../../shared/ui/link-cooldown-note';

/**
 * A fresh link mailed to a pending applicant (to confirm their address, or to choose an exam
 * time), under the one-a-minute rule of every mailed link. It says when the mail went; a
 * request the rule held back says so, and the button waits out the minute. A refusal is the
 * HTTP client's toast.
 */
export function MailedLinkRequest({
  hint,
  label,
  sentText,
  pending,
  request,
}: {
  hint: string;
  label: string;
  sentText: (at: string) => string;
  pending: boolean;
  /** Sends the request; calls `done` with the server's answer when it came. */
  request: (done: (answer: LinkRequestResponse) => void) => void;
}) {
  const { t } = useTranslation('admission');
  const time = useStaffTime();
  const cooldown = useCountdown();
  const [outcome, setOutcome] = useState<{ sentAt: Date } | { held: true } | null>(null);

  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{hint}</Text>
      <LinkRequestButton
        variant="light"
        leftSection={<IconMailForward size={18} aria-hidden="true" />}
        loading={pending}
        remaining={cooldown.remaining}
        maw="100%"
        h="auto"
        mih={36}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
        onClick={() =>
          request((answer) => {
            cooldown.start(answer.retryAfterSeconds);
            setOutcome(answer.accepted ? { sentAt: new Date() } : { held: true });
          })
        }
      >
        {label}
      </LinkRequestButton>
      {outcome && 'sentAt' in outcome ? (
        <Alert color="teal" variant="light" role="status" style={{ overflowWrap: 'anywhere' }}>
          {sentText(time.dateTime(outcome.sentAt))}
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
