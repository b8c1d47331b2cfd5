import type {
  CodeRunError,
  CodeRunResult,
  CodeTestResult,
  StudentCodeExercise,
} from '@academy/contracts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../shared/ui/icons';
import { CrossIcon } from '../work/work-icons';
import classes from './code.module.css';
import { callText } from './code-examples';
import { CodeBlock, isRows, jsonText, RowsTable } from './code-value';

type VisibleResult = Extract<CodeTestResult, { visible: true }>;

function PassBadge({ passed }: { passed: boolean }) {
  const { t } = useTranslation('student-code');
  const color = passed ? 'teal' : 'red';
  const Icon = passed ? CheckIcon : CrossIcon;
  return (
    <Badge
      color={color}
      variant="light"
      c={`${color}.9`}
      bg={`${color}.0`}
      radius="sm"
      tt="none"
      leftSection={<Icon size={14} />}
    >
      {passed ? t('result.testPassed') : t('result.testFailed')}
    </Badge>
  );
}

export function ErrorText({ error }: { error: CodeRunError }) {
  const { t } = useTranslation('student-code');
  return (
    <Stack gap={2} className={classes.error}>
      <Text size="sm" fw={700}>
        {t(`result.errors.${error.kind}`)}
        {error.line !== null ? ` · ${t('result.line', { line: error.line })}` : ''}
      </Text>
      <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {/* A limit's or the runner's own error is named by the heading already. */}
        {error.kind === 'compile' || error.kind === 'runtime'
          ? `${error.name}: ${error.message}`
          : error.message}
      </Text>
    </Stack>
  );
}

/** A value under its term (the term names a table too, so it has no caption). */
function Value({ value, label }: { value: unknown; label: string }) {
  return isRows(value) ? (
    <RowsTable value={value} label={label} />
  ) : (
    <CodeBlock>{jsonText(value)}</CodeBlock>
  );
}

function VisibleTest({
  test,
  number,
  exercise,
  outputLimit,
}: {
  test: VisibleResult;
  number: number;
  exercise: StudentCodeExercise;
  outputLimit: number;
}) {
  const { t, i18n } = useTranslation('student-code');
  const example = exercise.examples[number - 1];
  const title = test.name
    ? `${t('examples.name', { number })} · ${test.name}`
    : t('examples.name', { number });
  let input: string | null = null;
  if (example?.kind === 'io' && Array.isArray(test.input)) {
    input = callText(exercise.functionName, test.input);
  } else if (typeof test.input === 'string' && test.input.trim()) {
    input = test.input;
  }
  return (
    <Stack component="li" gap={8} className={classes.test} data-passed={test.passed}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {t('result.time', { ms: test.timeMs.toLocaleString(i18n.language) })}
          </Text>
          <PassBadge passed={test.passed} />
        </Group>
      </Group>
      <dl className={classes.pair}>
        {input !== null ? (
          <>
            <dt className={classes.term}>{t('result.input')}</dt>
            <dd>
              <CodeBlock>{input}</CodeBlock>
            </dd>
          </>
        ) : null}
        {test.expected !== null ? (
          <>
            <dt className={classes.term}>{t('result.expected')}</dt>
            <dd>
              <Value value={test.expected} label={t('result.expected')} />
            </dd>
          </>
        ) : null}
        {test.error === null || test.actual !== null ? (
          <>
            <dt className={classes.term}>{t('result.actual')}</dt>
            <dd>
              {test.actual === null && example?.kind === 'assertion' ? (
                <Text size="sm">{t('result.testPassed')}</Text>
              ) : test.actual === null ? (
                <Text size="sm" c="dimmed">
                  {t('result.noValue')}
                </Text>
              ) : (
                <Value value={test.actual} label={t('result.actual')} />
              )}
            </dd>
          </>
        ) : null}
        {test.stdout ? (
          <>
            <dt className={classes.term}>{t('result.output')}</dt>
            <dd>
              <CodeBlock>{test.stdout}</CodeBlock>
              {test.stdoutTruncated ? (
                <Text size="xs" c="dimmed">
                  {t('result.outputTruncated', {
                    max: outputLimit.toLocaleString(i18n.language),
                  })}
                </Text>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
      {test.error ? <ErrorText error={test.error} /> : null}
    </Stack>
  );
}

/** Output is cut at this many characters, on the server as in the browser. */
export const OUTPUT_LIMIT = 8 * 1024;

/**
 * How code did on its tests: each visible one with its input, expected value, result, output
 * and error (with its line); the hidden ones only as how many passed. `graded` is the
 * server's grading of a submission, the question's partial credit; otherwise a run of the
 * examples in the browser.
 */
export function CodeResultView({
  result,
  exercise,
  graded,
}: {
  result: CodeRunResult;
  exercise: StudentCodeExercise;
  graded: boolean;
}) {
  const { t, i18n } = useTranslation('student-code');
  const visible = result.tests.filter((test): test is VisibleResult => test.visible);
  const hidden = result.tests.filter((test) => !test.visible);
  const hiddenPassed = hidden.filter((test) => test.passed).length;
  const timeMs = visible.reduce((sum, test) => sum + test.timeMs, 0);
  const percent = result.total === 0 ? 0 : Math.round((result.passed * 100) / result.total);
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap" align="baseline">
        <Text fw={700}>
          {graded
            ? t('result.credit', { passed: result.passed, total: result.total, percent })
            : t('result.examplesPassed', { passed: result.passed, total: result.total })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('result.time', { ms: timeMs.toLocaleString(i18n.language) })}
        </Text>
      </Group>
      <Stack component="ol" gap="sm" className={classes.examples}>
        {visible.map((test, index) => (
          <VisibleTest
            // biome-ignore lint/suspicious/noArrayIndexKey: a test is its place in the result
            key={index}
            test={test}
            number={index + 1}
            exercise={exercise}
            outputLimit={OUTPUT_LIMIT}
          />
        ))}
      </Stack>
      {hidden.length > 0 ? (
        <Group gap="xs">
          <PassBadge passed={hiddenPassed === hidden.length} />
          <Text fw={600}>{t('result.hidden', { passed: hiddenPassed, total: hidden.length })}</Text>
        </Group>
      ) : null}
    </Stack>
  );
}
