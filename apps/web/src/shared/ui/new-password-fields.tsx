import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

interface Field {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

/**
 * A new password typed twice, with the live checklist of the rules under the first field
 * (reset, set and change password). `value` is the new password as typed so far.
 */
export function NewPasswordFields(props: { password: Field; confirm: Field; value: string }) {
  const { password, confirm } = props;
  return (
    <>
      <PasswordField
        label={password.label}
        autoComplete="new-password"
        withAsterisk
        error={password.error}
        {...password.registration}
      />
      <PasswordChecklist value={props.value} />
      <PasswordField
        label={confirm.label}
        autoComplete="new-password"
        withAsterisk
        error={confirm.error}
        {...confirm.registration}
      />
    </>
  );
}
