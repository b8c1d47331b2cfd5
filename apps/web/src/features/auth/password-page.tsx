import { type NewPasswordRequest, paths } from '@academy/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { tokens } from '../../shared/api/tokens';
import { PageTitle } from '../../shared/ui/page-title';
import { useResetPassword } from './api/reset-password';
import { useSetPassword } from './api/set-password';
import { AuthCard } from './auth-card';
import type { LoginNoticeState } from './login-notice';
import type { LinkRefusal } from './password/link-refusal';
import { LinkRefused, MissingLink } from './password/link-unusable';
import { NewPasswordForm } from './password/new-password-form';
import { type PasswordMode, passwordTexts } from './password/password-mode';
import { readPasswordLinkToken } from './password-link-state';

/** The `token` query parameter of a mailed link. */
function useLinkToken(): string | null {
  return useSearchParams()[0].get('token') || null;
}

/**
 * /auth/reset-password?token=…: the bearer is the forgot-password link's token. A saved
 * password ends every session, so the user logs in again, told that it worked.
 */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const linkToken = useLinkToken();
  const { mutateAsync: resetPassword } = useResetPassword();
  return (
    <PasswordScreen
      mode="reset"
      bearer={linkToken}
      save={async (password, bearer) => {
        await resetPassword({ password, linkToken: bearer });
        const state: LoginNoticeState = { notice: 'passwordChanged' };
        await navigate(paths.auth.login, { replace: true, state });
      }}
    />
  );
}

/**
 * /auth/set-password: the bearer is the temporary login's access token, carried in router
 * state and never stored, or a mailed set-password link's token. The answer is a session
 * for this browser session, as a login without "remember me".
 */
export function SetPasswordPage() {
  const navigate = useNavigate();
  const loginToken = readPasswordLinkToken(useLocation().state);
  const linkToken = useLinkToken();
  const { mutateAsync: setPassword } = useSetPassword();
  return (
    <PasswordScreen
      mode="set"
      bearer={loginToken ?? linkToken}
      save={async (password, bearer) => {
        tokens.save(await setPassword({ password, bearer }), false);
        await navigate(paths.root, { replace: true });
      }}
    />
  );
}

interface PasswordScreenProps {
  mode: PasswordMode;
  bearer: string | null;
  save: (request: NewPasswordRequest, bearer: string) => Promise<void>;
}

/** One screen for both modes (spec §2): the form, or why it cannot be used. */
function PasswordScreen({ mode, bearer, save }: PasswordScreenProps) {
  const { t } = useTranslation('auth');
  const [refusal, setRefusal] = useState<LinkRefusal | null>(null);
  const texts = passwordTexts[mode];

  return (
    <AuthCard>
      <PageTitle title={t(`${texts}.title`)} />
      {bearer === null ? (
        <MissingLink mode={mode} />
      ) : refusal ? (
        <LinkRefused mode={mode} refusal={refusal} />
      ) : (
        <>
          <Stack gap={4} mb="lg">
            <Title order={1}>{t(`${texts}.title`)}</Title>
            <Text c="dimmed">{t(`${texts}.description`)}</Text>
          </Stack>
          <NewPasswordForm
            submitLabel={t(`${texts}.submit`)}
            save={(request) => save(request, bearer)}
            onLinkRefused={setRefusal}
          />
        </>
      )}
    </AuthCard>
  );
}
