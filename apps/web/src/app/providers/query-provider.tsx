import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, use } from 'react';
import { AppQueryClientContext } from './app-query-client-context';

/**
 * Server state for the layouts that call the API: the app's one client, which their route
 * loaders have usually made already (otherwise this waits for it).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const appQueryClient = use(AppQueryClientContext);
  if (appQueryClient === null) throw new Error('QueryProvider needs AppProviders’ queryClient');
  const client = appQueryClient.current() ?? use(appQueryClient.load());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
