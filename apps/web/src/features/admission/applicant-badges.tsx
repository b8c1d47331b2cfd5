import type { ApplicantStatus } from '@academy/contracts';
import { Badge } from '@mantine/core';
import { IconMailCheck, IconMailQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/*
 * Badges keep the text's own colour (a coloured dot or border tells the state), which keeps
 * WCAG AA contrast; the whole label shows, never cut with an ellipsis: a badge is as wide as
 * its label (a table column cannot squeeze it), its label never clipped.
 */
const badgeStyle = { overflow: 'visible', flexShrink: 0, minWidth: 'max-content' } as const;
const badgeStyles = { label: { overflow: 'visible', textOverflow: 'clip' } } as const;

const statusColors: Record<ApplicantStatus, string> = {
  pending: 'yellow',
  admitted: 'green',
  rejected: 'red',
};

/** The applicant's status: pending, admitted or rejected. */
export function StatusBadge({ status }: { status: ApplicantStatus }) {
  const { t } = useTranslation('admission');
  return (
    <Badge
      color={statusColors[status]}
      variant="dot"
      tt="none"
      size="md"
      style={badgeStyle}
      styles={badgeStyles}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Whether the applicant confirmed their e-mail address. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation('admission');
  const Icon = verified ? IconMailCheck : IconMailQuestion;
  return (
    <Badge
      color={verified ? 'teal' : 'gray'}
      variant="outline"
      tt="none"
      c="var(--mantine-color-text)"
      leftSection={<Icon size={14} aria-hidden="true" />}
      style={badgeStyle}
      styles={badgeStyles}
    >
      {verified ? t('verified') : t('unverified')}
    </Badge>
  );
}

/** An exam score with passed/failed; a dash when none was recorded. */
export function ScoreBadge({ score, passed }: { score: number | null; passed: boolean | null }) {
  const { t } = useTranslation('admission');
  if (score === null || passed === null) return <>{t('noScore')}</>;
  return (
    <Badge
      color={passed ? 'green' : 'red'}
      variant="dot"
      tt="none"
      size="md"
      style={badgeStyle}
      styles={badgeStyles}
    >
      {`${t('scoreValue', { score })} · ${passed ? t('passed') : t('failed')}`}
    </Badge>
  );
}
