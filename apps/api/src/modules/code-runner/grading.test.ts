import { codeExerciseSchema } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { jobFor, jsonEqual, resultOf, rowsEqual } from './grading.js';
import { defaultLimits, defaultPoolSize } from './pool.js';
import type { WorkerOutcome } from './protocol.js';
import { addExercise } from './test-exercises.js';

const ok = (value?: string): WorkerOutcome => ({
  status: 'ok',
  ...(value === undefined ? {} : { value }),
  stdout: 'printed',
  stdoutTruncated: false,
  timeMs: 3,
});

describe('jsonEqual', () => {
  it('compares objects whatever their key order, arrays in order', () => {
    expect(jsonEqual({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual('1', 1)).toBe(false);
  });
});

describe('rowsEqual', () => {
  const expected = {
    columns: ['name', 'total'],
    rows: [
      ['a', 2.5],
      ['b', 3],
    ],
  };
  it('takes numeric text for the number it writes', () => {
    const actual = {
      columns: ['name', 'total'],
      rows: [
        ['a', '2.50'],
        ['b', 3],
      ],
    };
    expect(rowsEqual(actual, expected, true)).toBe(true);
  });
  it('minds the order only when asked to', () => {
    const swapped = {
      columns: ['name', 'total'],
      rows: [
        ['b', 3],
        ['a', 2.5],
      ],
    };
    expect(rowsEqual(swapped, expected, false)).toBe(true);
    expect(rowsEqual(swapped, expected, true)).toBe(false);
  });
  it('needs the same columns and as many rows', () => {
    expect(rowsEqual({ columns: ['n', 'total'], rows: expected.rows }, expected, false)).toBe(
      false,
    );
    expect(rowsEqual({ ...expected, rows: [...expected.rows, ['a', 2.5]] }, expected, false)).toBe(
      false,
    );
  });
});

describe('resultOf', () => {
  const exercise = codeExerciseSchema().parse(addExercise('javascript'));

  it('sends no expected value into the sandbox', () => {
    const job = jobFor(exercise, 'function add(a, b) { return a + b; }', 1);
    expect(JSON.stringify(job)).not.toContain('42');
    expect(job.tests.map((test) => test.kind)).toEqual(['io', 'assertion', 'io', 'io']);
  });

  it('says of a hidden test whether it passed, and nothing of its input or expected value', () => {
    const result = resultOf(exercise, [ok('3'), ok(), ok('41'), ok('0')], defaultLimits);
    expect(result).toMatchObject({ passed: 3, total: 4, allPassed: false });
    expect(result.tests[2]).toStrictEqual({ visible: false, passed: false });
    expect(result.tests[3]).toStrictEqual({ visible: false, passed: true });
    const hidden = JSON.stringify(result.tests.slice(2));
    for (const secret of ['40', '42', '-7', 'printed', 'args', 'expected', 'actual', 'stdout'])
      expect(hidden).not.toContain(secret);
  });

  it('shows a visible example with its input, expected and actual values and output', () => {
    const result = resultOf(exercise, [ok('4'), ok(), ok('42'), ok('0')], defaultLimits);
    expect(result.tests[0]).toStrictEqual({
      visible: true,
      name: 'small numbers',
      passed: false,
      input: [1, 2],
      expected: 3,
      actual: 4,
      stdout: 'printed',
      stdoutTruncated: false,
      error: null,
      timeMs: 3,
    });
  });

  it('words the limits for the student', () => {
    const timedOut: WorkerOutcome = {
      status: 'error',
      error: { kind: 'time_limit', name: 'x', message: '', line: null },
      stdout: '',
      stdoutTruncated: false,
      timeMs: 1000,
    };
    const result = resultOf(exercise, [timedOut, ok(), ok('42'), ok('0')], defaultLimits);
    expect(result.tests[0]).toMatchObject({
      passed: false,
      error: { kind: 'time_limit', message: 'Time limit exceeded: the code ran longer than 1 s.' },
    });
  });
});

describe('defaultPoolSize', () => {
  it('is a worker per core but one, within a quarter of the memory, from 1 to 8', () => {
    expect(defaultPoolSize(2, 24 * 2 ** 30)).toBe(1);
    expect(defaultPoolSize(8, 24 * 2 ** 30)).toBe(7);
    expect(defaultPoolSize(8, 4 * 2 ** 30)).toBe(1);
    expect(defaultPoolSize(64, 256 * 2 ** 30)).toBe(8);
    expect(defaultPoolSize(1, 1 * 2 ** 30)).toBe(1);
  });
});
