import { Group, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface LabelledBar {
  key: string | number;
  label: ReactNode;
  /** What the bar's number says, written out (a count, a share). */
  value: ReactNode;
  /** The bar's length in percent of the track. */
  percent: number;
  color: string;
}

/**
 * Horizontal bars, each under its label and its figure: long labels (a test's title, a
 * Russian stage name) wrap above the bar instead of squeezing it, so the bars keep the full
 * width on a phone.
 */
export function LabelledBars({ bars }: { bars: LabelledBar[] }) {
  return (
    <Stack gap="md">
      {bars.map((bar) => (
        <Stack gap={6} key={bar.key}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            {/* A long word (a title without spaces) breaks rather than widen the page. */}
            <Text size="sm" fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
              {bar.label}
            </Text>
            <Text size="sm" fw={600} ta="right" style={{ whiteSpace: 'nowrap' }}>
              {bar.value}
            </Text>
          </Group>
          <Progress.Root size={22} radius="sm">
            <Progress.Section value={bar.percent} color={bar.color} />
          </Progress.Root>
        </Stack>
      ))}
    </Stack>
  );
}
