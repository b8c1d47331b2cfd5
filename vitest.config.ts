import { defineConfig } from 'vitest/config';

/** One test command for the whole repo: each workspace is a project with its own settings. */
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web'],
  },
});
