import { defineConfig } from 'vitest/config';

/** One test command for the whole repo: each workspace is a project with its own settings. */
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/testing',
      'apps/api',
      'apps/web',
      // Checks of the repository's own tooling (the lint boundaries of biome.json).
      { test: { name: 'repo', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
