import type { ApplicantStatus } from '@academy/contracts';
import { Badge } from '@mantine/core';
import { IconCircleCheck, IconMailCheck, IconMailQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const statusColors: Record<ApplicantStatus, string> = {
  pending: 'yellow',
  admitted: 'green',
  rejected: 'red',
};

/** The applicant's status: pending, admitted or rejected. */
export function StatusBadge({ status }: { status: ApplicantStatus }) {
  const { t } = useTranslation('admin-applicants');
  return (
    <Badge color={statusColors[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Whether the applicant confirmed their e-mail address. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation('admin-applicants');
  const Icon = verified ? IconMailCheck : IconMailQuestion;
  return (
    <Badge
      color={verified ? 'teal' : 'gray'}
      variant="outline"
      leftSection={<Icon size={14} aria-hidden="true" />}
    >
      {verified ? t('verified') : t('unverified')}
    </Badge>
  );
}

/** An exam score with passed/failed; a dash when none was recorded. */
export function ScoreBadge({ score, passed }: { score: number | null; passed: boolean | null }) {
  const { t } = useTranslation('admin-applicants');
  if (score === null || passed === null) return <>{t('noScore')}</>;
  return (
    <Badge
      color={passed ? 'green' : 'red'}
      variant="light"
      leftSection={passed ? <IconCircleCheck size={14} aria-hidden="true" /> : undefined}
    >
      {`${t('scoreValue', { score })} · ${passed ? t('passed') : t('failed')}`}
    </Badge>
  );
}
