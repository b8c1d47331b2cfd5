import { useRef } from 'react';

/**
 * Wraps an action so that only one run is under way at a time: a call made while the last
 * one has not finished does nothing. The guard is a ref, checked and set synchronously, since
 * two clicks can land before React redraws the button as busy or disabled.
 */
export function useSingleFlight<Args extends unknown[]>(
  action: (...args: Args) => Promise<void>,
): (...args: Args) => Promise<void> {
  const running = useRef(false);
  return async (...args) => {
    if (running.current) return;
    running.current = true;
    try {
      await action(...args);
    } finally {
      running.current = false;
    }
  };
}
