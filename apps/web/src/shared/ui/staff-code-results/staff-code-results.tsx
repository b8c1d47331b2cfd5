import type { CodeRunErrorKind, StaffCodeRunResult } from '@academy/contracts';
import { Badge, Code, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconChevronRight, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './staff-code-results.module.css';

type TestResult = StaffCodeRunResult['tests'][number];

/** A query's result (`{ columns, rows }`), which reads best as a table. */
function asTable(value: unknown): { columns: string[]; rows: unknown[][] } | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { columns, rows } = value as { columns?: unknown; rows?: unknown };
  if (!Array.isArray(columns) || !columns.every((column) => typeof column === 'string')) {
    return null;
  }
  if (!Array.isArray(rows) || !rows.every((row) => Array.isArray(row))) return null;
  return { columns, rows: rows as unknown[][] };
}

/** JSON on one line while it is short, as the editor's fields write it; indented when long. */
function jsonText(value: unknown): string {
  const line = JSON.stringify(value);
  return line.length <= 60 ? line : JSON.stringify(value, null, 2);
}

/** A value as the tests write it: code and SQL as they are, anything else as JSON. */
function ValueBlock({ value }: { value: unknown }) {
  const table = asTable(value);
  if (table) {
    return (
      <Table.ScrollContainer minWidth={200}>
        <Table withTableBorder withColumnBorders fz="sm" ff="monospace">
          <Table.Thead>
            <Table.Tr>
              {table.columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place.
                <Table.Th key={index}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place.
              <Table.Tr key={rowIndex}>
                {row.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its place.
                  <Table.Td key={index}>{JSON.stringify(cell)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  const text = typeof value === 'string' ? value : jsonText(value);
  return (
    <Code block className={classes.value}>
      {text}
    </Code>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

const errorKindKey = (kind: CodeRunErrorKind) => `codeRun.errorKinds.${kind}` as const;

function TestOutcome({ test, label }: { test: TestResult; label: string }) {
  const { t } = useTranslation('admin');
  const state = test.passed ? t('codeRun.passed') : t('codeRun.failed');
  return (
    <Paper component="li" withBorder radius="md" p={0} className={classes.test}>
      <details open={!test.passed}>
        <summary className={classes.summary}>
          <IconChevronRight size={16} className={classes.chevron} aria-hidden />
          <Group gap="xs" wrap="wrap" component="span">
            {test.passed ? (
              <IconCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
            ) : (
              <IconX size={18} color="var(--mantine-color-red-7)" aria-hidden />
            )}
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
              {label}
            </Text>
            <Badge size="sm" color={test.passed ? 'green' : 'red'} variant="light">
              {state}
            </Badge>
            {test.hidden ? (
              <Badge size="sm" color="gray" variant="outline">
                {t('codeRun.hidden')}
              </Badge>
            ) : null}
            <Text span size="xs" c="dimmed">
              {t('codeRun.time', { ms: test.timeMs })}
            </Text>
          </Group>
        </summary>
        <Stack gap="xs" p="sm" pt={0}>
          <Detail label={t('codeRun.input')}>
            <ValueBlock value={test.input} />
          </Detail>
          {test.expected !== null ? (
            <Detail label={t('codeRun.expected')}>
              <ValueBlock value={test.expected} />
            </Detail>
          ) : null}
          <Detail label={t('codeRun.actual')}>
            {test.actual === null ? (
              <Text size="sm" c="dimmed">
                {t('codeRun.noValue')}
              </Text>
            ) : (
              <ValueBlock value={test.actual} />
            )}
          </Detail>
          {test.stdout !== '' ? (
            <Detail label={t('codeRun.stdout')}>
              <ValueBlock value={test.stdout} />
              {test.stdoutTruncated ? (
                <Text size="xs" c="dimmed">
                  {t('codeRun.stdoutTruncated')}
                </Text>
              ) : null}
            </Detail>
          ) : null}
          {test.error ? (
            <Detail label={t(errorKindKey(test.error.kind))}>
              <Code block className={classes.value} c="red.9">
                {[
                  `${test.error.name}: ${test.error.message}`,
                  test.error.line === null ? null : t('codeRun.line', { line: test.error.line }),
                ]
                  .filter(Boolean)
                  .join('\n')}
              </Code>
            </Detail>
          ) : null}
        </Stack>
      </details>
    </Paper>
  );
}

/**
 * A run of code against an exercise's tests as staff read it (the editor's check, a review):
 * "N of M tests passed", then every test with its input, expected and actual values, output
 * and error; hidden ones marked. Failed tests are open, passed ones closed.
 */
export function StaffCodeResults({
  result,
  title,
  headingOrder,
}: {
  result: StaffCodeRunResult;
  title: string;
  headingOrder: 3 | 4 | 5;
}) {
  const { t } = useTranslation('admin');
  // Examples come first, then hidden tests: each numbered within its own group.
  let example = 0;
  let hidden = 0;
  const entries = result.tests.map((test) => {
    const number = test.hidden ? ++hidden : ++example;
    const group = test.hidden
      ? t('codeRun.hiddenLabel', { number })
      : t('codeRun.exampleLabel', { number });
    return {
      test,
      key: `${test.hidden ? 'hidden' : 'example'}-${number}`,
      label: test.name ? `${group}: ${test.name}` : group,
    };
  });
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Group gap="sm" wrap="wrap">
        <Title order={headingOrder} size="h5">
          {title}
        </Title>
        <Badge color={result.allPassed ? 'green' : 'red'} size="lg" variant="light">
          {t('codeRun.summary', { passed: result.passed, total: result.total })}
        </Badge>
      </Group>
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map(({ test, key, label }) => (
          <TestOutcome key={key} test={test} label={label} />
        ))}
      </Stack>
    </Stack>
  );
}
