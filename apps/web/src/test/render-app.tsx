import { paths } from '@academy/contracts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers/app-providers';
import { routes } from '../app/routes';
import { configureApiClient } from '../shared/api/client-config';

/**
 * Renders the real app (its routes, guards, layouts and screens) at `path`, in memory. The
 * HTTP client is wired as in the app, except that toasts go to a spy.
 */
export function renderApp(path: string, routeObjects: RouteObject[] = routes) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  const notify = vi.fn<(message: string) => void>();
  configureApiClient({
    notify,
    navigateToRoot: () => void router.navigate(paths.root, { replace: true }),
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, notify };
}
