import { type AdminApplicant, admissionBlockers } from '@academy/contracts';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useStaffTime } from '../../shared/lib/staff-time';
import { ApplicantSection, LabelledValue, useStaffName } from './applicant-section';
import { ResendVerification } from './resend-verification';

interface DecisionSectionProps {
  applicant: AdminApplicant;
  onAdmit: () => void;
  onReject: () => void;
}

/**
 * The decision: who admitted (and to what) or rejected (and why), or for a pending applicant
 * what stops admitting, the verification mail again, and Admit and Reject.
 */
export function DecisionSection({ applicant, onAdmit, onReject }: DecisionSectionProps) {
  const { t } = useTranslation('admission');
  return (
    <ApplicantSection title={t('decision')}>
      {applicant.status === 'admitted' ? <Admitted applicant={applicant} /> : null}
      {applicant.status === 'rejected' ? <Rejected applicant={applicant} /> : null}
      {applicant.status === 'pending' ? (
        <Pending applicant={applicant} onAdmit={onAdmit} onReject={onReject} />
      ) : null}
    </ApplicantSection>
  );
}

function Admitted({ applicant }: { applicant: AdminApplicant }) {
  const { t } = useTranslation('admission');
  const time = useStaffTime();
  const staffName = useStaffName();
  return (
    <Stack gap="xs">
      <Text>
        {t('admittedOn', {
          date: time.dateTime(applicant.decision.admittedAt ?? ''),
          name: staffName(applicant.decision.decidedBy),
        })}
      </Text>
      {applicant.enrolments.length > 0 ? (
        <Text>
          {`${t('enrolledIn')}: ${applicant.enrolments
            .map((e) => t('enrolment', { title: e.title, format: t(`courseType.${e.courseType}`) }))
            .join(', ')}`}
        </Text>
      ) : null}
    </Stack>
  );
}

function Rejected({ applicant }: { applicant: AdminApplicant }) {
  const { t } = useTranslation('admission');
  const time = useStaffTime();
  const staffName = useStaffName();
  return (
    <Stack gap="xs">
      <Text>
        {t('rejectedOn', {
          date: time.dateTime(applicant.decision.rejectedAt ?? ''),
          name: staffName(applicant.decision.decidedBy),
        })}
      </Text>
      <LabelledValue label={t('reason')}>{applicant.decision.rejectionReason}</LabelledValue>
    </Stack>
  );
}

function Pending({ applicant, onAdmit, onReject }: DecisionSectionProps) {
  const { t } = useTranslation(['admission', 'errors']);
  const blockers = admissionBlockers({
    status: applicant.status,
    emailVerified: applicant.emailVerified,
    examPassed: applicant.exam?.passed ?? null,
  });
  return (
    <Stack gap="sm">
      {blockers.length > 0 ? (
        <Alert color="yellow" variant="light" id="admission-blockers">
          <Text>{t('cannotAdmit')}</Text>
          <List size="sm" mt={4}>
            {blockers.map((code) => (
              <List.Item key={code}>{t(`errors:${code}`)}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {applicant.emailVerified ? null : <ResendVerification applicant={applicant} />}
      <Group gap="sm">
        <Button
          leftSection={<IconCheck size={18} aria-hidden="true" />}
          disabled={blockers.length > 0}
          aria-describedby={blockers.length > 0 ? 'admission-blockers' : undefined}
          onClick={onAdmit}
        >
          {t('admit')}
        </Button>
        <Button
          color="red.8"
          variant="outline"
          leftSection={<IconX size={18} aria-hidden="true" />}
          onClick={onReject}
        >
          {t('reject')}
        </Button>
      </Group>
    </Stack>
  );
}
