import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers/app-providers';
import { createAppQueryClient } from '../app/query-client';
import { leaveEndedSession, leaveForPricing } from '../app/router';
import { configureApiClient } from '../shared/api/client-config';
import { allRoutes } from './all-routes';

/**
 * Renders the real app (all its routes, as discovered: guards, loaders, layouts and screens)
 * at `path`, in memory, with a query client of its own. The HTTP client is wired as in the
 * app (the end of a session, the way to the plans when the learning access ended), except
 * that toasts go to a spy.
 */
export function renderApp(path: string, routeObjects?: RouteObject[]) {
  const queryClient = createAppQueryClient();
  const router = createMemoryRouter(routeObjects ?? allRoutes(queryClient), {
    initialEntries: [path],
  });
  const notify = vi.fn<(message: string) => void>();
  configureApiClient({
    notify,
    sessionEnded: (reason) => leaveEndedSession(router, queryClient, reason),
    learningAccessEnded: () => leaveForPricing(router),
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, notify, queryClient };
}
