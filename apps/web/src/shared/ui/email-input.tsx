import { TextInput, type TextInputProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

type EmailInputProps = TextInputProps & ComponentPropsWithRef<'input'>;

/**
 * A required e-mail address field: the e-mail keyboard on phones and the browser's address
 * autofill (login, forgot password, a new verification link).
 */
export function EmailInput(props: EmailInputProps) {
  return <TextInput type="email" autoComplete="email" inputMode="email" withAsterisk {...props} />;
}
