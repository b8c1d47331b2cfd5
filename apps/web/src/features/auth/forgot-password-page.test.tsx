import { endpoints, paths } from '@academy/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
// Lazily loaded by the router; compiled up front, the first wait stays short.
import './forgot-password-page';
import { wholeText } from '../../test/whole-text';

const taken = { accepted: true, retryAfterSeconds: 60 };

/** Answers forgot-password as the server does for any address (taken); records the bodies. */
function forgotPasswordAnswers(
  answer: Answer<typeof endpoints.forgotPassword> = (reply) => reply(200, taken),
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

  describe('sending the link again', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    const resendButton = () => screen.getByRole('button', { name: 'Send the link again' });
    const resentText =
      'If an account exists for student@academy.test, another link is on its way. Use the one in the newest e-mail.';
    /** Lets the clock run on, a second at a time, as the page sees it in a browser. */
    const passSeconds = async (seconds: number) => {
      for (let second = 0; second < seconds; second += 1) {
        await act(async () => {
          await vi.advanceTimersByTimeAsync(1000);
        });
      }
    };

    it('waits for the minute the server names, counting down, then sends with the same call', async () => {
      // The fake clock also runs with the real one, so the typing and the calls go on as usual.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const bodies = forgotPasswordAnswers();
      const app = await openForgotPassword();
      await requestLink(app, 'student@academy.test');
      await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });

      expect(resendButton()).toBeDisabled();
      expect(resendButton()).toHaveAccessibleDescription(
        'You can ask for another link in\u00a01:00',
      );
      await passSeconds(30);
      expect(resendButton()).toBeDisabled();
      expect(screen.getByText(/^You can ask for another link in 0:[23]\d$/)).toBeVisible();
      await passSeconds(30);
      expect(screen.queryByText(/You can ask for another link/)).not.toBeInTheDocument();
      expect(resendButton()).toBeEnabled();

      await app.user.click(resendButton());

      expect(await screen.findByText(wholeText(resentText))).toBeVisible();
      expect(bodies).toEqual([
        { email: 'student@academy.test' },
        { email: 'student@academy.test' },
      ]);
      // The server's minute starts again with the new link.
      expect(resendButton()).toBeDisabled();
      expect(screen.getByText('You can ask for another link in 1:00')).toBeVisible();
    });

    it('says no link is on its way when the server did not take the request, only when one can be asked for', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let calls = 0;
      forgotPasswordAnswers((reply) => {
        calls += 1;
        // Another tab asked for this address in the meantime.
        return reply(200, calls === 1 ? taken : { accepted: false, retryAfterSeconds: 42 });
      });
      const app = await openForgotPassword();
      await requestLink(app, 'student@academy.test');
      await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
      await passSeconds(60);

      await app.user.click(resendButton());

      expect(await screen.findByText('You can ask for another link in 0:42')).toBeVisible();
      expect(resendButton()).toBeDisabled();
      expect(screen.queryByText(wholeText(resentText))).not.toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('starts with the wait the first answer names', async () => {
      forgotPasswordAnswers((reply) => reply(200, { accepted: false, retryAfterSeconds: 30 }));
      const app = await openForgotPassword();

      await requestLink(app, 'student@academy.test');

      expect(await screen.findByText('You can ask for another link in 0:30')).toBeVisible();
      expect(resendButton()).toBeDisabled();
    });
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

  it('shows a failure as a toast and keeps the form, the address in it', async () => {
    forgotPasswordAnswers((reply) => reply(500, 'ERR_INTERNAL'));
    const app = await openForgotPassword();

    await requestLink(app, 'student@academy.test');

    await waitFor(() => expect(app.notify).toHaveBeenCalledWith('Something went wrong'));
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check your e-mail' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/email/i)).toHaveValue('student@academy.test');
  });
});
