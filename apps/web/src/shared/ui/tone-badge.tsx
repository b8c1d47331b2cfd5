import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './tone-badge.module.css';

/** What a badge's tint says: neutral, informative, waiting, good, bad. */
export type Tone = 'gray' | 'brand' | 'orange' | 'green' | 'red';

/**
 * A word on a light tinted badge, readable at AA contrast: the word carries the meaning, the
 * tint only helps. Every state, status and action badge of the app is one of these.
 */
export function ToneBadge({
  tone,
  size,
  ml,
  children,
}: {
  tone: Tone;
  size?: BadgeProps['size'];
  ml?: BadgeProps['ml'];
  children: ReactNode;
}) {
  return (
    <Badge
      color={tone}
      variant="light"
      radius="sm"
      size={size}
      ml={ml}
      classNames={{ root: classes.badge, label: classes.label }}
      data-tone={tone}
    >
      {children}
    </Badge>
  );
}
