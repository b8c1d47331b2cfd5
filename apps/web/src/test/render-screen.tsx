import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers/app-providers';
import { QueryProvider } from '../app/providers/query-provider';
import { createAppQueryClient } from '../app/query-client';
import { configureApiClient } from '../shared/api/client-config';

/**
 * Renders one screen at `path` (matched by `pattern`, e.g. `/subject/:id`) with the app's
 * providers but without its route's loader: what the screen draws before its data, which
 * the app's loaders otherwise fetch first (renderApp). Toasts, and the way to the plans when
 * the learning access ended, go to spies.
 */
export async function renderScreen(path: string, pattern: string, Screen: ComponentType) {
  const queryClient = createAppQueryClient();
  // Made before the first render, as the loaders otherwise do: nothing waits for it.
  await queryClient.load();
  const router = createMemoryRouter(
    [
      {
        path: pattern,
        element: (
          <QueryProvider>
            <Screen />
          </QueryProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const notify = vi.fn<(message: string) => void>();
  const learningAccessEnded = vi.fn<() => void>();
  configureApiClient({ notify, learningAccessEnded });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, notify, learningAccessEnded, queryClient };
}
