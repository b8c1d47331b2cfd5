import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { useSingleFlight } from '../lib/use-single-flight';

/**
 * A button that downloads a file made for the caller (a receipt, a credit note): busy while
 * it runs, one download per click however often it is clicked. A failure is told by the HTTP
 * client (the toast); the button is ready again after it.
 */
export function DownloadButton({
  download,
  label,
  name,
  size = 'sm',
}: {
  download: () => Promise<unknown>;
  label: string;
  /** The accessible name, when the label alone does not say which file. */
  name?: string;
  size?: ButtonProps['size'];
}) {
  const [busy, setBusy] = useState(false);
  const once = useSingleFlight(async () => {
    setBusy(true);
    try {
      await download();
    } catch {
      // Told by the HTTP client already.
    } finally {
      setBusy(false);
    }
  });
  return (
    <Button
      variant="default"
      size={size}
      loading={busy}
      onClick={() => void once()}
      aria-label={name}
    >
      {label}
    </Button>
  );
}
