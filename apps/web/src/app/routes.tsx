import { paths } from '@academy/contracts';
import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router';
import { type SignUpStep, signUpSteps } from '../features/registration/sign-up-steps';
import { PageLoader } from '../shared/ui/page-loader';
import { NotFoundPage, RootErrorPage, RouteErrorPage } from './errors/route-error-page';
import { redirectFromRoot, redirectSignedIn, requireSession } from './guards/session-guards';
import { requireSignUpStep } from './guards/sign-up-step-guard';
import { RootLayout } from './layouts/root-layout';
import { lazyScreen } from './lazy-route';

/*
 * Every route of spec §2. Screens load lazily, so the landing page carries only its own code;
 * guards are loaders, so a redirect happens before anything renders. Route strings come from
 * contracts' `paths`; child paths are those strings relative to their parent.
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

const publicRoutes: RouteObject = {
  id: 'public',
  loader: redirectSignedIn,
  lazy: lazyScreen(() => import('./layouts/public-layout').then((m) => m.PublicLayout)),
  children: [
    {
      path: relative(paths.home, paths.root),
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
  ],
};

const authRoutes: RouteObject = {
  path: paths.auth.root,
  loader: redirectSignedIn,
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
};

/** Each sign-up step's screen; which steps there are, in which order, is `signUpSteps`. */
const signUpScreens: Record<SignUpStep, () => Promise<ComponentType>> = {
  mainInformation: () =>
    import('../features/registration/main-information-page').then((m) => m.MainInformationPage),
  courseFormat: () =>
    import('../features/registration/course-format-page').then((m) => m.CourseFormatPage),
  examDate: () => import('../features/registration/exam-date-page').then((m) => m.ExamDatePage),
  examConfirmation: () =>
    import('../features/registration/exam-confirmation-page').then((m) => m.ExamConfirmationPage),
};

const registrationRoutes: RouteObject = {
  path: paths.registration.root,
  loader: redirectSignedIn,
  lazy: lazyScreen(
    () => import('./layouts/registration-layout').then((m) => m.RegistrationLayout),
    ['registration', 'validation', errorsNs],
  ),
  children: [
    { index: true, ...redirectTo(signUpSteps[0].path) },
    ...signUpSteps.map(
      (step): RouteObject => ({
        path: relative(step.path, paths.registration.root),
        loader: requireSignUpStep(step.key),
        lazy: lazyScreen(signUpScreens[step.key]),
      }),
    ),
    {
      // The end of the wizard: public, since the sign-up progress is cleared by then.
      path: relative(paths.registration.checkEmail, paths.registration.root),
      lazy: lazyScreen(() =>
        import('../features/registration/check-email-page').then((m) => m.CheckEmailPage),
      ),
    },
  ],
};

/** `:id` segments of the student routes, built from the same `paths` helpers. */
const withId = (build: (id: string) => string) => relative(build(':id'), paths.root);

const studentRoutes: RouteObject = {
  id: 'student',
  loader: requireSession,
  lazy: lazyScreen(
    () => import('./layouts/student-layout').then((m) => m.StudentLayout),
    ['student', errorsNs],
  ),
  children: [
    {
      path: relative(paths.student.dashboard, paths.root),
      lazy: lazyScreen(() =>
        import('../features/learning/dashboard-page').then((m) => m.DashboardPage),
      ),
    },
    {
      path: withId(paths.student.subject),
      lazy: lazyScreen(() =>
        import('../features/learning/subject-page').then((m) => m.SubjectPage),
      ),
    },
    {
      path: withId(paths.student.lecture),
      lazy: lazyScreen(() =>
        import('../features/learning/lecture-page').then((m) => m.LecturePage),
      ),
    },
    {
      path: withId(paths.student.task),
      lazy: lazyScreen(() => import('../features/learning/task-page').then((m) => m.TaskPage)),
    },
    {
      path: withId(paths.student.miniProject),
      lazy: lazyScreen(() =>
        import('../features/learning/mini-project-page').then((m) => m.MiniProjectPage),
      ),
    },
    {
      path: withId(paths.student.homework),
      lazy: lazyScreen(() =>
        import('../features/learning/homework-page').then((m) => m.HomeworkPage),
      ),
    },
    {
      path: relative(paths.student.certificates, paths.root),
      lazy: lazyScreen(() =>
        import('../features/certificates/certificates-page').then((m) => m.CertificatesPage),
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
};

const adminRoutes: RouteObject = {
  path: paths.admin.root,
  loader: requireSession,
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
};

/** Gives every route without one the per-route error boundary (CONVENTIONS §7). */
function withErrorBoundaries(route: RouteObject): RouteObject {
  const ErrorBoundary = route.ErrorBoundary ?? RouteErrorPage;
  if (route.index) return { ...route, ErrorBoundary };
  return { ...route, ErrorBoundary, children: route.children?.map(withErrorBoundaries) };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: paths.root,
    Component: RootLayout,
    ErrorBoundary: RootErrorPage,
    HydrateFallback: PageLoader,
    children: [
      { index: true, loader: redirectFromRoot, Component: Redirecting },
      publicRoutes,
      authRoutes,
      registrationRoutes,
      studentRoutes,
      adminRoutes,
      { path: '*', Component: NotFoundPage },
    ].map(withErrorBoundaries),
  },
];
