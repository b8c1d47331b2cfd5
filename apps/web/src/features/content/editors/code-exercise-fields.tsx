import {
  CODE_EXERCISE_MAX_TESTS,
  CODE_TIME_LIMIT_MAX_MS,
  CODE_TIME_LIMIT_MIN_MS,
  type CodeLanguage,
  codeExerciseLimits,
  codeLanguages,
  contentItemEndpoints,
  type ErrorCode,
} from '@academy/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconPlayerPlay,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  Controller,
  type FieldError,
  type FieldPath,
  get,
  useFieldArray,
  useFormContext,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { endpointMutation } from '../../../shared/api/endpoint-query';
import { useMessageFormatter } from '../../../shared/i18n/message-formatter';
import { CodeEditor } from '../../../shared/ui/code-editor/code-editor';
import { NumberField, numberFieldValue } from '../../../shared/ui/number-field';
import { StaffCodeResults } from '../../../shared/ui/staff-code-results/staff-code-results';
import classes from './code-exercise-fields.module.css';
import {
  blankTest,
  type CodeExerciseValues,
  type CodeTestGroup,
  type CodeTestKind,
  checkedExercise,
  exerciseRequest,
  type JsonMessages,
  type TaskFormValues,
  testKindsOf,
} from './task-form';
import { useEntryErrors } from './use-entry-errors';

/**
 * POST admin/code-exercises/check: runs the reference solution, nothing saved. A failure (the
 * runner busy) is said under the button, not in a toast.
 */
const checkMutation = endpointMutation(contentItemEndpoints.checkCodeExercise, {
  request: { toast: false },
});

const languageLabels: Record<CodeLanguage, string> = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  python: 'Python',
  sql: 'SQL (PostgreSQL)',
};

/** The grading queue is full: the students' submissions come first. */
const runnerBusy = (error: Error) =>
  error instanceof ApiError && error.code === ('ERR_CODE_RUNNER_BUSY' satisfies ErrorCode);

/** JSON, names and code are typed in a monospaced font; labels and hints stay as they are. */
const monospace = { input: classes.mono };

/** What a JSON field that cannot be read says, in the admin's language. */
export function useJsonMessages(): JsonMessages {
  const { t } = useTranslation('admin-editors', { keyPrefix: 'code.json' });
  return useMemo(
    () => ({ invalid: t('invalid'), notArgs: t('notArgs'), notRows: t('notRows') }),
    [t],
  );
}

/**
 * Focus for a CodeMirror field: react-hook-form focuses a field's error through its ref. The
 * whole field (label, code and the message below it) is brought to the middle of the screen:
 * focus alone would leave the message under the fold on a phone.
 */
const focusTarget = (node: HTMLElement | null) =>
  node && {
    focus: () => {
      node.querySelector<HTMLElement>('.cm-content, textarea')?.focus({ preventScroll: true });
      node.scrollIntoView?.({ block: 'center' });
    },
  };

/** The errors of one question's exercise, shown like its other fields' (`useEntryErrors`). */
function useExerciseErrors(index: number, entryKey: string, checked: boolean) {
  const { formState } = useFormContext<TaskFormValues>();
  const shown = useEntryErrors<TaskFormValues>();
  return (field: string): string | undefined => {
    const name = `questions.${index}.code.${field}` as FieldPath<TaskFormValues>;
    const error = get(formState.errors, name) as (FieldError & { root?: FieldError }) | undefined;
    const message = error?.message ?? error?.root?.message;
    // Once the check was pressed, every problem of the exercise shows: it is why nothing ran.
    // So does what the server said (set without a type): it answered a save just pressed.
    if (checked || (error && error.type === undefined)) return message;
    return shown(entryKey, name, message);
  };
}

interface CodeExerciseFieldsProps {
  index: number;
  entryKey: string;
}

/**
 * A code question's exercise: its language, function, time limit, starter code and reference
 * solution, the visible examples and hidden tests, and the check that runs the reference
 * solution against every test before the test is saved.
 */
