import { endpoints, paths } from '@academy/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerCountries,
  answerUniquenessChecks,
} from '../features/registration/registration-test-server';
import { useSignUpStore } from '../features/registration/sign-up-store';
import { handle } from '../test/handle';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

vi.setConfig({ testTimeout: 60_000 });

const EDGE_SPACE = 'This field cannot start or end with a space.';

/**
 * Every form with an e-mail address (all use shared/ui/email-input): its route, its heading,
 * the e-mail field's label.
 */
const emailForms = [
  { form: 'log-in', path: paths.auth.login, heading: 'Log in', label: /^email/i },
  {
    form: 'forgot-password',
    path: paths.auth.forgotPassword,
    heading: 'Forgot password',
    label: /^email/i,
  },
  {
    form: 'registration',
    path: paths.registration.mainInformation,
    heading: 'Main information',
    label: /^email/i,
  },
  {
    form: 'new verification link',
    path: `${paths.auth.verification}?token=used-link`,
    heading: 'This link no longer works',
    label: /^email/i,
  },
];

beforeEach(() => {
  // The registration form starts from the stored draft: start each test from an empty one.
  useSignUpStore.getState().reset();
});

describe('an e-mail address with a space before or after it', () => {
  it.each(
    emailForms.flatMap((form) => [
      { ...form, typed: ' anna@example.com' },
      { ...form, typed: 'anna@example.com ' },
    ]),
  )(
    'is refused on the $form form like any other field ($typed)',
    async ({ path, heading, label, typed }) => {
      answerCountries();
      answerUniquenessChecks();
      const sent: unknown[] = [];
      server.use(
        handle(endpoints.login, async ({ request, reply }) => {
          sent.push(await request.json());
          return reply(400, 'ERR_USER_PASSWORD_IS_WRONG');
        }),
        handle(endpoints.forgotPassword, async ({ request, reply }) => {
          sent.push(await request.json());
          return reply(200, { accepted: true, retryAfterSeconds: 60 });
        }),
        handle(endpoints.verifyEmail, ({ reply }) => reply(400, 'ERR_TOKEN_INVALID')),
        handle(endpoints.resendVerification, async ({ request, reply }) => {
          sent.push(await request.json());
          return reply(200, { accepted: true, retryAfterSeconds: 60 });
        }),
      );
      const { user } = renderApp(path);
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 20_000 });

      const email = screen.getByLabelText(label);
      await user.type(email, typed);
      await user.tab();

      expect(email).toHaveValue(typed);
      expect(await screen.findByText(EDGE_SPACE)).toBeVisible();
      expect(email).toHaveAccessibleDescription(expect.stringContaining(EDGE_SPACE));
      await user.keyboard('{Enter}');
      expect(sent).toEqual([]);
    },
  );
});
