import { endpoints, paths } from '@academy/contracts';
import { aStudent, aTokenPair } from '@academy/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../shared/api/tokens';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import './dashboard-page';

/** A signed-in student whose GET students says whether this is their first session. */
function signedIn(isFirstSession: boolean) {
  tokens.save(aTokenPair(), true);
  server.use(
    handle(endpoints.students, ({ reply }) =>
      reply(200, aStudent({ fullName: 'Davit Petrosyan', isFirstSession })),
    ),
  );
}

describe('the dashboard greeting', () => {
  it('welcomes a newcomer in the account’s first session as a first visit', async () => {
    signedIn(true);
    renderApp(paths.student.dashboard);

    expect(await screen.findByText('Welcome to Academy, Davit Petrosyan!')).toBeVisible();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('welcomes back a student in any later session', async () => {
    signedIn(false);
    renderApp(paths.student.dashboard);

    expect(await screen.findByText('Welcome back, Davit Petrosyan!')).toBeVisible();
    expect(screen.queryByText(/Welcome to Academy/)).not.toBeInTheDocument();
  });

  it('greets in Russian too', async () => {
    signedIn(true);
    const { user } = renderApp(paths.student.dashboard);
    await screen.findByText('Welcome to Academy, Davit Petrosyan!');

    await user.click(screen.getByRole('button', { name: 'RU' }));

    expect(await screen.findByText('Добро пожаловать в Academy, Davit Petrosyan!')).toBeVisible();
  });
});
