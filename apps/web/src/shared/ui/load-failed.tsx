import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { FailureText } from './failure-text';
import { StateMessage } from './state-message';

interface LoadFailedProps {
  title: string;
  icon: ReactNode;
  /** What failed: its text is the catalogue's, in the interface language (FailureText). */
  error: unknown;
  retryLabel: string;
  onRetry: () => void;
  retrying?: boolean;
  headingOrder?: 1 | 2;
  /** False when the screen names the page itself (StateMessage's `namesPage`). */
  namesPage?: boolean;
}

/** A screen's (or a section's) read that failed: what went wrong, and "Try again". */
export function LoadFailed({
  title,
  icon,
  error,
  retryLabel,
  onRetry,
  retrying = false,
  headingOrder = 1,
  namesPage = true,
}: LoadFailedProps) {
  return (
    <StateMessage
      headingOrder={headingOrder}
      namesPage={namesPage}
      title={title}
      icon={icon}
      tone="danger"
      role="alert"
      actions={
        <Button onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      }
    >
      <FailureText error={error} />
    </StateMessage>
  );
}
