import { paths } from '@academy/contracts';
import type { RouteObject } from 'react-router';
import * as dashboardScreen from '../features/learning/dashboard-screen';
import { ScreenNotFound } from '../shared/ui/screen-states';
import { requireStudentArea } from './guards/session-guards';
import { StudentLayout } from './layouts/student-layout';
import { lazyScreen } from './lazy-route';
import { prefetchHeader } from './prefetch/signed-in';
import type { AppQueryClient } from './query-client';
import { errorsNs, relative, withErrorBoundaries } from './route-helpers';
import { routeLoader } from './route-loaders';

/*
 * The student's routes. The app's entry does not carry them: the router discovers them on
 * the first navigation into the area (routes.tsx, `createRouteDiscovery`), so the landing
 * page loads none of their code or file names (apps/web/README.md, "Landing weight"). The
 * staff's are in staff-routes.tsx, so no student page carries those either.
 *
 * What every student page draws (the layout, its header's read, the not-found screen) and
 * the dashboard, the page a student opens first, come with this table, in one file with
 * what they use (apps/web/README.md, "Area bundles"); the other screens load by groups: the
 * learning screens, the billing screens, the certificates, the profile.
 */

/** `:id` segments of the student routes, built from the same `paths` helpers. */
const withId = (build: (id: string) => string) => relative(build(':id'), paths.root);

/** The learning area's main screens: one chunk (features/learning/student-screens.ts). */
const studentScreens = () => import('../features/learning/student-screens');

/** The student's notifications: the screen and its loader, one chunk. */
const notificationsScreen = () => import('../features/notifications/notifications-screen');

/** The student's certificates: the screen and its loader, one chunk. */
const certificatesScreen = () => import('../features/certificates/certificates-screen');

/** A learning screen's loader: the student area's guard, then what the screen shows. */
const learningLoader = (
  queryClient: AppQueryClient,
  prefetch: keyof typeof import('../features/learning/prefetch'),
) => routeLoader(queryClient, requireStudentArea, () => studentScreens().then((m) => m[prefetch]));

/** The billing screens (pricing, payment): one chunk (features/billing/billing-screens.ts). */
const billingScreens = () => import('../features/billing/billing-screens');

/** A billing screen's loader: the student area's guard, then what the screen shows. */
const billingLoader = (
  queryClient: AppQueryClient,
  prefetch: keyof typeof import('../features/billing/prefetch'),
) => routeLoader(queryClient, requireStudentArea, () => billingScreens().then((m) => m[prefetch]));

/** /profile: the student's application (phone, country, city) and devices beside GET students. */
const prefetchProfile = () =>
  import('../features/profile/api/queries').then((m) => m.prefetchProfile);

const studentRoutes = (queryClient: AppQueryClient): RouteObject => ({
  id: 'student',
  loader: routeLoader(queryClient, requireStudentArea, async () => prefetchHeader),
  lazy: lazyScreen(async () => StudentLayout, ['student', errorsNs]),
  children: [
    {
      path: relative(paths.student.dashboard, paths.root),
      loader: routeLoader(
        queryClient,
        requireStudentArea,
        async () => dashboardScreen.prefetchDashboard,
      ),
      lazy: lazyScreen(async () => dashboardScreen.DashboardPage),
    },
    {
      path: withId(paths.student.subject),
      loader: learningLoader(queryClient, 'prefetchSubject'),
      lazy: lazyScreen(() => studentScreens().then((m) => m.SubjectPage)),
    },
    {
      path: withId(paths.student.lecture),
      loader: learningLoader(queryClient, 'prefetchLecture'),
      lazy: lazyScreen(() => studentScreens().then((m) => m.LecturePage), ['validation']),
    },
    {
      path: withId(paths.student.task),
      loader: learningLoader(queryClient, 'prefetchTask'),
      lazy: lazyScreen(() => studentScreens().then((m) => m.TaskPage), ['validation']),
    },
    {
      path: withId(paths.student.miniProject),
      loader: learningLoader(queryClient, 'prefetchMiniProject'),
      lazy: lazyScreen(() => studentScreens().then((m) => m.MiniProjectPage), ['validation']),
    },
    {
      path: relative(paths.student.homeworkAll, paths.root),
      loader: learningLoader(queryClient, 'prefetchMyHomework'),
      lazy: lazyScreen(() => studentScreens().then((m) => m.MyHomeworkPage)),
    },
    {
      path: withId(paths.student.homework),
      loader: learningLoader(queryClient, 'prefetchHomework'),
      lazy: lazyScreen(() => studentScreens().then((m) => m.HomeworkPage)),
    },
    {
      path: relative(paths.student.certificates, paths.root),
      loader: routeLoader(queryClient, requireStudentArea, () =>
        certificatesScreen().then((m) => m.prefetchCertificates),
      ),
      lazy: lazyScreen(
        () => certificatesScreen().then((m) => m.CertificatesPage),
        ['certificates'],
      ),
    },
    {
      path: relative(paths.student.notifications, paths.root),
      loader: routeLoader(queryClient, requireStudentArea, () =>
        notificationsScreen().then((m) => m.prefetchNotifications),
      ),
      lazy: lazyScreen(
        () => notificationsScreen().then((m) => m.NotificationsPage),
        ['notifications'],
      ),
    },
    {
      path: relative(paths.student.pricing, paths.root),
      loader: billingLoader(queryClient, 'prefetchPricing'),
      lazy: lazyScreen(() => billingScreens().then((m) => m.PricingPage), ['billing']),
    },
    {
      path: relative(paths.student.payment, paths.root),
      loader: billingLoader(queryClient, 'prefetchPayment'),
      lazy: lazyScreen(
        () => billingScreens().then((m) => m.PaymentPage),
        ['billing', 'validation'],
      ),
    },
    {
      path: relative(paths.student.profile, paths.root),
      children: [
        {
          index: true,
          loader: routeLoader(queryClient, requireStudentArea, prefetchProfile),
          lazy: lazyScreen(() =>
            import('../features/profile/profile-page').then((m) => m.ProfilePage),
          ),
        },
        {
          path: relative(paths.student.changePassword, paths.student.profile),
          lazy: lazyScreen(
            () =>
              import('../features/profile/change-password-page').then((m) => m.ChangePasswordPage),
            ['validation'],
          ),
        },
      ],
    },
    ...unknownInArea(),
  ],
});

/**
 * Any other address under the area's first segments (`/certificates/1`, `/subject/1/x`): the
 * area's not-found, inside its layout and menu, with the way back to the dashboard.
 */
const unknownInArea = (): RouteObject[] =>
  [
    ...new Set(
      Object.values(paths.student).map(
        (path) => (typeof path === 'function' ? path('') : path).split('/')[1] ?? '',
      ),
    ),
  ].map((segment) => ({
    path: `${segment}/*`,
    lazy: lazyScreen(async () => ScreenNotFound),
  }));

/** The student area, each route with its error boundary, as children of the root. */
export function privateRoutes(queryClient: AppQueryClient): RouteObject[] {
  return [studentRoutes(queryClient)].map(withErrorBoundaries);
}
