import { endpoints, paths } from '@academy/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
// Lazily loaded by the router; compiled up front, the first wait stays short.
import './forgot-password-page';
import { wholeText } from '../../test/whole-text';

/** Answers forgot-password as the server does, 204 for any address; records the bodies. */
function forgotPasswordAnswers(
  answer: Answer<typeof endpoints.forgotPassword> = (reply) => reply(204),
) {
  const bodies: unknown[] = [];
  server.use(
    handle(endpoints.forgotPassword, async ({ request, reply }) => {
      bodies.push(await request.json());
      return answer(reply);
    }),
  );
  return bodies;
}

async function openForgotPassword() {
  const app = renderApp(paths.auth.forgotPassword);
  await screen.findByRole('heading', { level: 1, name: 'Forgot password' });
  return app;
}

async function requestLink(app: ReturnType<typeof renderApp>, email: string) {
  await app.user.type(screen.getByLabelText(/email/i), email);
  await app.user.click(screen.getByRole('button', { name: 'Send the link' }));
}

/** What the screen says: its text without the style rules Mantine puts in the page. */
function visibleText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const style of copy.querySelectorAll('style')) style.remove();
  return copy.textContent ?? '';
}

const sentText = (email: string) =>
  `If an account exists for ${email}, we have sent a link to choose a new password. The link works once, for one hour.`;

describe('forgot password', () => {
  it('sends the e-mail and shows the check-your-e-mail state, focused', async () => {
    const bodies = forgotPasswordAnswers();
    const app = await openForgotPassword();

    await requestLink(app, 'student@academy.test');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(wholeText(sentText('student@academy.test')))).toBeVisible();
    expect(bodies).toEqual([{ email: 'student@academy.test' }]);
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute(
      'href',
      paths.auth.login,
    );
    expect(app.notify).not.toHaveBeenCalled();
  });

  it('says the same for an address that has no account (the server answers alike)', async () => {
    forgotPasswordAnswers();
    const screens: string[] = [];
    for (const email of ['student@academy.test', 'nobody@example.com']) {
      const app = await openForgotPassword();
      await requestLink(app, email);
      await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
      screens.push(visibleText(screen.getByRole('main')).replaceAll(email, '<email>'));
      app.unmount();
    }

    expect(screens[0]).toContain(sentText('<email>'));
    expect(screens[1]).toBe(screens[0]);
  });

  it('sends the link again with the same call', async () => {
    const bodies = forgotPasswordAnswers();
    const app = await openForgotPassword();
    await requestLink(app, 'student@academy.test');

    await app.user.click(await screen.findByRole('button', { name: 'Send the link again' }));

    expect(
      await screen.findByText(
        wholeText(
          'If an account exists for student@academy.test, another link is on its way. Use the one in the newest e-mail.',
        ),
      ),
    ).toBeVisible();
    expect(bodies).toEqual([{ email: 'student@academy.test' }, { email: 'student@academy.test' }]);
  });

  it('goes back to the form, keeping the address, to use a different one', async () => {
    forgotPasswordAnswers();
    const app = await openForgotPassword();
    await requestLink(app, 'student@academy.test');

    await app.user.click(await screen.findByRole('button', { name: 'Use a different e-mail' }));

    expect(await screen.findByLabelText(/email/i)).toHaveValue('student@academy.test');
  });

  it('checks the address with the shared rule and sends nothing', async () => {
    const bodies = forgotPasswordAnswers();
    const app = await openForgotPassword();

    await requestLink(app, 'not-an-email');

    expect(await screen.findByText('Email is not a valid email!')).toBeVisible();
    expect(screen.getByLabelText(/email/i)).toHaveAccessibleDescription(
      'Email is not a valid email!',
    );
    expect(screen.getByLabelText(/email/i)).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('shows a failure inline, focused, without a toast', async () => {
    forgotPasswordAnswers((reply) => reply(500, 'ERR_INTERNAL'));
    const app = await openForgotPassword();

    await requestLink(app, 'student@academy.test');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Check your e-mail' })).not.toBeInTheDocument();
    expect(app.notify).not.toHaveBeenCalled();
  });
});
