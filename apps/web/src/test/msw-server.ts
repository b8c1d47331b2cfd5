import { API_BASE_PATH } from '@academy/contracts';
import { setupServer } from 'msw/node';

/** Intercepts every request of a test; a request no handler expects fails the test. */
export const server = setupServer();

/** The absolute URL the HTTP client calls for an `apiPaths` entry. */
export function apiUrl(path: string): string {
  return new URL(`${API_BASE_PATH}/${path}`, window.location.origin).toString();
}
