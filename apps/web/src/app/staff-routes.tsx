import { paths } from '@academy/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params, RouteObject } from 'react-router';
import type { Namespace } from '../shared/i18n/i18n';
import { prefetchAcademyZone } from '../shared/lib/staff-time';
import { requireAdminArea, requireStaffArea } from './guards/session-guards';
import { AdminLayout } from './layouts/admin-layout';
import { lazyScreen } from './lazy-route';
import { prefetchHeader } from './prefetch/signed-in';
import type { AppQueryClient } from './query-client';
import { errorsNs, relative, withErrorBoundaries } from './route-helpers';
import { routeLoader } from './route-loaders';

/*
 * The staff area's routes (/admin). Neither the entry nor the student area carries them: the
 * router discovers this table on the first navigation into /admin (routes.tsx,
 * `createRouteDiscovery`), and each section's screens are a chunk of their own, so no public
 * or student page loads a byte of the staff area (checked in e2e). The layout and its
 * header's read come with this table, in one file with what they use (apps/web/README.md,
 * "Area bundles"). Mentors have the reviews and their own account; every other section is an
 * admin's (`requireAdminArea`).
 */

/** A section's chunk: its screens, and what their loaders prefetch. */
type ScreensModule = Record<
  string,
  ComponentType | ((client: QueryClient, params: Params) => Promise<unknown>)
>;

const sections = {
  dashboard: () => import('../features/admin-dashboard/screens'),
  contentStructure: () => import('../features/content/structure-screens'),
  contentEditors: () => import('../features/content/editor-screens'),
  exams: () => import('../features/exam-schedule/screens'),
  applicants: () => import('../features/admission/screens'),
  reviews: () => import('../features/reviews/screens'),
  users: () => import('../features/user-admin/screens'),
  payments: () => import('../features/payment-ledger/screens'),
  plans: () => import('../features/plan-admin/screens'),
  promotions: () => import('../features/promotion-admin/screens'),
  announcements: () => import('../features/announcements/staff-screens'),
  audit: () => import('../features/audit/screens'),
  account: () => import('../features/profile/staff-screens'),
  notifications: () => import('../features/notifications/notifications-screen'),
} satisfies Record<string, () => Promise<ScreensModule>>;

type Section = keyof typeof sections;
type SectionExport<S extends Section> = keyof Awaited<ReturnType<(typeof sections)[S]>>;

/** `/admin/x/:id` → `x/:id`, the child path below the area's route. */
const below = (path: string | ((id: string) => string)) =>
  relative(typeof path === 'function' ? path(':id') : path, paths.admin.root);

interface ScreenRoute<S extends Section> {
  section: S;
  screen: SectionExport<S>;
  prefetch: SectionExport<S>;
  namespaces: Namespace[];
  /** Admin-only sections (all but the reviews) send a mentor to the reviews. */
  adminOnly: boolean;
}

function screenRoute<S extends Section>(
  queryClient: AppQueryClient,
  { section, screen, prefetch, namespaces, adminOnly }: ScreenRoute<S>,
): Pick<RouteObject, 'loader' | 'lazy'> {
  const load = sections[section] as () => Promise<ScreensModule>;
  return {
    loader: routeLoader(queryClient, adminOnly ? requireAdminArea : requireStaffArea, () =>
      load().then(
        (m) => m[prefetch as string] as (client: QueryClient, params: Params) => Promise<unknown>,
      ),
    ),
    lazy: lazyScreen(
      () => load().then((m) => m[screen as string] as ComponentType),
      [...namespaces, errorsNs],
    ),
  };
}

/** What every staff screen shows: the signed-in user, and the academy's clock for times. */
const prefetchStaffFrame = (client: QueryClient) =>
  Promise.all([prefetchHeader(client), prefetchAcademyZone(client)]);

