import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '../../shared/ui/skip-link';
import { NavigationProgress } from './navigation-progress';

/** The frame around every screen. */
export function RootLayout() {
  return (
    <>
      <SkipLink />
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