export function CodeExerciseFields({ index, entryKey }: CodeExerciseFieldsProps) {
  const { t } = useTranslation('admin-editors');
  const { control, setValue, getValues, trigger } = useFormContext<TaskFormValues>();
  const base = `questions.${index}.code` as const;
  const language = useWatch({ control, name: `${base}.language` });
  const [checked, setChecked] = useState(false);
  const error = useExerciseErrors(index, entryKey, checked);
  const sql = language === 'sql';
  const number = index + 1;

  const changeLanguage = (next: CodeLanguage) => {
    setValue(`${base}.language`, next, { shouldDirty: true });
    // Tests of a kind the new language does not take become its first kind; their text stays.
    const kinds = testKindsOf(next);
    for (const group of ['examples', 'hiddenTests'] as const) {
      getValues(`${base}.${group}`).forEach((test, testIndex) => {
        if (!kinds.includes(test.kind)) {
          setValue(`${base}.${group}.${testIndex}.kind`, kinds[0] ?? 'io', { shouldDirty: true });
        }
      });
    }
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: sql ? 2 : 3 }}>
        <Controller
          control={control}
          name={`${base}.language`}
          render={({ field }) => (
            <Select
              label={t('code.language')}
              data={codeLanguages.map((value) => ({ value, label: languageLabels[value] }))}
              value={field.value}
              onChange={(value) => value && changeLanguage(value as CodeLanguage)}
              allowDeselect={false}
              required
            />
          )}
        />
        {sql ? null : (
          <Controller
            control={control}
            name={`${base}.functionName`}
            render={({ field }) => (
              <TextInput
                label={t('code.functionName')}
                description={t('code.functionNameHint')}
                maxLength={codeExerciseLimits.functionName.lessThan - 1}
                autoCapitalize="off"
                autoCorrect="off"
                spellCheck={false}
                classNames={monospace}
                error={error('functionName')}
                {...field}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name={`${base}.timeLimitMs`}
          render={({ field }) => (
            <NumberField
              label={t('code.timeLimit')}
              description={t('code.timeLimitHint', {
                min: CODE_TIME_LIMIT_MIN_MS,
                max: CODE_TIME_LIMIT_MAX_MS,
              })}
              required
              min={CODE_TIME_LIMIT_MIN_MS}
              max={CODE_TIME_LIMIT_MAX_MS}
              step={100}
              suffix={` ${t('code.timeLimitUnit')}`}
              thousandSeparator=" "
              value={field.value ?? ''}
              onChange={(value) => field.onChange(numberFieldValue(value))}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={error('timeLimitMs')}
            />
          )}
        />
      </SimpleGrid>
      {sql ? (
        <>
          <Controller
            control={control}
            name={`${base}.sqlSchema`}
            render={({ field }) => (
              <div ref={(node) => field.ref(focusTarget(node))}>
                <CodeEditor
                  label={t('code.sqlSchema')}
                  description={t('code.sqlSchemaHint')}
                  language="sql"
                  value={field.value}
                  onChange={field.onChange}
                  error={error('sqlSchema')}
                  minLines={5}
                />
              </div>
            )}
          />
          <Controller
            control={control}
            name={`${base}.sqlOrdered`}
            render={({ field }) => (
              <Switch
                label={t('code.sqlOrdered')}
                description={t('code.sqlOrderedHint')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </>
      ) : null}
      <Controller
        control={control}
        name={`${base}.starterCode`}
        render={({ field }) => (
          <div ref={(node) => field.ref(focusTarget(node))}>
            <CodeEditor
              label={t('code.starterCode')}
              description={`${t('code.starterCodeHint')} ${t('code.editorKeys')}`}
              language={language}
              value={field.value}
              onChange={field.onChange}
              error={error('starterCode')}
              minLines={4}
            />
          </div>
        )}
      />
      <Controller
        control={control}
        name={`${base}.referenceSolution`}
        render={({ field }) => (
          <div ref={(node) => field.ref(focusTarget(node))}>
            <CodeEditor
              label={t('code.referenceSolution')}
              description={`${t('code.referenceSolutionHint')} ${t('code.editorKeys')}`}
              language={language}
              value={field.value}
              onChange={field.onChange}
              error={error('referenceSolution')}
              minLines={6}
            />
          </div>
        )}
      />
      <CodeTests index={index} group="examples" language={language} error={error} />
      <CodeTests index={index} group="hiddenTests" language={language} error={error} />
      <ReferenceCheck
        index={index}
        number={number}
        onInvalid={() => {
          setChecked(true);
          void trigger(base, { shouldFocus: true });
        }}
      />
    </Stack>
  );
}

interface CodeTestsProps {
  index: number;
  group: CodeTestGroup;
  language: CodeLanguage;
  error: (field: string) => string | undefined;
}

/** The visible examples, or the hidden tests: added, removed and moved. */
function CodeTests({ index, group, language, error }: CodeTestsProps) {
  const { t } = useTranslation('admin-editors');
  const { control } = useFormContext<TaskFormValues>();
  const base = `questions.${index}.code` as const;
  const tests = useFieldArray({ control, name: `${base}.${group}`, keyName: 'key' });
  const examples = useWatch({ control, name: `${base}.examples` }) ?? [];
  const hidden = useWatch({ control, name: `${base}.hiddenTests` }) ?? [];
  const full = examples.length + hidden.length >= CODE_EXERCISE_MAX_TESTS;
  const listError = error(group);
  const kinds = testKindsOf(language);
  return (
    <Stack gap="xs" component="section" aria-label={t(`code.${group}.title`)}>
      <Title order={3} size="h5">
        {t(`code.${group}.title`)}
      </Title>
      <Text size="sm" c="dimmed">
        {t(`code.${group}.hint`)}
      </Text>
      {tests.fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`code.${group}.none`)}
        </Text>
      ) : null}
      {tests.fields.map((test, testIndex) => (
        <CodeTestCard
          key={test.key}
          index={index}
          group={group}
          testIndex={testIndex}
          count={tests.fields.length}
          language={language}
          error={error}
          onMove={(to) => tests.move(testIndex, to)}
          onRemove={() => tests.remove(testIndex)}
        />
      ))}
      {listError ? (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      ) : null}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => tests.append(blankTest(kinds[0] ?? 'io'), { shouldFocus: false })}
        disabled={full}
        style={{ alignSelf: 'flex-start' }}
      >
        {t(`code.${group}.add`)}
      </Button>
    </Stack>
  );
}

interface CodeTestCardProps {
  index: number;
  group: CodeTestGroup;
  testIndex: number;
  count: number;
  language: CodeLanguage;
  error: (field: string) => string | undefined;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function CodeTestCard({
  index,
  group,
  testIndex,
  count,
  language,
  error,
  onMove,
  onRemove,
}: CodeTestCardProps) {
  const { t } = useTranslation('admin-editors');
  const { control, register } = useFormContext<TaskFormValues>();
  const path = `questions.${index}.code.${group}.${testIndex}` as const;
  const field = `${group}.${testIndex}`;
  const kind = useWatch({ control, name: `${path}.kind` });
  const label = t(`code.${group}.label`, { number: testIndex + 1 });
  const kinds = testKindsOf(language);
  return (
    <Paper withBorder radius="md" p="sm" component="fieldset" aria-label={label} m={0}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              onClick={() => onMove(testIndex - 1)}
              disabled={testIndex === 0}
              aria-label={t('code.moveUp', { test: label })}
            >
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              onClick={() => onMove(testIndex + 1)}
              disabled={testIndex === count - 1}
              aria-label={t('code.moveDown', { test: label })}
            >
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={t('code.remove', { test: label })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: kinds.length > 1 ? 2 : 1 }}>
          {kinds.length > 1 ? (
            <Controller
              control={control}
              name={`${path}.kind`}
              render={({ field: kindField }) => (
                <Select
                  label={t('code.kind')}
                  data={kinds.map((value) => ({ value, label: t(`code.kinds.${value}`) }))}
                  value={kindField.value}
                  onChange={(value) => value && kindField.onChange(value as CodeTestKind)}
                  allowDeselect={false}
                  error={error(`${field}.kind`)}
                />
              )}
            />
          ) : null}
          <TextInput
            label={t('code.testName')}
            description={t('code.testNameHint')}
            maxLength={codeExerciseLimits.testName.lessThan - 1}
            error={error(`${field}.name`)}
            {...register(`${path}.name`)}
          />
        </SimpleGrid>
        {kind === 'io' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea
              label={t('code.args')}
              description={t('code.argsHint')}
              autosize
              minRows={1}
              spellCheck={false}
              autoCapitalize="off"
              classNames={monospace}
              error={error(`${field}.args`)}
              {...register(`${path}.args`)}
            />
            <Textarea
              label={t('code.expected')}
              description={t('code.expectedHint')}
              autosize
              minRows={1}
              spellCheck={false}
              autoCapitalize="off"
              classNames={monospace}
              error={error(`${field}.expected`)}
              {...register(`${path}.expected`)}
            />
          </SimpleGrid>
        ) : null}
        {kind === 'assertion' ? (
          <Controller
            control={control}
            name={`${path}.code`}
            render={({ field: codeField }) => (
              <div ref={(node) => codeField.ref(focusTarget(node))}>
                <CodeEditor
                  label={t('code.assertion')}
                  description={t(
                    language === 'python' ? 'code.assertionHintPython' : 'code.assertionHintJs',
                  )}
                  language={language}
                  value={codeField.value}
                  onChange={codeField.onChange}
                  error={error(`${field}.code`)}
                  minLines={3}
                />
              </div>
            )}
          />
        ) : null}
        {kind === 'rows' ? <RowsTest path={path} field={field} error={error} /> : null}
      </Stack>
    </Paper>
  );
}

