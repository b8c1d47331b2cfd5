import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './tone-badge.module.css';

export type Tone = 'gray' | 'brand' | 'orange' | 'green' | 'red';

/** A light badge whose word keeps the AA contrast on its tint. */
export function ToneBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <Badge color={tone} variant="light" radius="sm" className={classes.badge} data-tone={tone}>
      {children}
    </Badge>
  );
}
