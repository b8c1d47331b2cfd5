import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    // The files share their worker's modules rather than each loading the whole app again:
    // that load was two fifths of the suite's time. Nothing of the app keeps state in a
    // module that a test could see from another file (caches of fonts, code and prepared
    // statements aside); a file that replaces a module with vi.mock loads the modules that
    // use it afresh and puts them back (lib/passwords-concurrency.test.ts).
    isolate: false,
    include: ['src/**/*.test.ts'],
    // Counters shared through Redis need a Redis server: `npm run test:all` sets
    // TEST_REDIS_URL when one answers (as it does DATABASE_URL for PostgreSQL). Files named
    // `*.postgres*.test.ts` need a PostgreSQL server (several processes on one database, or a
    // connection cut by a proxy) and run only in the PostgreSQL pass.
    exclude: [
      ...(process.env.TEST_REDIS_URL ? [] : ['src/**/*.redis.test.ts']),
      ...(process.env.DATABASE_URL ? [] : ['src/**/*.postgres*.test.ts']),
    ],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file starts its own database and argon2 is deliberately slow: generous timeouts.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
