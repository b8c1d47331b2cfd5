import { codeExerciseSchema } from '@academy/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createCodeRunner } from '../modules/code-runner/index.js';
import { demoCodeExercises } from './seed-data/code-exercises.js';

/*
 * The demo test's code exercises (seed-data/code-exercises.ts) keep the rule every saved
 * exercise keeps: the reference solution passes all its tests, and the starter code does not
 * (ARCHITECTURE.md, "Code exercises").
 */
const runner = createCodeRunner({ size: 1 });
afterAll(() => runner.close());

describe('the demo code exercises', () => {
  it.each(demoCodeExercises.map(({ code }) => [code.language, code] as const))(
    '%s: valid, with examples and 3 to 10 hidden tests, passed by its reference solution only',
    async (_language, exercise) => {
      const parsed = codeExerciseSchema().parse(exercise);
      expect(parsed.examples.length).toBeGreaterThan(0);
      expect(parsed.hiddenTests.length).toBeGreaterThanOrEqual(3);
      expect(parsed.hiddenTests.length).toBeLessThanOrEqual(10);
      const reference = await runner.grade(parsed, parsed.referenceSolution);
      expect(reference, JSON.stringify(reference.tests)).toMatchObject({ allPassed: true });
      expect((await runner.grade(parsed, parsed.starterCode)).allPassed).toBe(false);
    },
  );
});
