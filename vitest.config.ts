import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One test command for the whole repo: each workspace is a project with its own settings. */
export default defineConfig({
  test: {
    // Vitest's own default is one worker fewer than the cores, which on a two-core machine is
    // one file at a time: the suite then used under one core (13.5 CPU minutes in 14.5 wall
    // minutes), as its files wait on databases, timers and child processes. At least two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/contracts',
      'packages/testing',
      'packages/code-grading',
      'apps/api',
      'apps/web',
      // Checks of the repository's own tooling (the lint boundaries of biome.json).
      { test: { name: 'repo', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
