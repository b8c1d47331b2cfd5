import { endpoints, paths } from '@academy/contracts';
import { aStudent, aSubject, aTokenPair } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerSubject } from '../../features/learning/learning-test-server';
import { tokens } from '../../shared/api/tokens';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { answerStudentHome } from '../../test/student-home';

function logIn() {
  tokens.save(aTokenPair({ refreshToken: 'refresh-1' }), true);
  server.use(
    handle(endpoints.getMe, ({ reply }) => reply(200, aStudent({ fullName: 'Aram Hakobyan' }))),
  );
  answerStudentHome();
}

describe('the student area layout', () => {
  it('shows the user’s name from GET students, with landmarks', async () => {
    logIn();
    renderApp(paths.student.dashboard);

    expect((await screen.findAllByText('Aram Hakobyan')).length).toBeGreaterThan(0);
    expect(screen.getByText('Welcome back, Aram Hakobyan!')).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('is drawn with the user already there: its loader fetched GET students, once', async () => {
    tokens.save(aTokenPair(), true);
    answerStudentHome();
    let calls = 0;
    server.use(
      handle(endpoints.getMe, async ({ reply }) => {
        calls += 1;
        // Slow enough that a layout drawn before the answer would show placeholders.
        await delay(300);
        return reply(200, aStudent({ fullName: 'Aram Hakobyan' }));
      }),
    );
    renderApp(paths.student.dashboard);

    const menu = await screen.findByRole('navigation', { name: 'Student menu' });

    expect(within(menu).getByText('Aram Hakobyan')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Aram Hakobyan!')).toBeVisible();
    expect(calls).toBe(1);
  });

  it('keeps the language switcher at the header’s edge, after the user and Log out', async () => {
    logIn();
    renderApp(paths.student.dashboard);

    const header = await screen.findByRole('banner');
    await within(header).findByText('Aram Hakobyan');
    const logout = within(header).getByRole('button', { name: 'Log out' });
    const switcher = within(header).getByRole('group', { name: 'Language' });
    // Nothing after the switcher whose width could move it: the name's and Log out's widths
    // change with the data and the language.
    expect(
      logout.compareDocumentPosition(switcher) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(switcher.parentElement?.lastElementChild).toBe(switcher);
  });

  it('takes the closed side menu out of reach on a phone, and back when opened', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...matchMedia(query),
      matches: query === '(max-width: 47.99em)',
    });
    try {
      logIn();
      const { user, container } = renderApp(paths.student.dashboard);
      await screen.findByText('Welcome back, Aram Hakobyan!');
      const menu = container.ownerDocument.querySelector('nav[aria-label="Student menu"]');

      expect(menu).toHaveAttribute('inert');
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      expect(menu).not.toHaveAttribute('inert');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('offers the bottom menu entries of the specification', async () => {
    logIn();
    renderApp(paths.student.dashboard);

    const bottomMenu = await screen.findByRole('navigation', { name: 'Bottom menu' });
    const links = within(bottomMenu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Homework',
      'Certificate',
      'Pricing',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      paths.student.dashboard,
      paths.student.homeworkAll,
      paths.student.certificates,
      paths.student.pricing,
    ]);
    expect(within(bottomMenu).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('leads Homework to the homework of every subject, in a fresh session too', async () => {
    logIn();
    answerSubject(aSubject({ title: 'HTML & CSS' }));
    renderApp(paths.student.subject(12));

    await screen.findByRole('heading', { level: 1, name: 'HTML & CSS' });
    const menu = screen.getByRole('navigation', { name: 'Student menu' });
    const entry = within(menu).getByRole('link', { name: 'Homework' });
    expect(entry).toHaveAttribute('href', paths.student.homeworkAll);
    expect(entry).not.toHaveAttribute('aria-current');
  });

  it('logs out: revokes the refresh token, clears both tokens, returns to the root', async () => {
    logIn();
    const logouts: unknown[] = [];
    server.use(
      handle(endpoints.logout, async ({ request, reply }) => {
        logouts.push(await request.json());
        return reply(204);
      }),
    );
    const { user, router, queryClient, notify } = renderApp(paths.student.dashboard);
    await screen.findByText('Welcome back, Aram Hakobyan!');
    const cache = (await queryClient.load()).getQueryCache();
    expect(cache.getAll().length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(logouts).toEqual([{ refreshToken: 'refresh-1' }]);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    // Nothing the session loaded is left for the next one, and nothing asked for it again.
    await waitFor(() => expect(cache.getAll()).toEqual([]));
    expect(notify).not.toHaveBeenCalled();
  });

  it('logs out locally even when the server cannot be reached', async () => {
    logIn();
    server.use(handle(endpoints.logout, ({ networkError }) => networkError()));
    const { user, router, notify } = renderApp(paths.student.dashboard);

    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(tokens.getAccessToken()).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });

  it('returns a blacklisted user to the root, logged out', async () => {
    tokens.save(aTokenPair(), true);
    answerStudentHome();
    server.use(handle(endpoints.getMe, ({ reply }) => reply(404, 'err_user_blacklisted')));
    const { router, queryClient } = renderApp(paths.student.dashboard);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(tokens.getAccessToken()).toBeNull();
    const cache = (await queryClient.load()).getQueryCache();
    await waitFor(() => expect(cache.getAll()).toEqual([]));
  });

  it('forgets what the session loaded when the session ends in the middle of it', async () => {
    logIn();
    const { router, queryClient } = renderApp(paths.student.dashboard);
    await screen.findByText('Welcome back, Aram Hakobyan!');
    const cache = (await queryClient.load()).getQueryCache();
    expect(cache.find({ queryKey: ['students', 'me'] })).toBeDefined();
    // The next call finds the account blacklisted (an expired session ends the same way).
    server.use(handle(endpoints.getMe, ({ reply }) => reply(404, 'err_user_blacklisted')));

    await (await queryClient.load()).refetchQueries();

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    await waitFor(() => expect(cache.getAll()).toEqual([]));
  });
});
