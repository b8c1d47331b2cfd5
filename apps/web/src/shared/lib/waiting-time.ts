import { REVIEW_WAIT_WARNING_DAYS } from '@academy/contracts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface WaitingTime {
  /** "3 days", "5 hours", "1 minute", in the interface language. */
  text: string;
  /** Waiting longer than contracts' REVIEW_WAIT_WARNING_DAYS: shown as overdue. */
  long: boolean;
}

/** How long a piece of work has waited since `submittedAt`, in words of `language`. */
export function waitingTime(submittedAt: string, now: Date, language: string): WaitingTime {
  const waited = Math.max(0, now.getTime() - Date.parse(submittedAt));
  const [value, unit] =
    waited >= DAY
      ? [Math.floor(waited / DAY), 'day']
      : waited >= HOUR
        ? [Math.floor(waited / HOUR), 'hour']
        : [Math.max(1, Math.floor(waited / MINUTE)), 'minute'];
  const text = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
    value,
  );
  return { text, long: waited > REVIEW_WAIT_WARNING_DAYS * DAY };
}
