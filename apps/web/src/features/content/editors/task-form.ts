import {
  type AdminTask,
  type CodeExercise,
  type CodeExerciseInput,
  type CodeLanguage,
  type CodeTest,
  codeExerciseSchema,
  type MessageFormatter,
  type TaskSaveData,
  type TaskSaveRequest,
  taskSaveRequestSchema,
} from '@academy/contracts';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';

/*
 * The test editor's form. A code question's exercise holds JSON values (a test's arguments,
 * its expected value, a query's rows): as the request's type they make react-hook-form's
 * field paths infinitely deep, and as values they could not hold what the admin is half-way
 * through typing. So the form holds them as text, and its resolver reads the text (an error
 * on the field whose JSON does not parse), builds the save request and checks it with the
 * contracts' schema, each error put back on the field the admin typed it in.
 */

export type CodeTestKind = CodeTest['kind'];

/** One test as the editor holds it: every kind's fields, as text; `kind` says which count. */
export interface CodeTestValues {
  kind: CodeTestKind;
  name: string;
  /** io: the arguments, a JSON array. */
  args: string;
  /** io: the expected return value, JSON. */
  expected: string;
  /** assertion: the code run after the student's. */
  code: string;
  /** rows: SQL run after the schema, this test's data. */
  data: string;
  /** rows: the expected columns' names, separated by commas. */
  columns: string;
  /** rows: the expected rows, a JSON array of arrays. */
  rows: string;
}

export type CodeTestGroup = 'examples' | 'hiddenTests';

/** A code question's exercise as the editor holds it. */
export interface CodeExerciseValues {
  language: CodeLanguage;
  starterCode: string;
  referenceSolution: string;
  /** Empty for none. */
  functionName: string;
  timeLimitMs: number | null;
  examples: CodeTestValues[];
  hiddenTests: CodeTestValues[];
  /** SQL only. */
  sqlSchema: string;
  sqlOrdered: boolean;
}

type RequestQuestion = TaskSaveRequest['questions'][number];
export type QuestionValues = Omit<RequestQuestion, 'code'> & { code: CodeExerciseValues | null };
export type TaskFormValues = Omit<TaskSaveRequest, 'questions'> & { questions: QuestionValues[] };

/** The kinds of test a language's exercise takes, the first the one a new test gets. */
export const testKindsOf = (language: CodeLanguage): CodeTestKind[] =>
  language === 'sql' ? ['rows'] : ['io', 'assertion'];

export const DEFAULT_TIME_LIMIT_MS = 2000;

export const blankTest = (kind: CodeTestKind): CodeTestValues => ({
  kind,
  name: '',
  args: '[]',
  expected: '',
  code: '',
  data: '',
  columns: '',
  rows: '[]',
});

export const newExercise = (language: CodeLanguage = 'python'): CodeExerciseValues => ({
  language,
  starterCode: '',
  referenceSolution: '',
  functionName: language === 'sql' ? '' : 'solve',
  timeLimitMs: DEFAULT_TIME_LIMIT_MS,
  examples: [blankTest(testKindsOf(language)[0] ?? 'io')],
  hiddenTests: [],
  sqlSchema: '',
  sqlOrdered: false,
});

/** Rows one to a line, so a table of them reads as one. */
export const rowsText = (rows: readonly unknown[]) =>
  rows.length === 0 ? '[]' : `[\n${rows.map((row) => `  ${JSON.stringify(row)}`).join(',\n')}\n]`;

const testValues = (test: CodeTest): CodeTestValues => {
  const values = { ...blankTest(test.kind), name: test.name ?? '' };
  switch (test.kind) {
    case 'io':
      return {
        ...values,
        args: JSON.stringify(test.args),
        expected: JSON.stringify(test.expected),
      };
    case 'assertion':
      return { ...values, code: test.code };
    case 'rows':
      return {
        ...values,
        data: test.data,
        columns: test.expected.columns.join(', '),
        rows: rowsText(test.expected.rows),
      };
  }
};

