import { type EnrolmentSecret, twoFactorEndpoints } from '@academy/contracts';
import { Alert, Button, Group, Skeleton, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { endpointMutation, invalidateEndpoints } from '../../shared/api/endpoint-query';
import { AuthenticatorSetup } from '../../shared/ui/authenticator-setup';
import { FormSuccess } from '../../shared/ui/form-outcome';
import { RecoveryCodes } from '../../shared/ui/recovery-codes';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { myTwoFactorQuery } from './api/queries';
import { CodeConfirmForm } from './code-confirm-form';
import { ProfileCard } from './profile-card';

/*
 * The account's two-step verification (ARCHITECTURE.md, "Two-factor sign-in"), on /profile
 * and on the staff's account page: whether it is on and how many recovery codes are left;
 * switching it on (a key for the authenticator app, its first code, the recovery codes shown
 * once); replacing the recovery codes with a code from the app; switching it off with the
 * password and a code. Staff must keep it: they have no way to switch it off.
 */

type Mode =
  | { kind: 'idle' }
  | { kind: 'setting-up'; enrolment: EnrolmentSecret }
  | { kind: 'codes'; codes: string[]; done: Notice }
  | { kind: 'disabling' }
  | { kind: 'replacing' };

/** What the card says once a change is done; a key, so the words follow the language. */
type Notice = 'enabled' | 'disabled' | 'replaced';

const failureOf = (error: unknown, network: string) =>
  error instanceof ApiError ? error.message : network;

export function TwoFactorCard() {
  const { t } = useTranslation('student');
  const queryClient = useQueryClient();
  const status = useQuery(myTwoFactorQuery);
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const request = { request: { toast: false } } as const;
  const begin = useMutation(endpointMutation(twoFactorEndpoints.beginMyTwoFactor, request));
  const confirm = useMutation(endpointMutation(twoFactorEndpoints.confirmMyTwoFactor, request));
  const disable = useMutation(endpointMutation(twoFactorEndpoints.disableMyTwoFactor, request));
  const replace = useMutation(endpointMutation(twoFactorEndpoints.replaceMyRecoveryCodes, request));
  const network = t('NETWORK_ERROR', { ns: 'errors' });
  const failure = (mutation: { isError: boolean; error: unknown }) =>
    mutation.isError ? failureOf(mutation.error, network) : null;
  const refresh = () => invalidateEndpoints(queryClient, [twoFactorEndpoints.getMyTwoFactor]);

  /** Opens a form afresh: no notice, no failure of an earlier try. */
  const open = (next: Mode) => {
    setNotice(null);
    confirm.reset();
    disable.reset();
    replace.reset();
    setMode(next);
  };
  const start = () => {
    setNotice(null);
    begin.mutate(undefined, { onSuccess: (enrolment) => open({ kind: 'setting-up', enrolment }) });
  };
  const cancel = () => setMode({ kind: 'idle' });

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
            setNotice(mode.done);
          }}
        />
      );
    }
    if (mode.kind === 'setting-up') {
      return (
        <CodeConfirmForm
          intro={<AuthenticatorSetup enrolment={mode.enrolment} />}
          codeLabel={t('profile.twoFactor.code')}
          accept="totp"
          submitLabel={t('profile.twoFactor.confirm')}
          failure={failure(confirm)}
          pending={confirm.isPending}
          onCancel={cancel}
          onSubmit={({ code }) =>
            confirm.mutate(
              { code },
              {
                onSuccess: (answer) => {
                  setMode({ kind: 'codes', codes: answer.recoveryCodes, done: 'enabled' });
                  void refresh();
                },
              },
            )
          }
        />
      );
    }
    if (mode.kind === 'disabling') {
      return (
        <CodeConfirmForm
          intro={<Text size="sm">{t('profile.twoFactor.disableText')}</Text>}
          codeLabel={t('profile.twoFactor.codeOrRecovery')}
          accept="totpOrRecovery"
          withPassword
          submitLabel={t('profile.twoFactor.disable')}
          danger
          failure={failure(disable)}
          pending={disable.isPending}
          onCancel={cancel}
          onSubmit={(values) =>
            disable.mutate(values, {
              onSuccess: () => {
                setMode({ kind: 'idle' });
                setNotice('disabled');
                void refresh();
              },
            })
          }
        />
      );
    }
    if (mode.kind === 'replacing') {
      return (
        <CodeConfirmForm
          intro={<Text size="sm">{t('profile.twoFactor.replaceText')}</Text>}
          codeLabel={t('profile.twoFactor.code')}
          accept="totp"
          submitLabel={t('profile.twoFactor.replaceSubmit')}
          failure={failure(replace)}
          pending={replace.isPending}
          onCancel={cancel}
          onSubmit={({ code }) =>
            replace.mutate(
              { code },
              {
                onSuccess: (answer) => {
                  setMode({ kind: 'codes', codes: answer.recoveryCodes, done: 'replaced' });
                  void refresh();
                },
              },
            )
          }
        />
      );
    }
    const { enabled, required, recoveryCodesLeft } = status.data;
    return (
      <>
        {notice ? <FormSuccess>{t(`profile.twoFactor.${notice}`)}</FormSuccess> : null}
        <Group gap="xs">
          <ToneBadge tone={enabled ? 'green' : 'gray'}>
            {enabled ? t('profile.twoFactor.on') : t('profile.twoFactor.off')}
          </ToneBadge>
        </Group>
        <Text c="dark.4">
          {enabled
            ? required
              ? t('profile.twoFactor.requiredText')
              : t('profile.twoFactor.onText')
            : t('profile.twoFactor.offText')}
        </Text>
        {enabled ? (
          <Text c="dark.4">{t('profile.twoFactor.codesLeft', { count: recoveryCodesLeft })}</Text>
        ) : null}
        {begin.isError ? (
          <Alert color="red" variant="light" role="alert" title={failureOf(begin.error, network)} />
        ) : null}
        {enabled ? (
          <Group gap="sm">
            <Button variant="light" onClick={() => open({ kind: 'replacing' })}>
              {t('profile.twoFactor.replace')}
            </Button>
            {required ? null : (
              <Button variant="light" color="red" onClick={() => open({ kind: 'disabling' })}>
                {t('profile.twoFactor.disable')}
              </Button>
            )}
          </Group>
        ) : (
          <Button variant="light" w="fit-content" loading={begin.isPending} onClick={start}>
            {t('profile.twoFactor.enable')}
          </Button>
        )}
      </>
    );
  };

  return (
    <ProfileCard title={t('profile.twoFactor.title')} id="profile-two-factor">
      {body()}
    </ProfileCard>
  );
}
