import { paths } from '@academy/contracts';
import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router';
import { type SignUpStep, signUpSteps } from '../features/registration/sign-up-steps';
import { PageLoader } from '../shared/ui/page-loader';
import { NotFoundPage, RootErrorPage, RouteErrorPage } from './errors/route-error-page';
import {
  redirectFromRoot,
  redirectSignedIn,
  requireStaffArea,
  requireStudentArea,
} from './guards/session-guards';
import { requireSignUpStep, requireVerificationSent } from './guards/sign-up-step-guard';
import { RootLayout } from './layouts/root-layout';
import { lazyScreen } from './lazy-route';
import type { AppQueryClient } from './query-client';
import { letThrough, routeLoader } from './route-loaders';

/*
 * Every route of the app. Screens load lazily, so the landing page carries only its own code;
 * guards are loaders, so a redirect happens before anything renders, and loaders prefetch
 * what a screen shows into the app's query client. Route strings come from contracts'
 * `paths`; child paths are those strings relative to their parent.
 */

function relative(path: string, parent: string): string {
  if (!path.startsWith(parent)) throw new Error(`${path} is not below ${parent}`);
  return path.slice(parent.length).replace(/^\//, '');
}

const errorsNs = 'errors' as const;

/** A route that only redirects: its loader answers before anything would be drawn. */
const redirectTo = (target: string) => ({ loader: () => redirect(target), Component: Redirecting });
function Redirecting() {
  return null;
}

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

const authRoutes = (queryClient: AppQueryClient): RouteObject => ({
  path: paths.auth.root,
  loader: routeLoader(queryClient, redirectSignedIn),
  lazy: lazyScreen(
    () => import('./layouts/auth-layout').then((m) => m.AuthLayout),
    ['auth', errorsNs],
  ),
  children: [
    { index: true, ...redirectTo(paths.auth.login) },
    {
      path: relative(paths.auth.login, paths.auth.root),
      lazy: lazyScreen(
        () => import('../features/auth/login-page').then((m) => m.LoginPage),
        ['validation'],
      ),
    },
    {
      path: relative(paths.auth.forgotPassword, paths.auth.root),
      lazy: lazyScreen(
        () => import('../features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage),
        ['validation'],
      ),
    },
    {
      path: relative(paths.auth.resetPassword, paths.auth.root),
      lazy: lazyScreen(
        () => import('../features/auth/password-page').then((m) => m.ResetPasswordPage),
        ['validation'],
      ),
    },
    {
      path: relative(paths.auth.setPassword, paths.auth.root),
      lazy: lazyScreen(
        () => import('../features/auth/password-page').then((m) => m.SetPasswordPage),
        ['validation'],
      ),
    },
    {
      path: relative(paths.auth.verification, paths.auth.root),
      lazy: lazyScreen(
        () => import('../features/auth/verification-page').then((m) => m.VerificationPage),
        ['validation'],
      ),
    },
  ],
});

/**
 * Each sign-up step's screen and what its loader prefetches; which steps there are, in which
 * order, and what opens each is `signUpSteps`.
 */
const signUpScreens: Record<
  SignUpStep,
  { screen: () => Promise<ComponentType>; prefetch?: Parameters<typeof routeLoader>[2] }
> = {
  mainInformation: {
    screen: () =>
      import('../features/registration/main-information-page').then((m) => m.MainInformationPage),
    prefetch: () => import('./prefetch/registration').then((m) => m.prefetchCountries),
  },
  courseFormat: {
    screen: () =>
      import('../features/registration/course-format-page').then((m) => m.CourseFormatPage),
  },
  examDate: {
    screen: () => import('../features/registration/exam-date-page').then((m) => m.ExamDatePage),
    prefetch: () => import('./prefetch/registration').then((m) => m.prefetchExamCalendar),
  },
  examConfirmation: {
    screen: () =>
      import('../features/registration/exam-confirmation-page').then((m) => m.ExamConfirmationPage),
    prefetch: () => import('./prefetch/registration').then((m) => m.prefetchRegistrationSummary),
  },
};

const registrationRoutes = (queryClient: AppQueryClient): RouteObject => ({
  path: paths.registration.root,
  loader: routeLoader(queryClient, redirectSignedIn),
  lazy: lazyScreen(
    () => import('./layouts/registration-layout').then((m) => m.RegistrationLayout),
    ['registration', 'validation', errorsNs],
  ),
  children: [
    { index: true, ...redirectTo(signUpSteps[0].path) },
    ...signUpSteps.map((step): RouteObject => {
      const { screen, prefetch } = signUpScreens[step.key];
      return {
        path: relative(step.path, paths.registration.root),
        loader: prefetch
          ? routeLoader(queryClient, requireSignUpStep(step.key), prefetch)
          : requireSignUpStep(step.key),
        lazy: lazyScreen(screen),
      };
    }),
    {
      // The end of the wizard: the sign-up progress is cleared by then, so it asks instead
      // whether this tab registered.
      path: relative(paths.registration.checkEmail, paths.registration.root),
      loader: requireVerificationSent(),
      lazy: lazyScreen(() =>
        import('../features/registration/check-email-page').then((m) => m.CheckEmailPage),
      ),
    },
  ],
});

/** `:id` segments of the student routes, built from the same `paths` helpers. */
const withId = (build: (id: string) => string) => relative(build(':id'), paths.root);

/** What the header of the student and staff areas shows: the signed-in user. */
const prefetchCurrentUser = () => import('./prefetch/signed-in').then((m) => m.prefetchCurrentUser);

/** The learning area's main screens: one chunk (features/learning/student-screens.ts). */
const studentScreens = () => import('../features/learning/student-screens');

/** The student's certificates: the screen and its loader, one chunk. */
const certificatesScreen = () => import('../features/certificates/certificates-screen');

/** A learning screen's loader: the student area's guard, then what the screen shows. */
const learningLoader = (
  queryClient: AppQueryClient,
  prefetch: keyof typeof import('../features/learning/prefetch'),
) => routeLoader(queryClient, requireStudentArea, () => studentScreens().then((m) => m[prefetch]));

const studentRoutes = (queryClient: AppQueryClient): RouteObject => ({
  id: 'student',
  loader: routeLoader(queryClient, requireStudentArea, prefetchCurrentUser),
  lazy: lazyScreen(
    () => import('./layouts/student-layout').then((m) => m.StudentLayout),
    ['student', errorsNs],
  ),
  children: [
    {
      path: relative(paths.student.dashboard, paths.root),
      loader: learningLoader(queryClient, 'prefetchDashboard'),
      lazy: lazyScreen(() => studentScreens().then((m) => m.DashboardPage)),
    },
    {
      path: withId(paths.student.subject),
      loader: learningLoader(queryClient, 'prefetchSubject'),
      lazy: lazyScreen(() => studentScreens().then((m) => m.SubjectPage)),
    },
    {
      path: withId(paths.student.lecture),
      loader: learningLoader(queryClient, 'prefetchLecture'),
      lazy: lazyScreen(() => studentScreens().then((m) => m.LecturePage)),
    },
    {
      path: withId(paths.student.task),
      loader: learningLoader(queryClient, 'prefetchTask'),
      lazy: lazyScreen(() => studentScreens().then((m) => m.TaskPage)),
    },
    {
      path: withId(paths.student.miniProject),
      loader: learningLoader(queryClient, 'prefetchMiniProject'),
      lazy: lazyScreen(() => studentScreens().then((m) => m.MiniProjectPage), ['validation']),
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
      path: relative(paths.student.pricing, paths.root),
      lazy: lazyScreen(() => import('../features/billing/pricing-page').then((m) => m.PricingPage)),
    },
    {
      path: relative(paths.student.payment, paths.root),
      lazy: lazyScreen(() => import('../features/billing/payment-page').then((m) => m.PaymentPage)),
    },
    {
      path: relative(paths.student.profile, paths.root),
      children: [
        { index: true, ...redirectTo(paths.student.changePassword) },
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
  ],
});

const adminRoutes = (queryClient: AppQueryClient): RouteObject => ({
  path: paths.admin.root,
  loader: routeLoader(queryClient, requireStaffArea, prefetchCurrentUser),
  lazy: lazyScreen(
    () => import('./layouts/admin-layout').then((m) => m.AdminLayout),
    ['admin', 'student', errorsNs],
  ),
  children: [
    {
      index: true,
      lazy: lazyScreen(() =>
        import('../features/admin/admin-home-page').then((m) => m.AdminHomePage),
      ),
    },
  ],
});

/** Gives every route without one the per-route error boundary. */
function withErrorBoundaries(route: RouteObject): RouteObject {
  const ErrorBoundary = route.ErrorBoundary ?? RouteErrorPage;
  if (route.index) return { ...route, ErrorBoundary };
  return { ...route, ErrorBoundary, children: route.children?.map(withErrorBoundaries) };
}

/** The app's routes; loaders prefetch into `queryClient`, the one the app renders with. */
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
        authRoutes(queryClient),
        registrationRoutes(queryClient),
        studentRoutes(queryClient),
        adminRoutes(queryClient),
        { path: '*', Component: NotFoundPage },
      ].map(withErrorBoundaries),
    },
  ];
}
