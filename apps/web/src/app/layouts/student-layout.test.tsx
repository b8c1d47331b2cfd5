import { apiPaths, paths } from '@academy/contracts';
import { aStudent, aTokenPair } from '@academy/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../shared/api/tokens';
import { apiUrl, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

function logIn() {
  tokens.save(aTokenPair({ refreshToken: 'refresh-1' }), true);
  server.use(
    http.get(apiUrl(apiPaths.students), () =>
      HttpResponse.json(aStudent({ fullName: 'Aram Hakobyan' })),
    ),
  );
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
      paths.student.dashboard,
      paths.student.certificates,
      paths.student.pricing,
    ]);
    expect(within(bottomMenu).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('leads Homework to the last opened subject’s homework', async () => {
    logIn();
    renderApp(paths.student.subject(12));

    await screen.findByRole('heading', { level: 1, name: 'Subject' });
    const menu = screen.getByRole('navigation', { name: 'Student menu' });
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'Homework' })).toHaveAttribute(
        'href',
        paths.student.homework(12),
      ),
    );
  });

  it('logs out: revokes the refresh token, clears both tokens, returns to the root', async () => {
    logIn();
    const logouts: unknown[] = [];
    server.use(
      http.post(apiUrl(apiPaths.logout), async ({ request }) => {
        logouts.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = renderApp(paths.student.dashboard);

    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(logouts).toEqual([{ refreshToken: 'refresh-1' }]);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
  });

  it('logs out locally even when the server cannot be reached', async () => {
    logIn();
    server.use(http.post(apiUrl(apiPaths.logout), () => HttpResponse.error()));
    const { user, router, notify } = renderApp(paths.student.dashboard);

    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(tokens.getAccessToken()).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });

  it('returns a blacklisted user to the root, logged out', async () => {
    tokens.save(aTokenPair(), true);
    server.use(
      http.get(apiUrl(apiPaths.students), () =>
        HttpResponse.json({ statusCode: 404, message: 'err_user_blacklisted' }, { status: 404 }),
      ),
    );
    const { router } = renderApp(paths.student.dashboard);

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(tokens.getAccessToken()).toBeNull();
  });
});