const staffArea = (queryClient: AppQueryClient): RouteObject => {
  const admin = <S extends Section>(route: Omit<ScreenRoute<S>, 'adminOnly'>) =>
    screenRoute(queryClient, { ...route, adminOnly: true });
  const staff = <S extends Section>(route: Omit<ScreenRoute<S>, 'adminOnly'>) =>
    screenRoute(queryClient, { ...route, adminOnly: false });
  const content: Namespace[] = ['content', 'validation'];
  const editors: Namespace[] = ['admin-editors', 'validation'];

  return {
    id: 'staff',
    path: paths.admin.root,
    loader: routeLoader(queryClient, requireStaffArea, async () => prefetchStaffFrame),
    lazy: lazyScreen(async () => AdminLayout, ['admin', 'student', errorsNs]),
    children: [
      {
        index: true,
        ...admin({
          section: 'dashboard',
          screen: 'DashboardPage',
          prefetch: 'prefetchDashboard',
          namespaces: ['admin-dashboard'],
        }),
      },
      {
        path: below(paths.admin.content),
        ...admin({
          section: 'contentStructure',
          screen: 'ContentPage',
          prefetch: 'prefetchContent',
          namespaces: content,
        }),
      },
      {
        path: below(paths.admin.contentDirection),
        ...admin({
          section: 'contentStructure',
          screen: 'DirectionPage',
          prefetch: 'prefetchDirection',
          namespaces: content,
        }),
      },
      {
        path: below(paths.admin.contentSubject),
        ...admin({
          section: 'contentStructure',
          screen: 'SubjectPage',
          prefetch: 'prefetchSubject',
          namespaces: content,
        }),
      },
      {
        path: below(paths.admin.contentLecture),
        ...admin({
          section: 'contentEditors',
          screen: 'LectureEditorPage',
          prefetch: 'prefetchLecture',
          namespaces: editors,
        }),
      },
      {
        path: below(paths.admin.contentTask),
        ...admin({
          section: 'contentEditors',
          screen: 'TaskEditorPage',
          prefetch: 'prefetchTask',
          namespaces: editors,
        }),
      },
      {
        path: below(paths.admin.contentMiniProject),
        ...admin({
          section: 'contentEditors',
          screen: 'MiniProjectEditorPage',
          prefetch: 'prefetchMiniProject',
          namespaces: editors,
        }),
      },
      {
        path: below(paths.admin.examSchedule),
        ...admin({
          section: 'exams',
          screen: 'ExamSchedulePage',
          prefetch: 'prefetchExamSchedule',
          namespaces: ['exam-schedule', 'registration', 'validation'],
        }),
      },
      {
        path: below(paths.admin.applicants),
        ...admin({
          section: 'applicants',
          screen: 'ApplicantsPage',
          prefetch: 'prefetchApplicants',
          namespaces: ['admission'],
        }),
      },
      {
        path: below(paths.admin.applicant),
        ...admin({
          section: 'applicants',
          screen: 'ApplicantPage',
          prefetch: 'prefetchApplicant',
          namespaces: ['admission', 'registration', 'validation'],
        }),
      },
      {
        path: below(paths.admin.reviews),
        ...staff({
          section: 'reviews',
          screen: 'ReviewQueuePage',
          prefetch: 'prefetchReviewQueue',
          namespaces: ['reviews'],
        }),
      },
      {
        path: below(paths.admin.reviewMiniProject),
        ...staff({
          section: 'reviews',
          screen: 'MiniProjectReviewPage',
          prefetch: 'prefetchMiniProjectReview',
          namespaces: ['reviews', 'validation'],
        }),
      },
      {
        path: below(paths.admin.reviewTask),
        ...staff({
          section: 'reviews',
          screen: 'TaskReviewPage',
          prefetch: 'prefetchTaskReview',
          namespaces: ['reviews', 'validation'],
        }),
      },
      {
        path: below(paths.admin.questions),
        ...staff({
          section: 'reviews',
          screen: 'QuestionsPage',
          prefetch: 'prefetchWaitingQuestions',
          namespaces: ['reviews'],
        }),
      },
      {
        path: below(paths.admin.question),
        ...staff({
          section: 'reviews',
          screen: 'QuestionPage',
          prefetch: 'prefetchQuestion',
          namespaces: ['reviews', 'validation'],
        }),
      },
      {
        path: below(paths.admin.users),
        ...admin({
          section: 'users',
          screen: 'UsersPage',
          prefetch: 'prefetchUsers',
          namespaces: ['user-admin'],
        }),
      },
      {
        path: below(paths.admin.user),
        ...admin({
          section: 'users',
          screen: 'UserPage',
          prefetch: 'prefetchUser',
          namespaces: ['user-admin', 'validation'],
        }),
      },
      {
        path: below(paths.admin.payments),
        ...admin({
          section: 'payments',
          screen: 'PaymentsPage',
          prefetch: 'prefetchPayments',
          namespaces: ['admin-payments'],
        }),
      },
      {
        path: below(paths.admin.payment),
        ...admin({
          section: 'payments',
          screen: 'PaymentPage',
          prefetch: 'prefetchPayment',
          namespaces: ['admin-payments'],
        }),
      },
      {
        path: below(paths.admin.plans),
        ...admin({
          section: 'plans',
          screen: 'PlansPage',
          prefetch: 'prefetchPlans',
          namespaces: ['plan-admin', 'validation'],
        }),
      },
      {
        path: below(paths.admin.promotions),
        ...admin({
          section: 'promotions',
          screen: 'PromotionsPage',
          prefetch: 'prefetchPromotions',
          namespaces: ['promotion-admin', 'validation', 'errors'],
        }),
      },
      {
        path: below(paths.admin.announcements),
        ...admin({
          section: 'announcements',
          screen: 'AnnouncementsPage',
          prefetch: 'prefetchAnnouncements',
          namespaces: ['announcements', 'validation', 'errors'],
        }),
      },
      {
        path: below(paths.admin.account),
        ...staff({
          section: 'account',
          screen: 'StaffAccountPage',
          prefetch: 'prefetchStaffAccount',
          namespaces: ['validation'],
        }),
      },
      {
        path: below(paths.admin.notifications),
        ...staff({
          section: 'notifications',
          screen: 'StaffNotificationsPage',
          prefetch: 'prefetchNotifications',
          namespaces: ['notifications'],
        }),
      },
      {
        path: below(paths.admin.changePassword),
        ...staff({
          section: 'account',
          screen: 'ChangePasswordPage',
          prefetch: 'prefetchChangePassword',
          namespaces: ['validation'],
        }),
      },
      {
        path: below(paths.admin.audit),
        ...admin({
          section: 'audit',
          screen: 'AuditPage',
          prefetch: 'prefetchAudit',
          namespaces: ['audit'],
        }),
      },
    ],
  };
};

/** The staff area, each route with its error boundary, as a child of the root. */
export function staffRoutes(queryClient: AppQueryClient): RouteObject[] {
  return [staffArea(queryClient)].map(withErrorBoundaries);
}
