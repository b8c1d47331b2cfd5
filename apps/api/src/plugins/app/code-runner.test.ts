import type { CodeExerciseInput } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';

/*
 * The process's one code runner lives with the app (ARCHITECTURE.md, "Code exercises"): its
 * pool is sized by the configuration, starts no worker until the first grading, and is
 * closed with the app (the SIGTERM path closes the app).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ codeRunner: { workers: 1, queueLimit: 2 } });
});
afterAll(async () => {
  await t.close();
});

const exercise: CodeExerciseInput = {
  language: 'javascript',
  starterCode: '',
  referenceSolution: 'const add = (a, b) => a + b;',
  functionName: 'add',
  timeLimitMs: 1000,
  examples: [{ kind: 'io', args: [1, 2], expected: 3 }],
  hiddenTests: [],
  sql: null,
};

describe('the code runner plugin', () => {
  it('starts its worker at the first grading and closes with the app', async () => {
    const runner = t.app.codeRunner;
    expect(runner.pool.size).toBe(1);
    expect(runner.pool.threadIds()).toEqual([]);
    expect(await runner.grade(exercise, exercise.referenceSolution)).toMatchObject({
      allPassed: true,
    });
    expect(runner.pool.threadIds()).toHaveLength(1);
    await t.app.close();
    await expect(runner.grade(exercise, '')).rejects.toThrow(/closed/);
  });
});
