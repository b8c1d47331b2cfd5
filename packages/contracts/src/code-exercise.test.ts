import { describe, expect, it } from 'vitest';
import {
  CODE_TIME_LIMIT_MAX_MS,
  type CodeExerciseInput,
  codeExerciseSchema,
  codeRunResultSchema,
} from './code-exercise.js';
import { validationMessages } from './validation.js';

const python: CodeExerciseInput = {
  language: 'python',
  starterCode: 'def add(a, b):\n    pass\n',
  referenceSolution: 'def add(a, b):\n    return a + b\n',
  functionName: 'add',
  timeLimitMs: 2000,
  examples: [{ kind: 'io', args: [1, 2], expected: 3 }],
  hiddenTests: [{ kind: 'assertion', code: 'assert add(2, 2) == 4' }],
  sql: null,
};

const sql: CodeExerciseInput = {
  language: 'sql',
  starterCode: '',
  referenceSolution: 'select 1 as one',
  functionName: null,
  timeLimitMs: 1000,
  examples: [{ kind: 'rows', data: '', expected: { columns: ['one'], rows: [[1]] } }],
  hiddenTests: [],
  sql: { schema: 'create table t (id int)', ordered: false },
};

const messagesOf = (input: unknown) => {
  const parsed = codeExerciseSchema().safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('codeExerciseSchema', () => {
  it('takes an exercise of each kind', () => {
    expect(messagesOf(python)).toEqual([]);
    expect(messagesOf(sql)).toEqual([]);
  });

  it('limits the time to 10 seconds', () => {
    expect(messagesOf({ ...python, timeLimitMs: CODE_TIME_LIMIT_MAX_MS + 1 })).toEqual([
      'Enter a whole number from 100 to 10000.',
    ]);
  });

  it('wants a function name that is an identifier, when a test calls one', () => {
    expect(messagesOf({ ...python, functionName: 'add(); evil' })).toEqual([
      validationMessages.codeFunctionName,
    ]);
    expect(messagesOf({ ...python, functionName: null })).toEqual([
      validationMessages.codeFunctionName,
    ]);
  });

  it('keeps query tests to SQL, and tables too', () => {
    expect(messagesOf({ ...python, hiddenTests: sql.examples })).toEqual([
      'This kind of test does not fit a python exercise.',
    ]);
    expect(messagesOf({ ...sql, sql: null })).toEqual([validationMessages.required]);
    expect(messagesOf({ ...python, sql: sql.sql })).toEqual([validationMessages.codeSqlOnly]);
  });

  it('wants a visible example and rows as wide as the columns', () => {
    expect(messagesOf({ ...python, examples: [] })).toEqual([validationMessages.codeNeedsExample]);
    expect(
      messagesOf({
        ...sql,
        examples: [{ kind: 'rows', data: '', expected: { columns: ['one'], rows: [[1, 2]] } }],
      }),
    ).toEqual(['Each row needs exactly 1 values, one per column.']);
  });
});

describe('codeRunResultSchema', () => {
  it('keeps a hidden test to whether it passed', () => {
    const parsed = codeRunResultSchema.safeParse({
      passed: 0,
      total: 1,
      allPassed: false,
      tests: [{ visible: false, passed: false, expected: 42 }],
    });
    expect(parsed.success).toBe(false);
  });
});
