import { endpoints, learningEndpoints, paths, type Role, STUDENT_ROOT } from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberVerificationSent } from '../features/registration/check-email-state';
import {
  answerCountries,
  answerExamSchedule,
  answerUniquenessChecks,
} from '../features/registration/registration-test-server';
import { useSignUpStore } from '../features/registration/sign-up-store';
// The registration screens load lazily; compiled up front, their first wait stays short.
import '../features/registration/main-information-page';
import '../features/registration/exam-date-page';
import '../features/registration/exam-confirmation-page';
import '../features/registration/check-email-page';
import {
  aLecture,
  aMiniProject,
  anAccessToken,
  anApplicantInformation,
  aStudent,
  aSubject,
  aTask,
  aTokenPair,
} from '@academy/testing';
import { answerDashboard as answerAdminDashboard } from '../features/admin-dashboard/dashboard-test-server';
import { answerCertificates } from '../features/certificates/certificates-test-server';
import {
  answerHomework,
  answerLecture,
  answerMyHomework,
  answerSubject,
} from '../features/learning/learning-test-server';
import { tokens } from '../shared/api/tokens';
import { allRoutes } from '../test/all-routes';
import { handle } from '../test/handle';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { answerStudentHome } from '../test/student-home';
import { wholeText } from '../test/whole-text';
import { RootErrorPage, RouteErrorPage } from './errors/route-error-page';
import { createAppQueryClient } from './query-client';
import { createRouteDiscovery, createRoutes, isPrivateAreaPath } from './routes';

function logIn(role: Role = 'student') {
  tokens.save(aTokenPair({ accessToken: anAccessToken({ role }) }), true);
  server.use(handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ role }))));
  // What the learning screens show.
  answerStudentHome();
  answerSubject(aSubject({ title: 'HTML & CSS' }));
  answerLecture(aLecture({ title: 'The box model' }));
  answerHomework();
  answerMyHomework();
  answerCertificates();
  // What the staff area opens on.
  answerAdminDashboard();

  // The staff area's first screen for a mentor: the review queue.
  server.use(handle(endpoints.listReviewQueue, ({ reply }) => reply(200, { items: [], total: 0 })));
}

async function expectLocation(
  router: { state: { location: { pathname: string } } },
  pathname: string,
) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

describe('the root', () => {
  it('sends a visitor to the landing page', async () => {
    const { router } = renderApp(paths.root);

    await expectLocation(router, paths.home);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Start your career in IT with Academy',
    );
  });

  it('sends a logged-in student to the student root', async () => {
    logIn();
    const { router } = renderApp(paths.root);

    await expectLocation(router, STUDENT_ROOT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Directions' })).toBeVisible();
  });

  it.each([
    ['mentor', paths.admin.reviews],
    ['admin', paths.admin.root],
  ] as const)('sends a logged-in %s to the staff area', async (role, where) => {
    logIn(role);
    const { router } = renderApp(paths.root);

    await expectLocation(router, where);
    expect(await screen.findByRole('navigation', { name: 'Staff menu' })).toBeInTheDocument();
  });
});

