import { Group, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './state-message.module.css';

interface StateMessageProps {
  title: string;
  /** The heading's level: 2 below the screen's own heading. */
  headingOrder?: 1 | 2;
  icon: ReactNode;
  tone?: 'neutral' | 'danger';
  children?: ReactNode;
  actions?: ReactNode;
  role?: 'alert' | 'status';
}

/**
 * What a certificate screen shows instead of its content: no certificates yet, an unknown
 * code, a failed call. An icon, the heading, what happened and what can be done, as the
 * learning screens' states (web README, "The learning screens").
 */
export function StateMessage({
  title,
  headingOrder = 2,
  icon,
  tone = 'neutral',
  children,
  actions,
  role,
}: StateMessageProps) {
  return (
    <Paper withBorder radius="lg" className={classes.state} role={role} data-tone={tone}>
      <Stack align="center" gap="sm">
        <ThemeIcon
          size={56}
          radius="xl"
          variant="light"
          color={tone === 'danger' ? 'red' : 'brand'}
          aria-hidden="true"
        >
          {icon}
        </ThemeIcon>
        <Title order={headingOrder} size="h2" ta="center">
          {title}
        </Title>
        {children}
        {actions ? (
          <Group gap="sm" justify="center" mt="xs">
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
