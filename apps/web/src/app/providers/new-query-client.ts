import { QueryClient } from '@tanstack/react-query';

export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The HTTP client owns retries (429) and error toasts; a second retry layer would repeat toasts.
      // networkMode 'always': a call made offline fails at once with the Network Error toast,
      // never paused to run by itself when the connection returns (a payment the student
      // had given up on, charged in the background).
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
