import { describe, expect, it } from 'vitest';
import { appRoutePatterns, isAppRoute } from './app-routes.js';
import { paths } from './paths.js';

describe('appRoutePatterns', () => {
  it('lists every path of `paths`, parameterised ones as patterns', () => {
    expect(appRoutePatterns().sort()).toEqual(
      [
        '/',
        '/home',
        '/terms',
        '/verify/:id',
        '/privacy',
        '/auth',
        '/auth/login',
        '/auth/forgot-password',
        '/auth/reset-password',
        '/auth/set-password',
        '/auth/verification',
        '/registration',
        '/registration/main-information',
        '/registration/course-format',
        '/registration/exam-date',
        '/registration/exam-confirmation',
        '/registration/check-email',
        '/exam-booking',
        '/pricing',
        '/payment',
        '/dashboard',
        '/subject/:id',
        '/task/:id',
        '/mini-project/:id',
        '/lecture/:id',
        '/homework',
        '/homework/:id',
        '/certificates',
        '/notifications',
        '/profile',
        '/profile/change-password',
        '/admin',
        '/admin/content',
        '/admin/content/directions/:id',
        '/admin/content/subjects/:id',
        '/admin/content/lectures/:id',
        '/admin/content/tasks/:id',
        '/admin/content/mini-projects/:id',
        '/admin/exam-schedule',
        '/admin/payments',
        '/admin/payments/:id',
        '/admin/applicants',
        '/admin/applicants/:id',
        '/admin/reviews',
        '/admin/reviews/mini-projects/:id',
        '/admin/reviews/tasks/:id',
        '/admin/reviews/questions',
        '/admin/reviews/questions/:id',
        '/admin/users',
        '/admin/users/:id',
        '/admin/audit',
        '/admin/plans',
        '/admin/promotions',
        '/admin/notifications',
        '/admin/account',
        '/admin/account/change-password',
        '/admin/announcements',
      ].sort(),
    );
  });
});

describe('isAppRoute', () => {
  it.each([
    paths.root,
    paths.home,
    paths.terms,
    paths.privacy,
    paths.auth.root,
    paths.auth.verification,
    paths.registration.checkEmail,
    paths.student.subject(12),
    paths.student.miniProject(3),
    paths.student.changePassword,
    paths.admin.root,
    // As the router matches: a trailing slash, either case, percent-encoded letters.
    '/home/',
    '/Auth/Login',
    '/h%6Fme',
    // Any one segment for a parameter: the page itself refuses an id that is not one.
    '/subject/abc',
  ])('%s is a page of the app', (path) => {
    expect(isAppRoute(path)).toBe(true);
  });

  it.each([
    '/nowhere',
    '/subject',
    '/subject/1/2',
    '/home/more',
    '/auth/unknown',
    '/admin/nowhere',
    '/admin/users/12/more',
    '/profile/other',
    '/v1/health',
    '/dev/mailbox',
    '/assets/index.js',
    '/%E0%A4%A',
  ])('%s is not', (path) => {
    expect(isAppRoute(path)).toBe(false);
  });
});
