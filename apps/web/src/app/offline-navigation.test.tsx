import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isScreenLoaded, keepScreenWhileOffline } from './offline-navigation';

function Screen() {
  return null;
}

function newRouter() {
  return createMemoryRouter(
    [
      {
        path: '/',
        Component: Screen,
        children: [
          { path: 'loaded', Component: Screen },
          { path: 'lazy', lazy: async () => ({ Component: Screen }) },
          { path: '*', Component: Screen },
        ],
      },
    ],
    { initialEntries: ['/loaded'] },
  );
}

describe('navigating offline', () => {
  it('tells loaded screens from those whose code is still to fetch', () => {
    const router = newRouter();
    expect(isScreenLoaded(router.routes, '/loaded')).toBe(true);
    expect(isScreenLoaded(router.routes, '/lazy')).toBe(false);
    // An area whose routes are not there yet matches only the not-found route.
    expect(isScreenLoaded(router.routes, '/dashboard')).toBe(false);
  });

  it('keeps the current screen and says why when the next one is not loaded', async () => {
    const router = newRouter();
    const refused = vi.fn();
    keepScreenWhileOffline(router, refused, () => false);

    await router.navigate('/lazy');
    expect(router.state.location.pathname).toBe('/loaded');
    expect(refused).toHaveBeenCalledOnce();

    await router.navigate({ pathname: '/dashboard' });
    expect(router.state.location.pathname).toBe('/loaded');
    expect(refused).toHaveBeenCalledTimes(2);
  });

  it('opens loaded screens offline, and every screen online', async () => {
    let online = false;
    const router = newRouter();
    const refused = vi.fn();
    keepScreenWhileOffline(router, refused, () => online);

    await router.navigate('/');
    expect(router.state.location.pathname).toBe('/');
    online = true;
    await router.navigate('/lazy');
    expect(router.state.location.pathname).toBe('/lazy');
    expect(refused).not.toHaveBeenCalled();
  });
});