describe('the public area', () => {
  it.each([
    paths.home,
    paths.auth.login,
    paths.auth.setPassword,
    paths.registration.mainInformation,
  ])('sends a logged-in user from %s to the root, and on to the student root', async (path) => {
    logIn();
    const { router } = renderApp(path);

    await expectLocation(router, STUDENT_ROOT);
  });

  it.each([
    [paths.terms, 'Terms of use'],
    [paths.privacy, 'Privacy policy'],
  ])(
    'lets a logged-in student read %s, with the way back to the dashboard',
    async (path, title) => {
      logIn();
      const { router, user } = renderApp(path);

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(router.state.location.pathname).toBe(path);
      // A visitor's actions make no sense to a logged-in user.
      expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();

      await user.click(screen.getAllByRole('link', { name: 'Back to my dashboard' })[0] as Element);

      await expectLocation(router, STUDENT_ROOT);
      expect(await screen.findByRole('heading', { level: 1, name: 'Directions' })).toBeVisible();
    },
  );

  it('lets staff read the legal pages, with the way back to the staff area', async () => {
    logIn('admin');
    const { router } = renderApp(paths.privacy);

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.privacy);
    for (const link of screen.getAllByRole('link', { name: 'Back to the staff area' })) {
      expect(link).toHaveAttribute('href', paths.admin.root);
    }
  });

  it('offers a visitor on a legal page to log in or apply', async () => {
    renderApp(paths.terms);

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute(
      'href',
      paths.auth.login,
    );
    expect(screen.queryByRole('link', { name: /^Back to/ })).not.toBeInTheDocument();
  });

  it('opens /auth at the login screen', async () => {
    const { router } = renderApp(paths.auth.root);

    await expectLocation(router, paths.auth.login);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  it.each([
    [paths.auth.forgotPassword, 'Forgot password'],
    [paths.auth.resetPassword, 'Reset password'],
    [paths.auth.setPassword, 'Set your password'],
    // Without a link's token the verification screen offers a new link.
    [paths.auth.verification, 'This link no longer works'],
    [paths.terms, 'Terms of use'],
    [paths.privacy, 'Privacy policy'],
  ])('shows %s with its title', async (path, title) => {
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});

describe('the student area', () => {
  it.each([
    paths.student.dashboard,
    paths.student.lecture(3),
    paths.student.subject(1),
    paths.student.task(2),
    paths.student.miniProject(4),
    paths.student.homeworkAll,
    paths.student.homework(1),
    paths.student.certificates,
    paths.student.pricing,
    paths.student.payment,
    paths.student.profile,
    paths.student.changePassword,
  ])('sends a visitor from %s to /home', async (path) => {
    const { router } = renderApp(path);

    await expectLocation(router, paths.home);
  });

  it.each([paths.admin.root, paths.admin.users, paths.admin.content])(
    'sends a visitor from the staff area’s %s to the login',
    async (path) => {
      const { router } = renderApp(path);

      await expectLocation(router, paths.auth.login);
    },
  );

  it.each([
    [paths.student.lecture(3), 'The box model'],
    [paths.student.subject(1), 'HTML & CSS'],
    [paths.student.homeworkAll, 'Homework'],
    [paths.student.homework(1), 'Homework'],
    [paths.student.certificates, 'Certificates'],
    [paths.student.pricing, 'Pricing'],
    [paths.student.payment, 'Payment'],
  ])('opens %s for a logged-in user', async (path, title) => {
    logIn();
    const { router } = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(['/certificates/1', '/subject/1/chapters', '/profile/e-mail'])(
    'shows %s as not found inside the student area, with the way back',
    async (path) => {
      logIn();
      const { router } = renderApp(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
      expect(screen.getByRole('navigation', { name: 'Student menu' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toHaveAttribute(
        'href',
        paths.student.dashboard,
      );
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it.each([
    [paths.student.task(2), 'Variables and types'],
    [paths.student.miniProject(4), 'A to-do list'],
  ])('opens %s for a logged-in user, with what its loader fetched', async (path, title) => {
    logIn();
    server.use(
      handle(learningEndpoints.getTask, ({ reply }) => reply(200, aTask({ id: 2 }))),
      handle(learningEndpoints.getMiniProject, ({ reply }) => reply(200, aMiniProject({ id: 4 }))),
    );
    const { router } = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(router.state.location.pathname).toBe(path);
  });

  it('opens /profile at the profile, which leads to the change-password screen', async () => {
    logIn();
    server.use(
      handle(endpoints.getMyApplication, ({ reply }) => reply(404, 'ERR_APPLICANT_NOT_EXIST')),
    );
    const { router, user } = renderApp(paths.student.profile);

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.student.profile);
    await user.click(screen.getByRole('link', { name: 'Change password' }));
    await expectLocation(router, paths.student.changePassword);
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  });
});

describe('the staff area', () => {
  it('opens on the dashboard for an admin, with every section in the menu', async () => {
    logIn('admin');
    const { router } = renderApp(paths.admin.root);

    const menu = await screen.findByRole('navigation', { name: 'Staff menu' });
    expect(router.state.location.pathname).toBe(paths.admin.root);
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const name of [
      'Applicants',
      'Exam schedule',
      'Content',
      'Reviews',
      'Users',
      'Audit log',
      'My account',
    ]) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('sends a mentor to the reviews; their menu has it and their own account', async () => {
    logIn('mentor');
    const { router } = renderApp(paths.admin.root);

    await expectLocation(router, paths.admin.reviews);
    const menu = await screen.findByRole('navigation', { name: 'Staff menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Reviews', 'My account']);
  });

  it.each([paths.admin.users, paths.admin.content, paths.admin.audit])(
    'sends a mentor away from the admin-only %s',
    async (path) => {
      logIn('mentor');
      const { router } = renderApp(path);

      await expectLocation(router, paths.admin.reviews);
    },
  );

  it.each(['student', 'applicant'] as const)(
    'sends a %s to the student area before drawing anything of its own',
    async (role) => {
      logIn(role);
      const { router } = renderApp(paths.admin.root);

      await expectLocation(router, STUDENT_ROOT);
      expect(await screen.findByRole('heading', { level: 1, name: 'Directions' })).toBeVisible();
      expect(screen.queryByText('Staff')).not.toBeInTheDocument();
    },
  );

  it.each([
    paths.student.dashboard,
    paths.student.subject(1),
    paths.student.certificates,
    paths.student.changePassword,
  ])('is where staff opening %s are sent', async (path) => {
    logIn('admin');
    const { router } = renderApp(path);

    await expectLocation(router, paths.admin.root);
    expect(await screen.findByRole('navigation', { name: 'Staff menu' })).toBeInTheDocument();
  });

  it('is not opened by a token without a readable role; the student area is', async () => {
    tokens.save(aTokenPair({ accessToken: 'not-a-jwt' }), true);
    server.use(handle(endpoints.getMe, ({ reply }) => reply(200, aStudent())));
    answerStudentHome();
    const { router } = renderApp(paths.admin.root);

    await expectLocation(router, STUDENT_ROOT);
  });
});

describe('the registration steps', () => {
  beforeEach(() => {
    useSignUpStore.getState().reset();
    answerCountries();
    answerExamSchedule();
    answerUniquenessChecks();
  });

  it('start at the main information', async () => {
    const { router } = renderApp(paths.registration.root);

    await expectLocation(router, paths.registration.mainInformation);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Main information' }),
    ).toBeVisible();
  });

  it.each([
    paths.registration.courseFormat,
    paths.registration.examDate,
    paths.registration.examConfirmation,
  ])('send %s back to the first step while nothing is filled in', async (path) => {
    const { router } = renderApp(path);

    await expectLocation(router, paths.registration.mainInformation);
  });

  it('open the course format once the agreement is accepted', async () => {
    useSignUpStore.getState().setApplicantInformation(anApplicantInformation());
    const { router } = renderApp(paths.registration.courseFormat);

    expect(await screen.findByRole('heading', { level: 1, name: 'Course format' })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.registration.courseFormat);
  });

  it('need a course type for the exam date', async () => {
    useSignUpStore.getState().setApplicantInformation(anApplicantInformation());
    const { router } = renderApp(paths.registration.examDate);
    await expectLocation(router, paths.registration.mainInformation);
    await screen.findByRole('heading', { level: 1, name: 'Main information' }, { timeout: 20_000 });

    useSignUpStore.getState().setCourseType('online');
    await router.navigate(paths.registration.examDate);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Exam date' }, { timeout: 20_000 }),
    ).toBeVisible();
  });

  it('need a test date-time for the confirmation', async () => {
    const store = useSignUpStore.getState();
    store.setApplicantInformation(anApplicantInformation());
    store.setCourseType('offline');
    const { router } = renderApp(paths.registration.examConfirmation);
    await expectLocation(router, paths.registration.mainInformation);
    await screen.findByRole('heading', { level: 1, name: 'Main information' }, { timeout: 20_000 });

    useSignUpStore.getState().setTestDateTime('2026-12-01T09:00:00.000Z');
    await router.navigate(paths.registration.examConfirmation);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirmation' }, { timeout: 20_000 }),
    ).toBeVisible();
  });
});

describe('the check-email screen', () => {
  it('sends a browser that registered nothing back to the start, saying nothing was sent', async () => {
    answerCountries();
    answerUniquenessChecks();
    const { router } = renderApp(paths.registration.checkEmail);

    await expectLocation(router, paths.registration.mainInformation);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Main information' },
        { timeout: 20_000 },
      ),
    ).toBeVisible();
    expect(screen.queryByText(/We sent a verification link/)).not.toBeInTheDocument();
  });

  it('opens after a registration in this tab, and again after a reload', async () => {
    rememberVerificationSent('anna@example.com');
    const first = renderApp(paths.registration.checkEmail);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Check your e-mail' },
        { timeout: 20_000 },
      ),
    ).toBeVisible();
    expect(
      screen.getByText(wholeText('We sent a verification link to anna@example.com.')),
    ).toBeVisible();
    expect(first.router.state.location.pathname).toBe(paths.registration.checkEmail);
    first.unmount();

    const reloaded = renderApp(paths.registration.checkEmail);
    expect(
      await screen.findByText(wholeText('We sent a verification link to anna@example.com.')),
    ).toBeVisible();
    expect(reloaded.router.state.location.pathname).toBe(paths.registration.checkEmail);
  });
});

describe('an unknown path', () => {
  it('shows the not-found page with its way home', async () => {
    const { user, router } = renderApp('/nowhere/at/all');

    expect(await screen.findByRole('heading', { level: 1, name: 'OOPS!' })).toBeVisible();
    expect(screen.getByText("We can't find that page")).toBeVisible();
    const home = screen.getByRole('link', { name: 'Go Back Home' });
    expect(home).toHaveAttribute('href', paths.root);

    await user.click(home);
    await expectLocation(router, paths.home);
  });

  it('is not-found for a logged-in user too', async () => {
    logIn();
    renderApp('/nowhere');

    expect(await screen.findByText("We can't find that page")).toBeVisible();
  });
});

function Broken(): never {
  throw new Error('rendering failed');
}

function LayoutAroundOutlet() {
  return (
    <main>
      <p>layout still here</p>
      <Outlet />
    </main>
  );
}

function Nothing() {
  return null;
}

describe('the routes the app starts with', () => {
  function everyPath(list: RouteObject[]): string[] {
    return list.flatMap((route) => [route.path ?? '', ...everyPath(route.children ?? [])]);
  }

  it('leave the student and staff areas out: the router discovers them on the way in', () => {
    const starting = everyPath(createRoutes(createAppQueryClient()));
    expect(starting).toContain('home');
    for (const path of starting) expect(isPrivateAreaPath(`/${path}`), path).toBe(false);
  });

  const deepestPath = (router: ReturnType<typeof createMemoryRouter>) =>
    router.state.matches.at(-1)?.route.path;

  it('are joined by an area’s routes on the first navigation into it, once', async () => {
    const discovery = createRouteDiscovery(createAppQueryClient());
    const router = createMemoryRouter(await discovery.initialRoutes(paths.home), {
      initialEntries: [paths.home],
      patchRoutesOnNavigation: discovery.patchRoutesOnNavigation,
    });
    await router.navigate(paths.auth.login);
    expect(deepestPath(router)).toBe('login');
    await router.navigate(paths.registration.mainInformation);
    expect(deepestPath(router)).toBe('main-information');
    await router.navigate(paths.auth.forgotPassword);
    expect(deepestPath(router)).toBe('forgot-password');
    const root = router.routes.find((route) => route.id === 'root');
    const areas = root?.children?.filter((route) => route.path === paths.auth.root);
    expect(areas).toHaveLength(1);
    await router.navigate('/no-such-page');
    expect(deepestPath(router)).toBe('*');
  });

  it('include the area of the page the app opens on', async () => {
    const discovery = createRouteDiscovery(createAppQueryClient());
    const routes = await discovery.initialRoutes(paths.student.dashboard);
    const root = routes.find((route) => route.id === 'root');
    expect(root?.children?.some((route) => route.id === 'student')).toBe(true);
    expect(root?.children?.some((route) => route.path === paths.auth.root)).toBe(false);
  });

  it.each([
    [paths.student.dashboard, true],
    [paths.student.subject(3), true],
    [paths.student.changePassword, true],
    [paths.student.pricing, true],
    [paths.admin.root, true],
    ['/Dashboard', true],
    [paths.home, false],
    [paths.auth.login, false],
    [paths.registration.mainInformation, false],
    ['/no-such-page', false],
  ])('%s is in a private area: %s', (path, expected) => {
    expect(isPrivateAreaPath(path)).toBe(expected);
  });
});

describe('error boundaries', () => {
  function everyRoute(list: RouteObject[]): RouteObject[] {
    return list.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);
  }

  it('every route has one', () => {
    const all = everyRoute(allRoutes(createAppQueryClient()));
    expect(all.length).toBeGreaterThan(30);
    for (const route of all) expect(route.ErrorBoundary, route.path ?? route.id).toBeDefined();
  });

  it('a failing screen shows the error page inside its layout, with a way back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing: RouteObject[] = [
      {
        path: '/',
        ErrorBoundary: RootErrorPage,
        Component: LayoutAroundOutlet,
        children: [{ path: 'broken', Component: Broken, ErrorBoundary: RouteErrorPage }],
      },
    ];
    renderApp('/broken', failing);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(screen.getByText('layout still here')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', paths.root);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('a failing guard reaches the root boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing: RouteObject[] = [
      {
        path: '/',
        ErrorBoundary: RootErrorPage,
        loader: () => {
          throw new Error('guard failed');
        },
        HydrateFallback: Nothing,
        Component: Nothing,
      },
    ];
    renderApp('/', failing);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
  });
});
