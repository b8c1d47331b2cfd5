import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './work-list.module.css';

/**
 * A titled list of lectures, tests and mini projects (a chapter, the homework): a card with
 * its header, then one row per item (WorkItemRow).
 */
export function WorkList({
  labelledBy,
  header,
  children,
}: {
  /** The id of the heading inside `header`, which names the list's region. */
  labelledBy: string;
  header: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      component="section"
      aria-labelledby={labelledBy}
      className={classes.list}
    >
      <div className={classes.header}>{header}</div>
      {children}
    </Paper>
  );
}

/** The rows of a work list. */
export function WorkListItems({ children }: { children: ReactNode }) {
  return <ul className={classes.items}>{children}</ul>;
}

/** A text in place of the rows (an empty chapter). */
export function WorkListNote({ children }: { children: ReactNode }) {
  return <div className={classes.note}>{children}</div>;
}

/** A work list's shape while it loads: a heading and `rows` rows. */
export function WorkListSkeleton({ rows }: { rows: number[] }) {
  return (
    <Paper withBorder radius="lg" className={classes.list}>
      <Stack gap={8} className={classes.header}>
        <Skeleton height={12} width={80} />
        <Skeleton height={26} width="40%" />
      </Stack>
      {rows.map((row) => (
        <Group key={row} gap="md" wrap="nowrap" className={classes.skeletonRow}>
          <Skeleton height={40} width={40} radius="md" />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width={70} />
            <Skeleton height={18} width="50%" />
          </Stack>
          <Skeleton height={20} width={90} />
        </Group>
      ))}
    </Paper>
  );
}
