import { z } from 'zod';
import { englishMessages, type MessageFormatter } from './validation.js';

/*
 * Code exercises: a test question answered with code, graded on the server against visible
 * examples and hidden tests (ARCHITECTURE.md, "Code exercises: the sandbox"). The staff
 * editor and the API share these rules; the API's code-runner module grades.
 */

export const codeLanguages = ['javascript', 'typescript', 'python', 'sql'] as const;
export const codeLanguageSchema = z.enum(codeLanguages);
export type CodeLanguage = z.infer<typeof codeLanguageSchema>;

/** The longest a run may take, per test, in milliseconds: an exercise may ask for less. */
export const CODE_TIME_LIMIT_MAX_MS = 10_000;
export const CODE_TIME_LIMIT_MIN_MS = 100;
/** Tests an exercise may have: visible examples and hidden tests together. */
export const CODE_EXERCISE_MAX_TESTS = 30;
/** Rows an expected SQL result may hold (and the most a student's query is read for). */
export const CODE_EXPECTED_MAX_ROWS = 1000;

/** Length limits (`lessThan`, as every length message says). */
export const codeExerciseLimits = {
  code: { lessThan: 20_000 },
  testName: { lessThan: 100 },
  testCode: { lessThan: 20_000 },
  json: { lessThan: 20_000 },
  sql: { lessThan: 100_000 },
  functionName: { lessThan: 64 },
} as const;

/** A function name the runner can call: a JavaScript and Python identifier. */
export const codeFunctionNamePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;

const text = (lessThan: number, m: MessageFormatter) =>
  z.string({ error: m('required') }).max(lessThan - 1, m('maxLength', { lessThan }));
const requiredCode = (lessThan: number, m: MessageFormatter) =>
  text(lessThan, m).refine((value) => value.trim().length > 0, m('required'));

/** A JSON value (arguments, expected and returned values, rows' cells). */
export type CodeJsonValue = z.infer<ReturnType<typeof z.json>>;

/** Any JSON value, at most `codeExerciseLimits.json` characters written out. */
const jsonValue = (m: MessageFormatter) =>
  z.json().refine((value) => JSON.stringify(value).length < codeExerciseLimits.json.lessThan, {
    message: m('maxLength', { lessThan: codeExerciseLimits.json.lessThan }),
  });

const testName = (m: MessageFormatter) => text(codeExerciseLimits.testName.lessThan, m).optional();

/** Calls the exercise's function with `args` and compares its JSON with `expected`. */
export const codeIoTestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    kind: z.literal('io'),
    name: testName(m),
    args: z.array(jsonValue(m)).max(20, m('tooManyItems', { max: 20 })),
    expected: jsonValue(m),
  });

/** Code run after the student's, in the same scope: passes unless it throws. */
export const codeAssertionTestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    kind: z.literal('assertion'),
    name: testName(m),
    code: requiredCode(codeExerciseLimits.testCode.lessThan, m),
  });

/** The rows a query must return (column names and values, as JSON). */
export const codeExpectedRowsSchema = (m: MessageFormatter = englishMessages) =>
  z
    .strictObject({
      columns: z.array(requiredCode(codeExerciseLimits.testName.lessThan, m)).min(1, m('required')),
      rows: z
        .array(z.array(jsonValue(m)))
        .max(CODE_EXPECTED_MAX_ROWS, m('tooManyItems', { max: CODE_EXPECTED_MAX_ROWS })),
    })
    .superRefine((expected, ctx) => {
      expected.rows.forEach((row, index) => {
        if (row.length !== expected.columns.length)
          ctx.addIssue({
            code: 'custom',
            message: m('codeRowWidth', { columns: expected.columns.length }),
            path: ['rows', index],
            input: row,
          });
      });
    });

/** A query test: the exercise's schema, this test's data, then the student's query. */
export const codeRowsTestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    kind: z.literal('rows'),
    name: testName(m),
    /** SQL run after the exercise's schema (inserts), so hidden tests can use other data. */
    data: text(codeExerciseLimits.sql.lessThan, m),
    expected: codeExpectedRowsSchema(m),
  });

