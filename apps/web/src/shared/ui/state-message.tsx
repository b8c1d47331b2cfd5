import { Group, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';
import classes from './state-message.module.css';

/*
 * What a screen shows instead of its content (nothing there yet, not found, a failed call),
 * the same on every screen that has such states: the learning screens, the certificates and
 * the public verification page.
 */

export interface StateMessageProps {
  title: string;
  /**
   * 1 when the state replaces the whole screen (it then names the page too), 2 when it sits
   * below the screen's own heading.
   */
  headingOrder?: 1 | 2;
  /**
   * Whether a state of heading level 1 also names the page (the document's title); false
   * when the screen names the page itself.
   */
  namesPage?: boolean;
  icon: ReactNode;
  tone?: 'neutral' | 'danger' | 'success';
  children?: ReactNode;
  actions?: ReactNode;
  role?: 'alert' | 'status';
}

/** A screen-wide message: an icon, the heading, what happened and what can be done. */
export function StateMessage({
  title,
  headingOrder = 1,
  namesPage = true,
  icon,
  tone = 'neutral',
  children,
  actions,
  role,
}: StateMessageProps) {
  return (
    <Paper withBorder radius="lg" className={classes.state} role={role} data-tone={tone}>
      {headingOrder === 1 && namesPage ? <PageTitle title={title} /> : null}
      <Stack align="center" gap="sm">
        <ThemeIcon
          size={56}
          radius="xl"
          variant="light"
          color={tone === 'danger' ? 'red' : tone === 'success' ? 'green' : 'brand'}
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
