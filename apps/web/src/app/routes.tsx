import { paths } from '@academy/contracts';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { areaSegments, firstSegment, isPrivateAreaPath } from '../shared/session/area-paths';
import { PageLoader } from '../shared/ui/page-loader';
import { NotFoundPage, RootErrorPage } from './errors/route-error-page';
import { redirectFromRoot, redirectSignedIn } from './guards/session-guards';
import { RootLayout } from './layouts/root-layout';
import { lazyScreen, loadCode } from './lazy-route';
import type { AppQueryClient } from './query-client';
import { errorsNs, Redirecting, relative, withErrorBoundaries } from './route-helpers';
import { letThrough, routeLoader } from './route-loaders';

/*
 * The routes the app starts with: the public pages and the not-found page. Screens load
 * lazily, so the landing page carries only its own code; guards are loaders, so a redirect
 * happens before anything renders, and loaders prefetch what a screen shows into the app's
 * query client. Sign-in and sign-up, and the student and staff areas, are discovered on
 * the first navigation into them (`createRouteDiscovery`; visitor-routes.tsx, private-routes.tsx,
 * staff-routes.tsx).
 */

/** The public verification page: its screen and loader, one chunk (app/verification-route.tsx). */
const verificationRoute = () => import('./verification-route');

/**
 * The landing page, the legal pages and a certificate's verification page, in one layout.
 * The landing page is the public area a logged-in user is sent away from; the terms, the
 * privacy policy and a certificate's verification are for everyone to read, logged in or not
 * (the header then leads back to the user's own area).
 */
const publicRoutes = (queryClient: AppQueryClient): RouteObject => ({
  id: 'public',
  lazy: lazyScreen(() => import('./layouts/public-layout').then((m) => m.PublicLayout)),
  children: [
    {
      path: relative(paths.home, paths.root),
      loader: redirectSignedIn,
      lazy: lazyScreen(
        () => import('../features/home/home-page').then((m) => m.HomePage),
        ['home'],
      ),
    },
    {
      path: relative(paths.terms, paths.root),
      lazy: lazyScreen(
        () => import('../features/legal/legal-page').then((m) => m.TermsPage),
        ['legal'],
      ),
    },
    {
      path: relative(paths.privacy, paths.root),
      lazy: lazyScreen(
        () => import('../features/legal/legal-page').then((m) => m.PrivacyPage),
        ['legal'],
      ),
    },
    {
      // An applicant whose exam sitting was cancelled chooses another with the mailed link.
      path: relative(paths.examBooking, paths.root),
      lazy: lazyScreen(
        () => import('./exam-booking-route').then((m) => m.ExamBookingScreen),
        ['registration', 'validation', errorsNs],
      ),
    },
    {
      path: relative(paths.verify(':code'), paths.root),
      loader: routeLoader(queryClient, letThrough, () =>
        verificationRoute().then((m) => m.prefetchVerification),
      ),
      lazy: lazyScreen(
        () => verificationRoute().then((m) => m.VerificationScreen),
        ['certificates', errorsNs],
      ),
    },
  ],
});

type RouteTable = (queryClient: AppQueryClient) => RouteObject[];

/**
 * The areas whose routes the entry leaves out, by the first segment of their paths, and
 * where their route tables load from.
 */
const discoverableAreas: { segments: Set<string>; load: () => Promise<RouteTable> }[] = [
  {
    segments: areaSegments.visitor,
    load: () => import('./visitor-routes').then((m) => m.visitorRoutes),
  },
  {
    segments: areaSegments.student,
    load: () => import('./private-routes').then((m) => m.privateRoutes),
  },
  {
    segments: areaSegments.staff,
    load: () => import('./staff-routes').then((m) => m.staffRoutes),
  },
];

function areaOf(pathname: string) {
  const segment = firstSegment(pathname);
  return discoverableAreas.find((area) => area.segments.has(segment));
}

export { isPrivateAreaPath };

/** Whether a URL path's routes are left out of the entry and load on demand. */
export function isDiscoveredPath(pathname: string): boolean {
  return areaOf(pathname) !== undefined;
}

export interface RouteDiscovery {
  /**
   * The routes to start the router with: the starting routes, and those of the area of the
   * page the app opens on, loaded first so that the first page needs no discovery.
   */
  initialRoutes(pathname: string): Promise<RouteObject[]>;
  /**
   * The router's `patchRoutesOnNavigation`: the first navigation into sign-in or sign-up, or
   * into the student or staff area, loads that area's routes (one small chunk) and adds them
   * below the root, once each. Until then such a path matches only the not-found route,
   * which is why the router asks.
   */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

export function createRouteDiscovery(queryClient: AppQueryClient): RouteDiscovery {
  const added = new Map<(typeof discoverableAreas)[number], Promise<RouteObject[]>>();
  /** The area's routes, loaded once; whoever asks first adds them to the table. */
  const routesOf = (area: (typeof discoverableAreas)[number]) => {
    const routes = loadCode(area.load).then(
      (table) => table(queryClient),
      (error: unknown) => {
        // Not loaded (the connection dropped): the next navigation into the area tries again.
        added.delete(area);
        throw error;
      },
    );
    added.set(area, routes);
    return routes;
  };
  return {
    async initialRoutes(pathname) {
      const starting = createRoutes(queryClient);
      const area = areaOf(pathname);
      if (!area) return starting;
      const areaRoutes = await routesOf(area);
      return starting.map((route) =>
        route.id === 'root' && !route.index
          ? { ...route, children: [...(route.children ?? []), ...areaRoutes] }
          : route,
      );
    },
    patchRoutesOnNavigation: async ({ path, patch }) => {
      const area = areaOf(path);
      if (!area || added.has(area)) {
        await (area && added.get(area));
        return;
      }
      patch('root', await routesOf(area));
    },
  };
}

/** The app's starting routes; loaders prefetch into `queryClient`, the one the app renders with. */
export function createRoutes(queryClient: AppQueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      path: paths.root,
      Component: RootLayout,
      ErrorBoundary: RootErrorPage,
      HydrateFallback: PageLoader,
      children: [
        { index: true, loader: redirectFromRoot, Component: Redirecting },
        publicRoutes(queryClient),
        { path: '*', Component: NotFoundPage },
      ].map(withErrorBoundaries),
    },
  ];
}
