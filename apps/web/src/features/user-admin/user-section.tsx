import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One section of a user's page (profile, actions, access, progress, certificates): a framed
 * landmark named by its heading, whose element id is `{name}-title`.
 */
export function UserSection({
  name,
  title,
  children,
  overlays,
}: {
  name: string;
  title: string;
  children: ReactNode;
  /** The section's dialogs and notices: inside it, out of its column. */
  overlays?: ReactNode;
}) {
  const titleId = `${name}-title`;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
      {overlays}
    </Paper>
  );
}
