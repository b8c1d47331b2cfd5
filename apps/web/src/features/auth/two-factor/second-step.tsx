import {
  type ConfirmEnrolmentResponse,
  type LoginResponse,
  paths,
  RECOVERY_CODE_PATTERN,
  type SecondFactorChallenge,
  twoFactorEndpoints,
} from '@academy/contracts';
import { Alert, Anchor, Button, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { endpointMutation } from '../../../shared/api/endpoint-query';
import { tokens } from '../../../shared/api/tokens';
import { useMessageFormatter } from '../../../shared/i18n/message-formatter';
import { AuthenticatorSetup } from '../../../shared/ui/authenticator-setup';
import { PageTitle } from '../../../shared/ui/page-title';
import { RecoveryCodes } from '../../../shared/ui/recovery-codes';
import type { PasswordLinkState } from '../password-link-state';

/*
 * The login's second step (ARCHITECTURE.md, "Two-factor sign-in"), in place of the login
 * form once the password was right: a code from the authenticator app (or a recovery code),
 * or, for staff without a second factor yet, setting one up. The challenge of the login
 * answer opens these calls for five minutes; the session is stored only once they succeed.
 */

const TOTP = /^\d{6}$/;
const normalised = (code: string) => code.replace(/\s+/g, '').toLowerCase();

/** The text a failed call shows: the catalogue's words, or the connection's loss. */
function failureText(error: unknown, networkText: string): string {
  return error instanceof ApiError ? error.message : networkText;
}

/** After the second step, as after a login: the session, or the temporary password's way. */
function useFinishLogin(remember: boolean) {
  const navigate = useNavigate();
  return async (answer: LoginResponse | ConfirmEnrolmentResponse) => {
    if (answer.isTemporaryPassword) {
      const state: PasswordLinkState = { accessToken: answer.accessToken };
      await navigate(paths.auth.setPassword, { state });
      return;
    }
    tokens.save(answer, remember);
    await navigate(paths.root, { replace: true });
  };
}

/** A code field and its submit; `accept` says which codes the step takes. */
function CodeForm({
  label,
  description,
  submitLabel,
  accept,
  onCode,
  pending,
}: {
  label: string;
  description: string;
  submitLabel: string;
  accept: 'totp' | 'totpOrRecovery';
  onCode: (code: string) => void;
  pending: boolean;
}) {
  const messages = useMessageFormatter();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normalised(code);
    const valid =
      TOTP.test(value) || (accept === 'totpOrRecovery' && RECOVERY_CODE_PATTERN.test(value));
    if (!valid) {
      setError(messages(accept === 'totp' ? 'totpCode' : 'secondFactorCode'));
      return;
    }
    setError(null);
    onCode(value);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={label}
          description={description}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          autoComplete="one-time-code"
          inputMode={accept === 'totp' ? 'numeric' : 'text'}
          autoFocus
          withAsterisk
          size="md"
        />
        <Button type="submit" size="md" fullWidth loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** A code from the app, or a recovery code, finishes the login. */
function CodeStep({
  challenge,
  remember,
}: {
  challenge: SecondFactorChallenge;
  remember: boolean;
}) {
  const { t } = useTranslation('auth');
  const finish = useFinishLogin(remember);
  const verify = useMutation(
    endpointMutation(twoFactorEndpoints.verifySecondFactor, { request: { toast: false } }),
  );
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('twoFactor.code.lead')}</Text>
      {verify.isError ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={failureText(verify.error, t('NETWORK_ERROR', { ns: 'errors' }))}
        />
      ) : null}
      <CodeForm
        label={t('twoFactor.code.label')}
        description={t('twoFactor.code.description')}
        submitLabel={t('twoFactor.code.submit')}
        accept="totpOrRecovery"
        pending={verify.isPending}
        onCode={(code) =>
          verify.mutate(
            { challengeToken: challenge.challengeToken, code },
            { onSuccess: (answer) => void finish(answer) },
          )
        }
      />
    </Stack>
  );
}

/** Staff without a second factor set one up: a new key, its first code, the recovery codes. */
function EnrolStep({
  challenge,
  remember,
}: {
  challenge: SecondFactorChallenge;
  remember: boolean;
}) {
  const { t } = useTranslation('auth');
  const finish = useFinishLogin(remember);
  const network = t('NETWORK_ERROR', { ns: 'errors' });
  const begin = useMutation(
    endpointMutation(twoFactorEndpoints.beginTwoFactorEnrolment, { request: { toast: false } }),
  );
  const confirm = useMutation(
    endpointMutation(twoFactorEndpoints.confirmTwoFactorEnrolment, { request: { toast: false } }),
  );
  const { mutate: start } = begin;
  useEffect(() => {
    start({ challengeToken: challenge.challengeToken });
  }, [start, challenge.challengeToken]);

  if (confirm.data) {
    const answer = confirm.data;
    return (
      <RecoveryCodes
        codes={answer.recoveryCodes}
        continueLabel={t('twoFactor.enrol.continue')}
        onContinue={() => void finish(answer)}
      />
    );
  }
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('twoFactor.enrol.lead')}</Text>
      {begin.isError ? (
        <Alert color="red" variant="light" role="alert" title={failureText(begin.error, network)} />
      ) : null}
      {confirm.isError ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={failureText(confirm.error, network)}
        />
      ) : null}
      {begin.data ? (
        <>
          <AuthenticatorSetup enrolment={begin.data} />
          <CodeForm
            label={t('twoFactor.enrol.label')}
            description={t('twoFactor.enrol.description')}
            submitLabel={t('twoFactor.enrol.submit')}
            accept="totp"
            pending={confirm.isPending}
            onCode={(code) => confirm.mutate({ challengeToken: challenge.challengeToken, code })}
          />
        </>
      ) : begin.isPending ? (
        <Loader mx="auto" aria-label={t('twoFactor.enrol.loading')} />
      ) : null}
    </Stack>
  );
}

/** The second step of a login that asked for one. */
export function SecondStep({
  challenge,
  remember,
  onRestart,
  restartLabel,
}: {
  challenge: SecondFactorChallenge;
  remember: boolean;
  /** Back to the password: another account, or a challenge that expired. */
  onRestart: () => void;
  /** The way back's words, when not the login's "another account". */
  restartLabel?: string;
}) {
  const { t } = useTranslation('auth');
  const title = challenge.step === 'enrol' ? t('twoFactor.enrol.title') : t('twoFactor.code.title');
  return (
    <Stack gap="md">
      <PageTitle title={title} />
      <Title order={1}>{title}</Title>
      {challenge.step === 'enrol' ? (
        <EnrolStep challenge={challenge} remember={remember} />
      ) : (
        <CodeStep challenge={challenge} remember={remember} />
      )}
      <Anchor component="button" type="button" size="sm" onClick={onRestart} mx="auto">
        {restartLabel ?? t('twoFactor.restart')}
      </Anchor>
    </Stack>
  );
}
