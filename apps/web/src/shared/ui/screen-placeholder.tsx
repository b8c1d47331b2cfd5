import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SparkIcon } from './icons';
import { PageTitle } from './page-title';

interface ScreenPlaceholderProps {
  title: string;
  description: string;
  /** Actions under the text, e.g. a link back. */
  children?: ReactNode;
}

/** A screen whose content arrives in a later release: its title and what it will offer. */
export function ScreenPlaceholder({ title, description, children }: ScreenPlaceholderProps) {
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      <Title order={1}>{title}</Title>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={44} radius="md" variant="light">
            <SparkIcon size={24} />
          </ThemeIcon>
          <Text size="lg" maw={560}>
            {description}
          </Text>
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
