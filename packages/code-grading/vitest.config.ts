import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'code-grading', environment: 'node', include: ['src/**/*.test.ts'] },
});
