import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionCard } from '../../shared/ui/section-card';

/** A titled card of /profile and of the staff's account page; `id` names its heading. */
export function ProfileCard({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <SectionCard titleId={id} title={title} gap="sm">
      {children}
    </SectionCard>
  );
}

/** A label and its value, read as a pair. */
export function ProfileField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dark.4">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
