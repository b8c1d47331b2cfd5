import { RECOVERY_CODE_PATTERN } from '@academy/contracts';
import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';

/*
 * The two-step verification card's one form (two-factor-card.tsx): a code from the
 * authenticator app (or, where `accept` allows, a recovery code), the password when asked
 * for, a failure said above the fields, the action and Cancel. Switching on, switching off
 * and replacing the recovery codes all confirm with it.
 */

const TOTP = /^\d{6}$/;

/** What the user typed, as the API takes it: spaces dropped, lower case. */
const normalised = (code: string) => code.replace(/\s+/g, '').toLowerCase();

export interface CodeConfirmValues {
  code: string;
  password: string;
}

export function CodeConfirmForm({
  intro,
  codeLabel,
  accept,
  withPassword = false,
  submitLabel,
  danger = false,
  failure,
  pending,
  onSubmit,
  onCancel,
}: {
  /** What comes before the fields: the key for the app, or what the action does. */
  intro: ReactNode;
  codeLabel: string;
  /** `totp`: only a code from the app; `totpOrRecovery`: a recovery code too. */
  accept: 'totp' | 'totpOrRecovery';
  withPassword?: boolean;
  submitLabel: string;
  /** The action removes something (shown in red). */
  danger?: boolean;
  /** Why the last try failed, or null. */
  failure: string | null;
  pending: boolean;
  onSubmit: (values: CodeConfirmValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('student');
  const messages = useMessageFormatter();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ code?: string; password?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A second press while the call is on its way sends nothing more.
    if (pending) return;
    const value = normalised(code);
    const codeValid =
      TOTP.test(value) || (accept === 'totpOrRecovery' && RECOVERY_CODE_PATTERN.test(value));
    const found = {
      ...(withPassword && !password ? { password: messages('required') } : {}),
      ...(codeValid ? {} : { code: messages(accept === 'totp' ? 'totpCode' : 'secondFactorCode') }),
    };
    setErrors(found);
    if (found.code || found.password) return;
    onSubmit({ code: value, password });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {intro}
        {failure ? <Alert color="red" variant="light" role="alert" title={failure} /> : null}
        {withPassword ? (
          <PasswordInput
            label={t('profile.twoFactor.password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
            autoComplete="current-password"
            withAsterisk
          />
        ) : null}
        <TextInput
          label={codeLabel}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={errors.code}
          autoComplete="one-time-code"
          inputMode={accept === 'totp' ? 'numeric' : 'text'}
          withAsterisk
        />
        <Group gap="sm">
          <Button type="submit" color={danger ? 'red' : undefined} loading={pending}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('profile.twoFactor.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
