import {
  authEndpoints,
  type NewPasswordRequest,
  paths,
  type SecondFactorChallenge,
} from '@academy/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { endpointQuery } from '../../shared/api/endpoint-query';
import { tokens } from '../../shared/api/tokens';
import { FormSuccess } from '../../shared/ui/form-outcome';
import { Loading } from '../../shared/ui/loading';
import { PageTitle } from '../../shared/ui/page-title';
import { resetPasswordMutation, setPasswordMutation } from './api/set-password';
import { AuthCard } from './auth-card';
import type { LoginNoticeState } from './login-notice';
import { checkedRefusal, type LinkRefusal } from './password/link-refusal';
import { LinkRefused, MissingLink } from './password/link-unusable';
import { NewPasswordForm } from './password/new-password-form';
import { type PasswordMode, passwordTexts } from './password/password-mode';
import { readPasswordLinkToken } from './password-link-state';
import { SecondStep } from './two-factor/second-step';

/** The `token` query parameter of a mailed link. */
function useLinkToken(): string | null {
  return useSearchParams()[0].get('token') || null;
}

/**
 * /auth/reset-password?token=…: the bearer is the forgot-password link's token. A saved
 * password ends every session, so the user logs in again, told that it worked, with the
 * e-mail the link was mailed to already in the form.
 */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const linkToken = useLinkToken();
  const { mutateAsync: resetPassword } = useMutation(resetPasswordMutation);
  return (
    <PasswordScreen
      mode="reset"
      bearer={linkToken}
      save={async (password, bearer, email) => {
        await resetPassword({ password, linkToken: bearer });
        const notice = 'passwordChanged';
        const state: LoginNoticeState = email === null ? { notice } : { notice, email };
        await navigate(paths.auth.login, { replace: true, state });
      }}
    />
  );
}

/**
 * /auth/set-password: the bearer is the temporary login's access token, carried in router
 * state and never stored, or a mailed set-password link's token. The answer is a session
 * for this browser session, as a login without "remember me". An invited staff member (or
 * an account with a second factor) gets the login's second step instead: the password is
 * saved, and the session starts once the authenticator app is set up (or its code given).
 */
export function SetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const loginToken = readPasswordLinkToken(useLocation().state);
  const linkToken = useLinkToken();
  const { mutateAsync: setPassword } = useMutation(setPasswordMutation);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  if (challenge) {
    return (
      <AuthCard>
        <Stack gap="md">
          <FormSuccess>{t('setPassword.saved')}</FormSuccess>
          <SecondStep
            challenge={challenge}
            remember={false}
            restartLabel={t('setPassword.login')}
            onRestart={() => void navigate(paths.auth.login, { replace: true })}
          />
        </Stack>
      </AuthCard>
    );
  }
  return (
    <PasswordScreen
      mode="set"
      bearer={loginToken ?? linkToken}
      mailedLink={loginToken === null}
      save={async (password, bearer) => {
        const answer = await setPassword({ password, bearer });
        if (answer.secondFactor) {
          setChallenge(answer.secondFactor);
          return;
        }
        tokens.save(answer, false);
        await navigate(paths.root, { replace: true });
      }}
    />
  );
}

interface PasswordScreenProps {
  mode: PasswordMode;
  bearer: string | null;
  /**
   * A set-password link from a mail (an invitation) rather than a temporary password's login:
   * the description says nothing of a temporary password.
   */
  mailedLink?: boolean;
  /** `email`: the account's, as the check of the bearer answered it (null if it could not). */
  save: (request: NewPasswordRequest, bearer: string, email: string | null) => Promise<void>;
}

/** One screen for both modes: the form, or why it cannot be used. */
function PasswordScreen({ mode, bearer, mailedLink, save }: PasswordScreenProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard>
      <PageTitle title={t(`${passwordTexts[mode]}.title`)} />
      {bearer === null ? (
        <MissingLink mode={mode} />
      ) : (
        // A new bearer (another link opened in place) is checked afresh, in a fresh form.
        <CheckedBearer
          key={bearer}
          mode={mode}
          bearer={bearer}
          mailedLink={mailedLink}
          save={save}
        />
      )}
    </AuthCard>
  );
}

/**
 * The bearer is checked as the screen opens, so that a used or unknown link is told before
 * anything is typed. If the check itself fails (its toast says why), the form is shown: the
 * save checks the bearer again and is refused the same way.
 */
function CheckedBearer({
  mode,
  bearer,
  mailedLink,
  save,
}: PasswordScreenProps & { bearer: string }) {
  const { t } = useTranslation('auth');
  const check = useQuery({
    // Whether the link would be taken, what for and whose: asked afresh whenever the screen
    // opens, since a link is spent elsewhere at any moment.
    ...endpointQuery(authEndpoints.checkPasswordLink, undefined, { bearer }),
    staleTime: 0,
    gcTime: 0,
  });
  const [refusedOnSave, setRefusedOnSave] = useState<LinkRefusal | null>(null);
  const texts = passwordTexts[mode];
  const refusal = refusedOnSave ?? (check.data ? checkedRefusal(check.data, mode) : null);
  const email = check.data?.usable ? check.data.email : null;

  if (refusal) return <LinkRefused mode={mode} refusal={refusal} />;
  return (
    <>
      <Stack gap={4} mb="lg">
        <Title order={1}>{t(`${texts}.title`)}</Title>
        {check.isPending ? null : (
          <Text c="dimmed">
            {t(
              mode === 'set' && mailedLink ? 'setPassword.linkDescription' : `${texts}.description`,
            )}
          </Text>
        )}
      </Stack>
      {check.isPending ? (
        <Loading label={t('password.checking')} py="lg" />
      ) : (
        <NewPasswordForm
          submitLabel={t(`${texts}.submit`)}
          save={(request) => save(request, bearer, email)}
          onLinkRefused={setRefusedOnSave}
        />
      )}
    </>
  );
}