export const codeTestSchema = (m: MessageFormatter = englishMessages) =>
  z.discriminatedUnion('kind', [
    codeIoTestSchema(m),
    codeAssertionTestSchema(m),
    codeRowsTestSchema(m),
  ]);
export type CodeTest = z.infer<ReturnType<typeof codeTestSchema>>;

/**
 * A code exercise. JavaScript, TypeScript and Python take `io` tests (which need
 * `functionName`) and `assertion` tests; SQL takes `rows` tests and needs `sql`.
 */
export const codeExerciseSchema = (m: MessageFormatter = englishMessages) =>
  z
    .strictObject({
      language: codeLanguageSchema,
      starterCode: text(codeExerciseLimits.code.lessThan, m),
      referenceSolution: requiredCode(codeExerciseLimits.code.lessThan, m),
      /** The function `io` tests call; null when the exercise has none. */
      functionName: z
        .string()
        .max(codeExerciseLimits.functionName.lessThan - 1, {
          message: m('maxLength', { lessThan: codeExerciseLimits.functionName.lessThan }),
        })
        .regex(codeFunctionNamePattern, m('codeFunctionName'))
        .nullable(),
      timeLimitMs: z
        .number()
        .int(m('wholeNumberRange', { min: CODE_TIME_LIMIT_MIN_MS, max: CODE_TIME_LIMIT_MAX_MS }))
        .min(
          CODE_TIME_LIMIT_MIN_MS,
          m('wholeNumberRange', { min: CODE_TIME_LIMIT_MIN_MS, max: CODE_TIME_LIMIT_MAX_MS }),
        )
        .max(
          CODE_TIME_LIMIT_MAX_MS,
          m('wholeNumberRange', { min: CODE_TIME_LIMIT_MIN_MS, max: CODE_TIME_LIMIT_MAX_MS }),
        ),
      /** Shown to the student, with their inputs and expected values. */
      examples: z.array(codeTestSchema(m)).min(1, m('codeNeedsExample')),
      /** Run at every submission; the student learns only whether each passed. */
      hiddenTests: z.array(codeTestSchema(m)),
      /** SQL only: the tables (DDL, and data every test shares) and whether order counts. */
      sql: z
        .strictObject({
          schema: requiredCode(codeExerciseLimits.sql.lessThan, m),
          ordered: z.boolean(),
        })
        .nullable(),
    })
    .superRefine((exercise, ctx) => {
      const fail = (message: string, path: (string | number)[]) =>
        ctx.addIssue({ code: 'custom', message, path, input: exercise });
      const isSql = exercise.language === 'sql';
      if (isSql && !exercise.sql) fail(m('required'), ['sql']);
      if (!isSql && exercise.sql) fail(m('codeSqlOnly'), ['sql']);
      const all = [...exercise.examples, ...exercise.hiddenTests];
      if (all.length > CODE_EXERCISE_MAX_TESTS)
        fail(m('tooManyItems', { max: CODE_EXERCISE_MAX_TESTS }), ['hiddenTests']);
      for (const [group, tests] of [
        ['examples', exercise.examples],
        ['hiddenTests', exercise.hiddenTests],
      ] as const) {
        tests.forEach((test, index) => {
          if ((test.kind === 'rows') !== isSql)
            fail(m('codeTestKind', { language: exercise.language }), [group, index, 'kind']);
          if (test.kind === 'io' && !exercise.functionName)
            fail(m('codeFunctionName'), ['functionName']);
        });
      }
    });
export type CodeExercise = z.infer<ReturnType<typeof codeExerciseSchema>>;
export type CodeExerciseInput = z.input<ReturnType<typeof codeExerciseSchema>>;

/* ---------------------------------------------------------------- the result */

/**
 * Why a test did not run to its end: the code does not compile (or parse), it threw, it ran
 * past the time limit or past the memory limit.
 */
export const codeRunErrorKinds = [
  'compile',
  'runtime',
  'time_limit',
  'memory_limit',
  'internal',
] as const;
export const codeRunErrorKindSchema = z.enum(codeRunErrorKinds);
export type CodeRunErrorKind = z.infer<typeof codeRunErrorKindSchema>;

