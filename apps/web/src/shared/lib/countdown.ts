import { useCallback, useEffect, useState } from 'react';

/** Whole seconds as the countdown shows them: `0:42`, `1:00`. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The whole seconds left until a deadline, updated as each second passes (from the clock,
 * not by counting ticks, so a throttled background tab is right again at once). `start`
 * sets a new deadline `seconds` from now; 0 stops the countdown.
 */
export function useCountdown(initialSeconds = 0) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const leftMs = deadline - now;

  useEffect(() => {
    if (leftMs <= 0) return;
    // Wake when the shown second changes: at the next whole second before the deadline.
    const timer = setTimeout(() => setNow(Date.now()), leftMs % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [leftMs]);

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setDeadline(at + seconds * 1000);
  }, []);

  return { remaining: Math.max(0, Math.ceil(leftMs / 1000)), start };
}
