import { Center, type CenterProps, Loader, type LoaderProps } from '@mantine/core';

interface LoadingProps extends CenterProps {
  /** What is loading, read out by screen readers: the spinner itself is decoration. */
  label: string;
  type?: LoaderProps['type'];
  size?: LoaderProps['size'];
}

/**
 * A spinner announced by its label. The label sits on a `status` region: Mantine's Loader is
 * a bare span, and a bare span may not carry an `aria-label` (axe: aria-prohibited-attr).
 */
export function Loading({ label, type, size, ...center }: LoadingProps) {
  return (
    <Center role="status" aria-label={label} {...center}>
      <Loader type={type} size={size} aria-hidden="true" />
    </Center>
  );
}
