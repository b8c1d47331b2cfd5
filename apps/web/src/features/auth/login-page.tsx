import { type MessageFormatter, paths, type SecondFactorChallenge } from '@academy/contracts';
import { Anchor, Button, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/api-error';
import { tokens } from '../../shared/api/tokens';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { lazyResolver } from '../../shared/lib/lazy-resolver';
import { EmailInput } from '../../shared/ui/email-input';
import { FormSuccess } from '../../shared/ui/form-outcome';
import { PageTitle } from '../../shared/ui/page-title';
import { PasswordField } from '../../shared/ui/password-field';
import { PrerenderedForm } from '../../shared/ui/prerendered-form';
import { useLogin } from './api/login';
import { AuthCard } from './auth-card';
import { LoginFailure, type LoginHint, loginHintFor } from './login/login-hint';
import { readLoginNotice } from './login-notice';
import type { PasswordLinkState } from './password-link-state';

/**
 * The form's rules as its resolver, loaded when the form is first checked (login-rules.ts):
 * the page renders, and is hydrated, without zod.
 */
function loginFormResolver(messages: MessageFormatter) {
  return lazyResolver(() =>
    import('./login/login-rules').then(({ loginResolver }) => loginResolver(messages)),
  );
}

/** The second step (two-factor/second-step.tsx), loaded when a login asks for it. */
const SecondStep = lazy(() =>
  import('./two-factor/second-step').then(({ SecondStep: step }) => ({ default: step })),
);

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const notice = readLoginNotice(useLocation().state);
  const { mutateAsync: logIn } = useLogin();
  const messages = useMessageFormatter();
  const resolver = useMemo(() => loginFormResolver(messages), [messages]);
  const [failure, setFailure] = useState<{ text: string; hint: LoginHint | null } | null>(null);
  const [secondStep, setSecondStep] = useState<{
    challenge: SecondFactorChallenge;
    remember: boolean;
  } | null>(null);
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors, isSubmitting, submitCount },
  } = useForm({
    resolver,
    // After a password reset the form starts with the account's e-mail.
    defaultValues: { email: notice?.email ?? '', password: '', isRemember: false },
    mode: 'onTouched',
  });
  useErrorsFollowLanguage(errors, trigger);

  const submit = handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      const answer = await logIn(credentials);
      if (answer.secondFactor) {
        // A code (or setting up the app) is still due: nothing is stored yet.
        setSecondStep({ challenge: answer.secondFactor, remember: credentials.isRemember });
        return;
      }
      if (answer.isTemporaryPassword) {
        // A temporary password leads to set-password only; nothing is stored.
        const state: PasswordLinkState = { accessToken: answer.accessToken };
        await navigate(paths.auth.setPassword, { state });
        return;
      }
      tokens.save(answer, credentials.isRemember);
      await navigate(paths.root, { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        // The HTTP client's code could not be fetched: the connection is gone.
        console.error(error);
        setFailure({ text: t('NETWORK_ERROR', { ns: 'errors' }), hint: null });
        return;
      }
      // A blocked account: the client has left for the root page, which says so.
      if (error.kind === 'session-ended') return;
      setFailure({ text: error.message, hint: loginHintFor(error.code) });
    }
  });

  if (secondStep) {
    return (
      <AuthCard>
        <Suspense fallback={<Loader mx="auto" />}>
          <SecondStep
            challenge={secondStep.challenge}
            remember={secondStep.remember}
            onRestart={() => setSecondStep(null)}
          />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <PageTitle title={t('login.title')} />
      <Stack gap={4} mb="lg">
        <Title order={1}>{t('login.title')}</Title>
        <Text c="dimmed">{t('login.lead')}</Text>
      </Stack>
      <PrerenderedForm onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          {notice?.notice === 'passwordChanged' && submitCount === 0 ? (
            <FormSuccess>{t('login.passwordChanged')}</FormSuccess>
          ) : null}
          {failure ? <LoginFailure failure={failure.text} hint={failure.hint} /> : null}
          <EmailInput
            label={t('login.email')}
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordField
            label={t('login.password')}
            autoComplete="current-password"
            withAsterisk
            error={errors.password?.message}
            {...register('password')}
          />
          <Group justify="space-between" gap="xs">
            <Checkbox label={t('login.remember')} {...register('isRemember')} />
            <Anchor component={Link} to={paths.auth.forgotPassword} size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            {t('login.submit')}
          </Button>
        </Stack>
      </PrerenderedForm>
      <Text size="sm" ta="center" mt="lg" c="dimmed">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to={paths.registration.root} fw={600}>
          {t('login.apply')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
