// Mantine's table styles come with the staff area's; a student's page loads them here, with
// the code question, and only then.
import '@mantine/core/styles/Table.layer.css';
import type { CodeJsonValue } from '@academy/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './code.module.css';

/** A JSON value as code: compact when short, indented when long. */
export function jsonText(value: unknown): string {
  const compact = JSON.stringify(value);
  if (compact === undefined) return String(value);
  return compact.length > 60 ? JSON.stringify(value, null, 2) : compact;
}

/** Lines past which a block scrolls (code.module.css caps its height at some 14 lines). */
const SCROLLING_LINES = 12;

/** Code or a value, wrapped; a long one scrolls, so the keyboard can reach it to scroll it. */
export function CodeBlock({ children }: { children: string }) {
  const scrolls = children.split('\n').length > SCROLLING_LINES;
  return (
    <pre className={classes.code} tabIndex={scrolls ? 0 : undefined}>
      <code>{children}</code>
    </pre>
  );
}

interface RowsValue {
  columns: string[];
  rows: unknown[][];
}

export function isRows(value: CodeJsonValue | unknown): value is RowsValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as RowsValue).columns) &&
    Array.isArray((value as RowsValue).rows)
  );
}

const cell = (value: unknown) =>
  value === null ? 'NULL' : typeof value === 'string' ? value : JSON.stringify(value);

/** A query's rows (expected or returned) as a table. */
/** `caption` is shown above it; `label` names it where a term beside it says the same. */
export function RowsTable({
  value,
  caption,
  label,
}: {
  value: RowsValue;
  caption?: string;
  label?: string;
}) {
  const { t } = useTranslation('student-code');
  if (value.columns.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('examples.noColumns')}
      </Text>
    );
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1).
    <div className={classes.tableScroll} tabIndex={0}>
      <Table
        withTableBorder
        withColumnBorders
        striped
        fz="sm"
        ff="monospace"
        aria-label={caption ? undefined : label}
      >
        {caption ? (
          <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
            <Text component="span" size="sm" fw={600} ff="var(--mantine-font-family)">
              {caption}
            </Text>
          </Table.Caption>
        ) : null}
        <Table.Thead>
          <Table.Tr>
            {value.columns.map((column, index) => (
              // Columns may repeat a name: the position keeps them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position
              <Table.Th key={index}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {value.rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={value.columns.length}>{t('examples.noRows')}</Table.Td>
            </Table.Tr>
          ) : (
            value.rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
              <Table.Tr key={rowIndex}>
                {row.map((item, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column
                  <Table.Td key={index}>{cell(item)}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}
