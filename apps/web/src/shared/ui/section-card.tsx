import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A framed section of a page, a landmark named by its heading (whose element id is
 * `titleId`): the cards of /profile, the staff's account page and a user's page.
 */
export function SectionCard({
  titleId,
  title,
  gap = 'md',
  children,
  overlays,
}: {
  titleId: string;
  title: string;
  gap?: 'sm' | 'md';
  children: ReactNode;
  /** The section's dialogs and notices: inside it, out of its column. */
  overlays?: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap={gap}>
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
      {overlays}
    </Paper>
  );
}
