import { Button, type ButtonProps, Text } from '@mantine/core';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../lib/countdown';

/**
 * Under a "send the link again" button held back by the server's one-link-a-minute rule:
 * when the next link can be asked for. Nothing once it can.
 */
export function LinkCooldownNote({ remaining, id }: { remaining: number; id?: string }) {
  const { t } = useTranslation('common');
  if (remaining <= 0) return null;
  return (
    <Text id={id} size="sm" c="dimmed">
      {t('linkCooldown', { time: formatCountdown(remaining) })}
    </Text>
  );
}

type LinkRequestButtonProps = ButtonProps &
  Pick<ComponentProps<'button'>, 'onClick' | 'type'> & {
    /** Seconds until the server takes another request for the address; 0 when it does now. */
    remaining: number;
  };

/**
 * A button that asks for a mailed link, held back while the address's minute runs, with the
 * note that says how long (and describes the button to assistive technology meanwhile).
 */
export function LinkRequestButton({ remaining, ...button }: LinkRequestButtonProps) {
  const noteId = useId();
  const held = remaining > 0;
  return (
    <>
      <Button {...button} disabled={held} aria-describedby={held ? noteId : undefined} />
      <LinkCooldownNote id={noteId} remaining={remaining} />
    </>
  );
}
