import { screen } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { RootErrorPage, RouteErrorPage } from './errors/route-error-page';
import { lazyScreen } from './lazy-route';

function Layout() {
  return (
    <main>
      <p>layout</p>
      <Outlet />
    </main>
  );
}

function Screen() {
  return <h1>Loaded screen</h1>;
}

const routesWith = (load: () => Promise<() => React.JSX.Element>): RouteObject[] => [
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: RootErrorPage,
    children: [{ path: 'screen', lazy: lazyScreen(load, ['auth']), ErrorBoundary: RouteErrorPage }],
  },
];

describe('lazy screens', () => {
  it('render once their code and texts are there', async () => {
    renderApp(
      '/screen',
      routesWith(async () => Screen),
    );

    expect(await screen.findByRole('heading', { name: 'Loaded screen' })).toBeVisible();
  });

  it('say, inside the layout, that the page could not load and offer to reload it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(
      '/screen',
      routesWith(() =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      ),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.getByText('layout')).toBeVisible();
  });
});
