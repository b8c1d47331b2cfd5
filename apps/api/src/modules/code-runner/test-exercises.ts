import type { CodeExerciseInput } from '@academy/contracts';

/*
 * Exercises the code runner's tests grade against, one per language
 * (ARCHITECTURE.md, "Code exercises: the sandbox").
 */

/** `add(a, b)`: two examples (a call, an assertion) and two hidden calls. */
export const addExercise = (
  language: 'javascript' | 'typescript' | 'python',
  timeLimitMs = 1000,
): CodeExerciseInput => ({
  language,
  starterCode: '',
  referenceSolution:
    language === 'python'
      ? 'def add(a, b):\n    return a + b\n'
      : 'function add(a, b) {\n  return a + b;\n}\n',
  functionName: 'add',
  timeLimitMs,
  examples: [
    { kind: 'io', name: 'small numbers', args: [1, 2], expected: 3 },
    {
      kind: 'assertion',
      code: language === 'python' ? 'assert add(2, 2) == 4' : 'assert.equal(add(2, 2), 4);',
    },
  ],
  hiddenTests: [
    { kind: 'io', args: [40, 2], expected: 42 },
    { kind: 'io', args: [-7, 7], expected: 0 },
  ],
  sql: null,
});

/** One example with a call only: what hostile code is run against. */
export const oneCall = (
  language: 'javascript' | 'typescript' | 'python',
  timeLimitMs = 1000,
): CodeExerciseInput => ({
  ...addExercise(language, timeLimitMs),
  examples: [{ kind: 'io', args: [1, 2], expected: 3 }],
  hiddenTests: [],
});
