import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

type PasswordFieldProps = PasswordInputProps & ComponentPropsWithRef<'input'>;

/**
 * Mantine's PasswordInput with `aria-invalid` set while it shows an error: it marks the
 * error for styling only (data-invalid), so screen readers would not hear that the field is
 * invalid, unlike every other field.
 */
export function PasswordField(props: PasswordFieldProps) {
  return <PasswordInput aria-invalid={Boolean(props.error)} {...props} />;
}
