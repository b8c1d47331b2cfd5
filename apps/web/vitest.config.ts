import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Above the longest wait of Testing Library (test/setup.ts), with room for a test's steps.
    testTimeout: 30_000,
    clearMocks: true,
    restoreMocks: true,
  },
});
