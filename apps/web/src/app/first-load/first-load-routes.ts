import {
  accountEndpoints,
  adminDashboardEndpoints,
  admissionEndpoints,
  announcementEndpoints,
  type EndpointDefinition,
  learningEndpoints,
  lectureQuestionEndpoints,
  notificationEndpoints,
  paths,
  paymentLedgerEndpoints,
  planAdminEndpoints,
  registrationEndpoints,
  sessionEndpoints,
  twoFactorEndpoints,
  userAdminEndpoints,
} from '@academy/contracts';
import type { Namespace } from '../../shared/i18n/i18n';

/*
 * What the first load of a signed-in page asks for, so that the page's HTML can start it all
 * at once (apps/web/README.md, "First load"): the API reads its routes' loaders make, the
 * translation bundles its routes load, and the modules its routes import lazily. Without
 * this, the browser learns of each only after running the code before it: the entry, then
 * the area's route table, then the screen, then its data, one after another.
 *
 * Read at build time only (scripts/first-load.mjs, through the prerender bundle): none of it
 * is in the app's code. `e2e/tests/first-load.spec.ts` opens every page listed and fails when
 * the page asks for anything before its content shows that this table did not start, or when
 * something started here is not used: keep it in step with the route tables.
 */

/**
 * A read of the page's loaders, with the input they give it for an address without a query.
 * `params` values `:name` are the route's own `:name`.
 */
export interface FirstLoadRead {
  endpoint: EndpointDefinition;
  params?: Record<string, string>;
  query?: Record<string, string | number>;
}

export interface FirstLoadRoute {
  /** The page's route, as the router matches it. */
  path: string;
  /** The reads its loaders make for a page address without a query. */
  reads: FirstLoadRead[];
  /** The translation bundles its routes load, `common` aside (the app always loads it). */
  namespaces: Namespace[];
  /** The modules its routes import lazily: keys of the build's manifest. */
  modules: string[];
}

const id = ':id';
const me: FirstLoadRead = { endpoint: accountEndpoints.getMe };
/** The header's bell: the signed-in user's unread notifications. */
const bell: FirstLoadRead = { endpoint: notificationEndpoints.getMyUnreadNotifications };
/** The exam schedule's answer, for the academy's time zone every staff time is written in. */
const academyZone: FirstLoadRead = { endpoint: registrationEndpoints.listWeekDays };

/** The student area: its route table, layout and header's read, and the query client. */
const studentArea = {
  namespaces: ['student', 'errors'] satisfies Namespace[],
  modules: [
    'src/app/private-routes.tsx',
    'src/app/layouts/student-layout.tsx',
    'src/app/prefetch/signed-in.ts',
    'src/app/providers/new-query-client.ts',
  ],
};

/** The staff area, likewise. */
const staffArea = {
  namespaces: ['admin', 'student', 'errors'] satisfies Namespace[],
  modules: [
    'src/app/staff-routes.tsx',
    'src/app/layouts/admin-layout.tsx',
    'src/app/prefetch/signed-in.ts',
    'src/app/providers/new-query-client.ts',
  ],
};

function studentPage(
  path: string,
  reads: FirstLoadRead[],
  modules: string[],
  namespaces: Namespace[] = [],
): FirstLoadRoute {
  return {
    path,
    reads: [me, bell, ...reads],
    namespaces: [...studentArea.namespaces, ...namespaces],
    modules: [...studentArea.modules, ...modules],
  };
}

function staffPage(
  path: string,
  reads: FirstLoadRead[],
  namespaces: Namespace[],
  modules: string[],
): FirstLoadRoute {
  return {
    path,
    reads: [me, bell, academyZone, ...reads],
    namespaces: [...staffArea.namespaces, ...namespaces],
    modules: [...staffArea.modules, ...modules],
  };
}

const learningScreens = 'src/features/learning/student-screens.ts';
const markdown = 'src/shared/ui/markdown/markdown-content.tsx';

export const firstLoadRoutes: FirstLoadRoute[] = [
  // The mailed link to choose another exam time: no session, so no read starts early (its
  // token is in the address); its screen and texts do.
  {
    path: paths.examBooking,
    reads: [],
    namespaces: ['registration', 'validation', 'errors'],
    modules: ['src/app/exam-booking-route.tsx'],
  },
  studentPage(
    paths.student.dashboard,
    [
      { endpoint: learningEndpoints.listMyDirections },
      { endpoint: learningEndpoints.getLastOpenedLecture },
      { endpoint: announcementEndpoints.listMyAnnouncements },
    ],
    ['src/features/learning/dashboard-screen.ts'],
  ),
  studentPage(
    paths.student.subject(id),
    [{ endpoint: learningEndpoints.getSubject, params: { id } }],
    [learningScreens],
  ),
  studentPage(
    paths.student.lecture(id),
    [
      { endpoint: learningEndpoints.getLecture, params: { id } },
      { endpoint: lectureQuestionEndpoints.listLectureQuestions, params: { id } },
    ],
    [learningScreens, markdown],
    ['validation'],
  ),
  studentPage(
    paths.student.task(id),
    [{ endpoint: learningEndpoints.getTask, params: { id } }],
    [learningScreens],
    ['validation'],
  ),
  studentPage(
    paths.student.miniProject(id),
    [{ endpoint: learningEndpoints.getMiniProject, params: { id } }],
    [learningScreens, markdown],
    ['validation'],
  ),
  staffPage(
    paths.admin.root,
    [
      { endpoint: adminDashboardEndpoints.getAdminDashboard },
      // The takings chart's reads: the totals (the dashboard's loader prefetches them) and
      // the staff's plan names it labels them with.
      { endpoint: paymentLedgerEndpoints.getPaymentTotals },
      { endpoint: planAdminEndpoints.listAdminPlans },
    ],
    ['admin-dashboard'],
    ['src/features/admin-dashboard/screens.tsx'],
  ),
  staffPage(
    paths.admin.applicants,
    [{ endpoint: admissionEndpoints.listApplicants }],
    // The bulk actions' forms check with contracts' rules in the reader's language.
    ['admission', 'validation'],
    ['src/features/admission/screens.tsx'],
  ),
  staffPage(
    paths.admin.users,
    [
      { endpoint: userAdminEndpoints.listAdminUsers, query: { page: 1 } },
      { endpoint: userAdminEndpoints.listStaffInvitations },
    ],
    ['user-admin', 'validation'],
    ['src/features/user-admin/screens.tsx'],
  ),
  staffPage(
    paths.admin.account,
    [
      { endpoint: sessionEndpoints.listMySessions },
      { endpoint: twoFactorEndpoints.getMyTwoFactor },
    ],
    // The two-step verification's forms check codes with contracts' rules.
    ['validation'],
    ['src/features/profile/staff-screens.ts'],
  ),
];
