import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file starts its own database and argon2 is deliberately slow: generous timeouts.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
