import { QueryClient } from '@tanstack/react-query';

export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The HTTP client owns retries (429) and error toasts; a second retry layer would repeat toasts.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
