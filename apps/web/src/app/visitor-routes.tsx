import { paths } from '@academy/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { type SignUpStep, signUpSteps } from '../features/registration/sign-up-steps';
import { redirectSignedIn } from './guards/session-guards';
import { requireSignUpStep, requireVerificationSent } from './guards/sign-up-step-guard';
import { lazyScreen } from './lazy-route';
import type { AppQueryClient } from './query-client';
import { errorsNs, redirectTo, relative, withErrorBoundaries } from './route-helpers';
import { routeLoader } from './route-loaders';

/*
 * Sign-in (/auth/…) and sign-up (/registration/…): a visitor's way in. The app's entry does
 * not carry these routes; the router discovers them on the first navigation there
 * (routes.tsx, `createRouteDiscovery`), so the landing page loads neither their tables nor their
 * guards.
 */

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
    prefetch: () => import('./prefetch/exam-calendar').then((m) => m.prefetchExamCalendar),
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

/** Sign-in and sign-up, each route with its error boundary, as children of the root. */
export function visitorRoutes(queryClient: AppQueryClient): RouteObject[] {
  return [authRoutes(queryClient), registrationRoutes(queryClient)].map(withErrorBoundaries);
}
