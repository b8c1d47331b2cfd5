import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The files of a worker share its modules rather than importing React, Mantine, the router
    // and the app's code again for each: importing was half of the suite's time. What a test
    // changes is put back after each (test/setup.ts: the DOM, storage, handlers, language).
    isolate: false,
    // Above the longest wait of Testing Library (test/setup.ts), with room for a test's steps.
    testTimeout: 30_000,
    clearMocks: true,
    restoreMocks: true,
  },
});
