import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One section of an applicant's page: a framed landmark named by its heading. */
export function ApplicantSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={title}
    >
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A label and its value: a description list of one, so it reads right wherever it stands. */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="dl" m={0}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}

/** A staff member's name, or "someone" for one no longer known. */
export function useStaffName() {
  const { t } = useTranslation('admission');
  return (member: { fullName: string } | null) => member?.fullName ?? t('someone');
}