export const codeRunErrorSchema = z.object({
  kind: codeRunErrorKindSchema,
  /** The engine's name for it (`SyntaxError`, `ZeroDivisionError`, `SQLSTATE 42703`). */
  name: z.string(),
  message: z.string(),
  /** The line of the student's code, when the engine names one. */
  line: z.number().int().positive().nullable(),
});
export type CodeRunError = z.infer<typeof codeRunErrorSchema>;

/** A visible example's outcome: what the code did, next to what was expected. */
export const visibleCodeTestResultSchema = z.object({
  visible: z.literal(true),
  name: z.string().nullable(),
  passed: z.boolean(),
  /** The example's input as the student sees it: arguments, assertion code or data SQL. */
  input: z.json(),
  expected: z.json().nullable(),
  /** The returned value (or `{ columns, rows }`), null when the run did not produce one. */
  actual: z.json().nullable(),
  stdout: z.string(),
  stdoutTruncated: z.boolean(),
  error: codeRunErrorSchema.nullable(),
  timeMs: z.number().int().nonnegative(),
});

/** A hidden test's outcome: whether it passed, nothing of its input or expected value. */
export const hiddenCodeTestResultSchema = z.strictObject({
  visible: z.literal(false),
  passed: z.boolean(),
});

export const codeTestResultSchema = z.discriminatedUnion('visible', [
  visibleCodeTestResultSchema,
  hiddenCodeTestResultSchema,
]);
export type CodeTestResult = z.infer<typeof codeTestResultSchema>;

/** What a graded submission answers: every test in order (examples first) and the count. */
export const codeRunResultSchema = z.object({
  passed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  allPassed: z.boolean(),
  tests: z.array(codeTestResultSchema),
});
export type CodeRunResult = z.infer<typeof codeRunResultSchema>;

/* ---------------------------------------------------------------- in a test */

/** A submitted answer to a code question: the student's code. */
export const codeAnswerSchema = (m: MessageFormatter = englishMessages) =>
  z
    .string()
    .max(
      codeExerciseLimits.code.lessThan - 1,
      m('maxLength', { lessThan: codeExerciseLimits.code.lessThan }),
    );

/**
 * A code question as the student sees it: everything needed to write the code and to run the
 * visible examples in the browser, nothing of the hidden tests but their number, and never
 * the reference solution.
 */
export const studentCodeExerciseSchema = z.object({
  language: codeLanguageSchema,
  starterCode: z.string(),
  functionName: z.string().nullable(),
  timeLimitMs: z.number().int().positive(),
  examples: z.array(codeTestSchema()),
  hiddenTestCount: z.number().int().nonnegative(),
  sql: z.object({ schema: z.string(), ordered: z.boolean() }).nullable(),
});
export type StudentCodeExercise = z.infer<typeof studentCodeExerciseSchema>;

/** What of an exercise the student may see (the one place that decides it). */
export function studentCodeExerciseOf(exercise: CodeExercise): StudentCodeExercise {
  return {
    language: exercise.language,
    starterCode: exercise.starterCode,
    functionName: exercise.functionName,
    timeLimitMs: exercise.timeLimitMs,
    examples: exercise.examples,
    hiddenTestCount: exercise.hiddenTests.length,
    sql: exercise.sql,
  };
}

/**
 * A graded submission as staff read it (the review screens, a user's page): every test with
 * its input, expected value, output and error, `hidden` saying which the student saw only as
 * passed or failed.
 */
export const staffCodeRunResultSchema = z.object({
  passed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  allPassed: z.boolean(),
  tests: z.array(visibleCodeTestResultSchema.extend({ hidden: z.boolean() })),
});
export type StaffCodeRunResult = z.infer<typeof staffCodeRunResultSchema>;

/**
 * POST admin/code-exercises/check: an exercise as the editor holds it, and the code to run
 * (the reference solution when absent). Nothing is saved.
 */
export const codeExerciseCheckRequestSchema = (m: MessageFormatter = englishMessages) =>
  z.strictObject({
    exercise: codeExerciseSchema(m),
    code: codeAnswerSchema(m).optional(),
  });
export type CodeExerciseCheckRequest = z.input<ReturnType<typeof codeExerciseCheckRequestSchema>>;
