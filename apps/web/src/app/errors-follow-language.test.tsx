import { endpoints, paths } from '@academy/contracts';
import { aStudent, aTokenPair } from '@academy/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerCountries,
  answerUniquenessChecks,
} from '../features/registration/registration-test-server';
import { useSignUpStore } from '../features/registration/sign-up-store';
import { tokens } from '../shared/api/tokens';
import { i18n } from '../shared/i18n/i18n';
import { handle } from '../test/handle';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

vi.setConfig({ testTimeout: 60_000 });

const REQUIRED = { en: 'This field is required', ru: 'Это поле обязательно' };

/** Every form with field rules: where it is, its heading and the button that checks it. */
const forms = [
  { form: 'log-in', path: paths.auth.login, heading: 'Log in', submit: 'Log in' },
  {
    form: 'forgot-password',
    path: paths.auth.forgotPassword,
    heading: 'Forgot password',
    submit: 'Send the link',
  },
  {
    form: 'reset-password',
    path: `${paths.auth.resetPassword}?token=reset-link`,
    heading: 'Reset password',
    submit: 'Save the new password',
  },
  {
    form: 'set-password',
    path: `${paths.auth.setPassword}?token=set-link`,
    heading: 'Set your password',
    submit: 'Save and continue',
  },
  {
    form: 'new verification link',
    path: `${paths.auth.verification}?token=used-link`,
    heading: 'This link no longer works',
    submit: 'Send a new link',
  },
  {
    form: 'registration',
    path: paths.registration.mainInformation,
    heading: 'Main information',
    submit: 'Next',
  },
  {
    form: 'change-password',
    path: paths.student.changePassword,
    heading: 'Change password',
    submit: 'Change password',
  },
];

beforeEach(() => {
  useSignUpStore.getState().reset();
  answerCountries();
  answerUniquenessChecks();
  server.use(
    handle(endpoints.verifyEmail, ({ reply }) => reply(400, 'ERR_TOKEN_INVALID')),
    handle(endpoints.getMe, ({ reply }) => reply(200, aStudent())),
    // The reset and set-password screens check their link as they open: both links are good.
    handle(endpoints.checkPasswordLink, ({ request, reply }) =>
      reply(200, {
        usable: true,
        purpose: request.headers.get('Authorization') === 'Bearer set-link' ? 'set' : 'reset',
        email: 'student@academy.test',
      }),
    ),
  );
});

describe('error messages shown when the language changes', () => {
  it.each(forms)('follow it on the $form form', async ({ form, path, heading, submit }) => {
    if (form === 'change-password') tokens.save(aTokenPair(), true);
    const { user } = renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 20_000 });

    await user.click(await screen.findByRole('button', { name: submit }, { timeout: 20_000 }));
    const english = await screen.findAllByText(REQUIRED.en);
    expect(english.length).toBeGreaterThan(0);

    await act(() => i18n.changeLanguage('ru'));

    await waitFor(() => expect(screen.queryAllByText(REQUIRED.en)).toHaveLength(0));
    expect(screen.getAllByText(REQUIRED.ru)).toHaveLength(english.length);
  });

  it('carry their parameters into the new language', async () => {
    const { user } = renderApp(paths.registration.mainInformation);
    await screen.findByRole('heading', { level: 1, name: 'Main information' }, { timeout: 20_000 });

    await user.type(screen.getByLabelText(/^full name/i), 'A');
    await user.tab();
    expect(
      await screen.findByText('The length of this field must be at least 2 characters long.'),
    ).toBeVisible();

    await act(() => i18n.changeLanguage('ru'));

    expect(await screen.findByText('Длина поля должна быть не меньше 2 символов.')).toBeVisible();
  });

  it('leave an error the server gave as it is', async () => {
    tokens.save(aTokenPair(), true);
    server.use(
      handle(endpoints.changePassword, ({ reply }) => reply(400, 'ERR_CURRENT_PASSWORD_IS_WRONG')),
    );
    const { user } = renderApp(paths.student.changePassword);
    await screen.findByRole('heading', { level: 1, name: 'Change password' }, { timeout: 20_000 });
    await user.type(screen.getByLabelText(/^current password/i), 'Wrong#2026');
    await user.type(screen.getByLabelText(/^new password/i), 'Another#2026');
    await user.type(screen.getByLabelText(/^confirm password/i), 'Another#2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const refusal = await screen.findByText('Type the password you log in with now.', {
      selector: '.mantine-InputWrapper-error',
    });

    await act(() => i18n.changeLanguage('ru'));

    expect(refusal).toBeInTheDocument();
    expect(screen.getByLabelText(/^текущий пароль/i)).toHaveAttribute('aria-invalid', 'true');
  });
});
