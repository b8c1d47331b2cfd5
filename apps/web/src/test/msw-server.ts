import { setupServer } from 'msw/node';

/**
 * Intercepts every request of a test; a request no handler expects fails the test. Handlers
 * come from `handle(endpoint, …)` (./handle.ts).
 */
export const server = setupServer();