export const exerciseValues = (exercise: CodeExercise): CodeExerciseValues => ({
  language: exercise.language,
  starterCode: exercise.starterCode,
  referenceSolution: exercise.referenceSolution,
  functionName: exercise.functionName ?? '',
  timeLimitMs: exercise.timeLimitMs,
  examples: exercise.examples.map(testValues),
  hiddenTests: exercise.hiddenTests.map(testValues),
  sqlSchema: exercise.sql?.schema ?? '',
  sqlOrdered: exercise.sql?.ordered ?? false,
});

/** The form's values, with the revision they are of: the one its next save names. */
export const taskFormValues = (task: AdminTask): TaskFormValues => ({
  revision: task.revision,
  title: task.title,
  description: task.description,
  passPercent: task.passPercent,
  dueDays: task.dueDays,
  questions: task.questions.map((question) => ({
    id: question.id,
    text: question.text,
    answerType: question.answerType,
    points: question.points,
    answers: question.answers.map(({ id, text, isCorrect }) => ({ id, text, isCorrect })),
    explanation: question.explanation ?? '',
    code: question.code ? exerciseValues(question.code) : null,
  })),
});

/** What the form says when a JSON field cannot be read (in the admin's language). */
export interface JsonMessages {
  invalid: string;
  notArgs: string;
  notRows: string;
}

/** Reports an error on a field of the form, by its path there. */
type Report = (path: string, message: string) => void;

function readJson(text: string, path: string, report: Report, messages: JsonMessages) {
  try {
    return { ok: true as const, value: JSON.parse(text) as unknown };
  } catch {
    report(path, messages.invalid);
    return { ok: false as const };
  }
}

function testRequest(
  test: CodeTestValues,
  path: string,
  report: Report,
  messages: JsonMessages,
): CodeExerciseInput['examples'][number] {
  const name = test.name.trim() === '' ? undefined : test.name;
  switch (test.kind) {
    case 'io': {
      const args = readJson(test.args, `${path}.args`, report, messages);
      if (args.ok && !Array.isArray(args.value)) report(`${path}.args`, messages.notArgs);
      const expected = readJson(test.expected, `${path}.expected`, report, messages);
      return {
        kind: 'io',
        name,
        args: args.ok && Array.isArray(args.value) ? args.value : [],
        expected: expected.ok ? expected.value : null,
      } as CodeExerciseInput['examples'][number];
    }
    case 'assertion':
      return { kind: 'assertion', name, code: test.code };
    case 'rows': {
      const rows = readJson(test.rows, `${path}.rows`, report, messages);
      const table =
        rows.ok && Array.isArray(rows.value) && rows.value.every((row) => Array.isArray(row));
      if (rows.ok && !table) report(`${path}.rows`, messages.notRows);
      const columns =
        test.columns.trim() === '' ? [] : test.columns.split(',').map((c) => c.trim());
      return {
        kind: 'rows',
        name,
        data: test.data,
        expected: { columns, rows: table ? (rows.value as unknown[][]) : [] },
      } as CodeExerciseInput['examples'][number];
    }
  }
}

/** The exercise the form holds as the contracts write it; unreadable JSON is reported. */
export function exerciseRequest(
  exercise: CodeExerciseValues,
  path: string,
  report: Report,
  messages: JsonMessages,
): CodeExerciseInput {
  const tests = (group: CodeTestGroup) =>
    exercise[group].map((test, index) =>
      testRequest(test, `${path}.${group}.${index}`, report, messages),
    );
  const sql = exercise.language === 'sql';
  return {
    language: exercise.language,
    starterCode: exercise.starterCode,
    referenceSolution: exercise.referenceSolution,
    functionName: sql || exercise.functionName.trim() === '' ? null : exercise.functionName.trim(),
    // A field left empty is out of range: the schema's message says which numbers it takes
    // (NaN would get zod's own English text).
    timeLimitMs: exercise.timeLimitMs ?? 0,
    examples: tests('examples'),
    hiddenTests: tests('hiddenTests'),
    sql: sql ? { schema: exercise.sqlSchema, ordered: exercise.sqlOrdered } : null,
  };
}

/**
 * Where the form shows an issue the contracts' exercise schema reports at `path` (below the
 * exercise): a test's arguments, expected value, columns and rows are one field each, the
 * SQL settings two.
 */
