import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { focusOnMount } from './focus-on-mount';

/**
 * A form's outcome above its fields: a failure the server answered, or a success. Either
 * takes focus as it appears, so it is read out and the keyboard continues from it.
 */
export function FormFailure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert ref={focusOnMount} tabIndex={-1} color="red" variant="light" title={title}>
      {children}
    </Alert>
  );
}

export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <Alert ref={focusOnMount} tabIndex={-1} color="teal" variant="light" role="status">
      {children}
    </Alert>
  );
}
