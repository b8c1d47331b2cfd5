import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { focusOnMount } from './focus-on-mount';

/**
 * A form's success above its fields. It takes focus as it appears, so it is read out and the
 * keyboard continues from it. (A failure is the HTTP client's toast.)
 */
export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <Alert ref={focusOnMount} tabIndex={-1} color="teal" variant="light" role="status">
      {children}
    </Alert>
  );
}
