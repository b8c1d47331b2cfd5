import { Box, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';

export interface ChartTableRow {
  label: string;
  values: string[];
}

interface ChartCardProps {
  title: string;
  description: string;
  /** What the chart says in words: the cells of its text alternative. */
  table: { columns: string[]; rows: ChartTableRow[] };
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string | null;
  action?: ReactNode;
  children: ReactNode;
}

/**
 * One chart of the dashboard: its title and what it shows, the picture, and the same figures
 * as a table that only screen readers read (the picture is hidden from them, so nothing is
 * said twice and nothing in it takes the focus).
 */
export function ChartCard({ title, description, table, empty, action, children }: ChartCardProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <Text size="sm" c="dark.4">
            {description}
          </Text>
        </Stack>
        {empty ? (
          <Text c="dark.4" py="lg" ta="center">
            {empty}
          </Text>
        ) : (
          <>
            <Box aria-hidden="true">{children}</Box>
            <VisuallyHidden>
              <table>
                <caption>{title}</caption>
                <thead>
                  <tr>
                    {table.columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={row.label}>
                      <th scope="row">{row.label}</th>
                      {row.values.map((value, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are in column order
                        <td key={index}>{value}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </VisuallyHidden>
          </>
        )}
        {action}
      </Stack>
    </Paper>
  );
}
