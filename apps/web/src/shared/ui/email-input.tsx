import { TextInput, type TextInputProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

type EmailInputProps = TextInputProps & ComponentPropsWithRef<'input'>;

/**
 * A required e-mail address field: the e-mail keyboard on phones and the browser's address
 * autofill (login, forgot password, registration, a new verification link).
 *
 * It is a text input, not `type="email"`: browsers strip the spaces around an e-mail input's
 * value before the form sees it, so an address typed with a space before or after it would
 * pass silently while every other field says "This field cannot start or end with a space."
 * The shared e-mail rule sees what was typed and says the same.
 */
export function EmailInput(props: EmailInputProps) {
  return (
    <TextInput
      type="text"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      withAsterisk
      {...props}
    />
  );
}