export function exerciseFieldPath(path: readonly PropertyKey[]): string {
  const [first, index, field, part] = path.map(String);
  if (first === 'sql') return path[1] === 'ordered' ? 'sqlOrdered' : 'sqlSchema';
  if ((first === 'examples' || first === 'hiddenTests') && index !== undefined) {
    const test = `${first}.${index}`;
    if (field === 'args') return `${test}.args`;
    if (field === 'expected' && (part === 'columns' || part === 'rows')) return `${test}.${part}`;
    if (field === undefined) return test;
    return `${test}.${field}`;
  }
  return first ?? '';
}

/** The form's path of an issue the save request's schema reports. */
function formPath(path: readonly PropertyKey[]): string {
  if (path[0] === 'questions' && path[2] === 'code' && path.length > 3) {
    return `questions.${String(path[1])}.code.${exerciseFieldPath(path.slice(3))}`;
  }
  return path.map(String).join('.');
}

/** The save request the form's values make; unreadable JSON is reported. */
function saveRequest(values: TaskFormValues, report: Report, messages: JsonMessages) {
  return {
    ...values,
    questions: values.questions.map(({ code, ...question }, index) =>
      question.answerType === 'code'
        ? {
            ...question,
            answers: [],
            code: code && exerciseRequest(code, `questions.${index}.code`, report, messages),
          }
        : question,
    ),
  } satisfies TaskSaveRequest;
}

type FlatErrors = Record<string, FieldError>;

/** Keeps the first error reported on each field. */
function collector(): {
  errors: FlatErrors;
  add: (path: string, message: string, type: string) => void;
} {
  const errors: FlatErrors = {};
  return {
    errors,
    add(path, message, type) {
      if (!(path in errors)) errors[path] = { type, message };
    },
  };
}

/** The test form's resolver: the JSON fields read, then the contracts' save request's rules. */
export function taskFormResolver(
  m: MessageFormatter,
  messages: JsonMessages,
): Resolver<TaskFormValues, unknown, TaskSaveData> {
  const schema = taskSaveRequestSchema(m);
  return (values, _context, options) => {
    const found = collector();
    const request = saveRequest(
      values,
      (path, message) => found.add(path, message, 'json'),
      messages,
    );
    const parsed = schema.safeParse(request);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        found.add(formPath(issue.path), issue.message, issue.code);
    }
    if (parsed.success && Object.keys(found.errors).length === 0) {
      return { values: parsed.data, errors: {} };
    }
    return { values: {}, errors: toNestErrors(found.errors, options) };
  };
}

/**
 * One exercise checked alone, for "Check the reference solution": the exercise the request
 * sends, or the errors to show at the exercise's fields (paths below it).
 */
export function checkedExercise(
  exercise: CodeExerciseValues,
  m: MessageFormatter,
  messages: JsonMessages,
): { exercise: CodeExercise; errors: null } | { exercise: null; errors: FlatErrors } {
  const found = collector();
  const request = exerciseRequest(
    exercise,
    '',
    (path, message) => found.add(path.slice(1), message, 'json'),
    messages,
  );
  const parsed = codeExerciseSchema(m).safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      found.add(exerciseFieldPath(issue.path), issue.message, issue.code);
    }
  }
  if (parsed.success && Object.keys(found.errors).length === 0) {
    return { exercise: parsed.data, errors: null };
  }
  return { exercise: null, errors: found.errors };
}

const REFERENCE_FAILS = /(\d+)\D+(\d+)/;

/**
 * A save refused because the reference solution fails some tests (422 at
 * `questions.N.code.referenceSolution`): the question's index and the message in the
 * admin's language (the server writes it in English; its numbers are read from it).
 */
export function referenceFailure(
  fields: readonly { field: string; message: string }[],
  m: MessageFormatter,
): { index: number; path: `questions.${number}.code.referenceSolution`; message: string }[] {
  return fields.flatMap(({ field, message }) => {
    const match = /^questions\.(\d+)\.code\.referenceSolution$/.exec(field);
    if (!match) return [];
    const index = Number(match[1]);
    const numbers = REFERENCE_FAILS.exec(message);
    const text = numbers
      ? m('codeReferenceFails', { passed: Number(numbers[1]), total: Number(numbers[2]) })
      : message;
    return [{ index, path: `questions.${index}.code.referenceSolution` as const, message: text }];
  });
}
