import type { CodeTest, StudentCodeExercise } from '@academy/contracts';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './code.module.css';
import { CodeBlock, jsonText, RowsTable } from './code-value';

/** How a call example reads: `sum(1, 2)`. */
export function callText(functionName: string | null, args: readonly unknown[]): string {
  return `${functionName ?? 'f'}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`;
}

function Example({
  exercise,
  test,
  number,
}: {
  exercise: StudentCodeExercise;
  test: CodeTest;
  number: number;
}) {
  const { t } = useTranslation('student-code');
  const name = test.name ?? t('examples.name', { number });
  return (
    <Stack component="li" gap={8} className={classes.example}>
      <Text fw={600} size="sm">
        {test.name ? `${t('examples.name', { number })} · ${name}` : name}
      </Text>
      {test.kind === 'io' ? (
        <dl className={classes.pair}>
          <dt className={classes.term}>{t('examples.call')}</dt>
          <dd>
            <CodeBlock>{callText(exercise.functionName, test.args)}</CodeBlock>
          </dd>
          <dt className={classes.term}>{t('examples.expected')}</dt>
          <dd>
            <CodeBlock>{jsonText(test.expected)}</CodeBlock>
          </dd>
        </dl>
      ) : null}
      {test.kind === 'assertion' ? (
        <Stack gap={4}>
          <Text className={classes.term}>{t('examples.assertion')}</Text>
          <CodeBlock>{test.code}</CodeBlock>
        </Stack>
      ) : null}
      {test.kind === 'rows' ? (
        <Stack gap={8}>
          {test.data.trim() ? (
            <Stack gap={4}>
              <Text className={classes.term}>{t('examples.data')}</Text>
              <CodeBlock>{test.data}</CodeBlock>
            </Stack>
          ) : null}
          <RowsTable value={test.expected} caption={t('examples.expectedRows')} />
          <Text size="sm" c="dimmed">
            {exercise.sql?.ordered ? t('examples.ordered') : t('examples.unordered')}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * What the student is told about the exercise: the function or query to write, the time
 * limit, the hidden tests' number, the tables (SQL) and every visible example.
 */
export function CodeExamples({
  exercise,
  headingId,
}: {
  exercise: StudentCodeExercise;
  headingId: string;
}) {
  const { t, i18n } = useTranslation('student-code');
  const seconds = (exercise.timeLimitMs / 1000).toLocaleString(i18n.language);
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={500}>
          {exercise.functionName
            ? t('facts.function', { name: exercise.functionName })
            : t('facts.query')}
        </Text>
        <Text size="sm" c="dimmed">
          · {t('facts.timeLimit', { seconds })}
        </Text>
        {exercise.hiddenTestCount > 0 ? (
          <Text size="sm" c="dimmed">
            · {t('facts.hidden', { count: exercise.hiddenTestCount })}
          </Text>
        ) : null}
      </Group>
      {exercise.sql ? (
        <Stack gap={4}>
          <Text className={classes.term}>{t('examples.schema')}</Text>
          <CodeBlock>{exercise.sql.schema}</CodeBlock>
        </Stack>
      ) : null}
      <Title order={4} id={headingId} size="h5">
        {t('examples.title')}
      </Title>
      <Stack component="ol" gap="sm" className={classes.examples}>
        {exercise.examples.map((test, index) => (
          <Example
            // Examples have no id: their place is theirs for as long as the question is shown.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            exercise={exercise}
            test={test}
            number={index + 1}
          />
        ))}
      </Stack>
    </Stack>
  );
}
