import { QueryClient } from '@tanstack/react-query';

export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The HTTP client owns retries (429) and error toasts; a second retry layer would repeat toasts.
      // `networkMode: 'always'`: a call made without a connection is sent at once and fails at
      // once ("Network Error", the screen left as it was), never paused to be sent by itself
      // when the connection returns, minutes later, wherever the user is by then.
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
