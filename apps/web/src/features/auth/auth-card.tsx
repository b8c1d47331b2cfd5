import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './auth-card.module.css';

/** The card an auth screen sits in; its title is sized to fit the card on one line. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm" className={classes.card}>
      {children}
    </Paper>
  );
}