/** A query test: its data, and the result expected (columns, then rows as JSON), previewed. */
function RowsTest({
  path,
  field,
  error,
}: {
  path: `questions.${number}.code.${CodeTestGroup}.${number}`;
  field: string;
  error: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('admin-editors');
  const { control, register } = useFormContext<TaskFormValues>();
  const columns = useWatch({ control, name: `${path}.columns` }) ?? '';
  const rows = useWatch({ control, name: `${path}.rows` }) ?? '';
  return (
    <Stack gap="xs">
      <Controller
        control={control}
        name={`${path}.data`}
        render={({ field: dataField }) => (
          <div ref={(node) => dataField.ref(focusTarget(node))}>
            <CodeEditor
              label={t('code.data')}
              description={t('code.dataHint')}
              language="sql"
              value={dataField.value}
              onChange={dataField.onChange}
              error={error(`${field}.data`)}
              minLines={3}
            />
          </div>
        )}
      />
      <TextInput
        label={t('code.columns')}
        description={t('code.columnsHint')}
        spellCheck={false}
        autoCapitalize="off"
        classNames={monospace}
        error={error(`${field}.columns`)}
        {...register(`${path}.columns`)}
      />
      <Textarea
        label={t('code.rows')}
        description={t('code.rowsHint')}
        autosize
        minRows={3}
        spellCheck={false}
        autoCapitalize="off"
        classNames={monospace}
        error={error(`${field}.rows`)}
        {...register(`${path}.rows`)}
      />
      <ExpectedPreview columns={columns} rows={rows} />
    </Stack>
  );
}

/** The expected result as a table, while the columns and rows can be read. */
function ExpectedPreview({ columns, rows }: { columns: string; rows: string }) {
  const { t } = useTranslation('admin-editors');
  const names = columns.trim() === '' ? [] : columns.split(',').map((name) => name.trim());
  let table: unknown[][] | null = null;
  try {
    const parsed: unknown = JSON.parse(rows);
    if (Array.isArray(parsed) && parsed.every((row) => Array.isArray(row))) table = parsed;
  } catch {
    table = null;
  }
  if (names.length === 0 || table === null) return null;
  return (
    <Table.ScrollContainer minWidth={200}>
      <Table withTableBorder withColumnBorders striped fz="sm" ff="monospace">
        <Table.Caption>{t('code.preview', { count: table.length })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {names.map((name, column) => (
              // Column names may repeat; their place does not.
              // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place.
              <Table.Th key={column}>{name}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.slice(0, 20).map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place.
            <Table.Tr key={rowIndex}>
              {row.map((cell, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its place.
                <Table.Td key={column}>{JSON.stringify(cell)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * What an exercise runs as: its values read as the request writes them (a JSON field's spaces
 * or a save's reformatting do not count as a change).
 */
const exerciseKey = (exercise: CodeExerciseValues) =>
  JSON.stringify(
    exerciseRequest(exercise, '', () => undefined, { invalid: '', notArgs: '', notRows: '' }),
  );

/** "Check the reference solution": the exercise as it stands, run on the server, unsaved. */
function ReferenceCheck({
  index,
  number,
  onInvalid,
}: {
  index: number;
  number: number;
  onInvalid: () => void;
}) {
  const { t } = useTranslation('admin-editors');
  const { control, getValues } = useFormContext<TaskFormValues>();
  const m = useMessageFormatter();
  const messages = useJsonMessages();
  const check = useMutation(checkMutation);
  // The exercise as the last check ran it, to say when the result no longer describes it.
  const [checkedAs, setCheckedAs] = useState<string | null>(null);
  const current = useWatch({ control, name: `questions.${index}.code` });
  const stale = check.data !== undefined && current !== null && exerciseKey(current) !== checkedAs;

  const run = () => {
    const exercise = getValues(`questions.${index}.code`) as CodeExerciseValues | null;
    if (!exercise) return;
    const checkedOne = checkedExercise(exercise, m, messages);
    if (checkedOne.errors) {
      check.reset();
      onInvalid();
      return;
    }
    setCheckedAs(exerciseKey(exercise));
    check.mutate({ exercise: checkedOne.exercise });
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconPlayerPlay size={18} aria-hidden />}
          onClick={run}
          loading={check.isPending}
          aria-label={t('code.checkOf', { number })}
        >
          {t('code.check')}
        </Button>
        <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
          {t('code.checkHint')}
        </Text>
      </Group>
      {check.isError ? (
        <Alert color={runnerBusy(check.error) ? 'orange' : 'red'} role="alert">
          {runnerBusy(check.error) ? t('code.runnerBusyCheck') : check.error.message}
        </Alert>
      ) : null}
      {stale ? (
        <Text size="sm" c="orange.9" role="status">
          {t('code.checkStale')}
        </Text>
      ) : null}
      {check.data ? (
        <StaffCodeResults result={check.data} title={t('code.checkResults')} headingOrder={4} />
      ) : null}
    </Stack>
  );
}
