import { type EnrolmentSecret, twoFactorEndpoints } from '@academy/contracts';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { endpointMutation, invalidateEndpoints } from '../../shared/api/endpoint-query';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { AuthenticatorSetup } from '../../shared/ui/authenticator-setup';
import { FormSuccess } from '../../shared/ui/form-outcome';
import { RecoveryCodes } from '../../shared/ui/recovery-codes';
import { myTwoFactorQuery } from './api/queries';

/*
 * The profile's two-step verification (ARCHITECTURE.md, "Two-factor sign-in"): whether it is
 * on; switching it on (a key for the authenticator app, its first code, the recovery codes
 * shown once); switching it off with the password and a code. Staff must keep it: for them
 * the card only says it is on.
 */

type Mode =
  | { kind: 'idle' }
  | { kind: 'setting-up'; enrolment: EnrolmentSecret }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disabling' };

const failureOf = (error: unknown, network: string) =>
  error instanceof ApiError ? error.message : network;

export function TwoFactorCard() {
  const { t } = useTranslation('student');
  const messages = useMessageFormatter();
  const queryClient = useQueryClient();
  const status = useQuery(myTwoFactorQuery);
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const request = { request: { toast: false } } as const;
  const begin = useMutation(endpointMutation(twoFactorEndpoints.beginMyTwoFactor, request));
  const confirm = useMutation(endpointMutation(twoFactorEndpoints.confirmMyTwoFactor, request));
  const disable = useMutation(endpointMutation(twoFactorEndpoints.disableMyTwoFactor, request));
  const network = t('NETWORK_ERROR', { ns: 'errors' });
  const refresh = () => invalidateEndpoints(queryClient, [twoFactorEndpoints.getMyTwoFactor]);

  const reset = () => {
    setCode('');
    setPassword('');
    setFieldError(null);
    confirm.reset();
    disable.reset();
  };
  const start = () => {
    setNotice(null);
    reset();
    begin.mutate(undefined, {
      onSuccess: (enrolment) => setMode({ kind: 'setting-up', enrolment }),
    });
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(value)) return setFieldError(messages('totpCode'));
    setFieldError(null);
    confirm.mutate(
      { code: value },
      {
        onSuccess: (answer) => {
          setMode({ kind: 'codes', codes: answer.recoveryCodes });
          void refresh();
        },
      },
    );
  };
  const submitDisable = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, '').toLowerCase();
    if (!password) return setFieldError(null);
    setFieldError(null);
    disable.mutate(
      { password, code: value },
      {
        onSuccess: () => {
          setMode({ kind: 'idle' });
          setNotice(t('profile.twoFactor.disabled'));
          void refresh();
        },
      },
    );
  };

  const body = () => {
    if (!status.data) {
      return status.isError ? (
        <Text c="red.8">{failureOf(status.error, network)}</Text>
      ) : (
        <Skeleton height={60} />
      );
    }
    if (mode.kind === 'codes') {
      return (
        <RecoveryCodes
          codes={mode.codes}
          continueLabel={t('profile.twoFactor.done')}
          onContinue={() => {
            setMode({ kind: 'idle' });
            setNotice(t('profile.twoFactor.enabled'));
          }}
        />
      );
    }
    if (mode.kind === 'setting-up') {
      return (
        <form onSubmit={submitCode} noValidate>
          <Stack gap="md">
            <AuthenticatorSetup enrolment={mode.enrolment} />
            {confirm.isError ? (
              <Alert
                color="red"
                variant="light"
                role="alert"
                title={failureOf(confirm.error, network)}
              />
            ) : null}
            <TextInput
              label={t('profile.twoFactor.code')}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={fieldError}
              autoComplete="one-time-code"
              inputMode="numeric"
              withAsterisk
            />
            <Group gap="sm">
              <Button type="submit" loading={confirm.isPending}>
                {t('profile.twoFactor.confirm')}
              </Button>
              <Button variant="default" onClick={() => setMode({ kind: 'idle' })}>
                {t('profile.twoFactor.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      );
    }
    if (mode.kind === 'disabling') {
      return (
        <form onSubmit={submitDisable} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('profile.twoFactor.disableText')}</Text>
            {disable.isError ? (
              <Alert
                color="red"
                variant="light"
                role="alert"
                title={failureOf(disable.error, network)}
              />
            ) : null}
            <PasswordInput
              label={t('profile.twoFactor.password')}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              autoComplete="current-password"
              withAsterisk
            />
            <TextInput
              label={t('profile.twoFactor.codeOrRecovery')}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={fieldError}
              autoComplete="one-time-code"
              withAsterisk
            />
            <Group gap="sm">
              <Button type="submit" color="red" loading={disable.isPending}>
                {t('profile.twoFactor.disable')}
              </Button>
              <Button variant="default" onClick={() => setMode({ kind: 'idle' })}>
                {t('profile.twoFactor.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      );
    }
    const { enabled, required, recoveryCodesLeft } = status.data;
    return (
      <>
        {notice ? <FormSuccess>{notice}</FormSuccess> : null}
        <Group gap="xs">
          <Badge color={enabled ? 'teal' : 'gray'} variant="light">
            {enabled ? t('profile.twoFactor.on') : t('profile.twoFactor.off')}
          </Badge>
        </Group>
        <Text c="dark.4">
          {enabled
            ? required
              ? t('profile.twoFactor.requiredText')
              : t('profile.twoFactor.onText', { count: recoveryCodesLeft })
            : t('profile.twoFactor.offText')}
        </Text>
        {begin.isError ? (
          <Alert color="red" variant="light" role="alert" title={failureOf(begin.error, network)} />
        ) : null}
        {enabled ? (
          required ? null : (
            <Button
              variant="light"
              color="red"
              w="fit-content"
              onClick={() => {
                setNotice(null);
                reset();
                setMode({ kind: 'disabling' });
              }}
            >
              {t('profile.twoFactor.disable')}
            </Button>
          )
        ) : (
          <Button variant="light" w="fit-content" loading={begin.isPending} onClick={start}>
            {t('profile.twoFactor.enable')}
          </Button>
        )}
      </>
    );
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="profile-two-factor"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="profile-two-factor">
          {t('profile.twoFactor.title')}
        </Title>
        {body()}
      </Stack>
    </Paper>
  );
}
