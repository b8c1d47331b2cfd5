import type { AdminApplicant } from '@academy/contracts';
import { Group, Stack, Title } from '@mantine/core';
import { PageTitle } from '../../shared/ui/page-title';
import { TimeZoneNote } from '../../shared/ui/time-zone-note';
import { StatusBadge, VerifiedBadge } from './applicant-badges';

/** The applicant's name, status and e-mail check, and in which time zone times are. */
export function ApplicantHeading({ applicant }: { applicant: AdminApplicant }) {
  return (
    <>
      <PageTitle title={applicant.fullName} />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {applicant.fullName}
          </Title>
          <Group gap="xs">
            <StatusBadge status={applicant.status} />
            <VerifiedBadge verified={applicant.emailVerified} />
          </Group>
          <TimeZoneNote />
        </Stack>
      </Group>
    </>
  );
}
