import { type ErrorCode, paths } from '@academy/contracts';
import { pricingForEndedAccess } from '../session/learning-access';
import type { SessionNotice } from '../session/session-notice';

/** The keys an error toast's text is looked up by in the `errors` namespace. */
export type ErrorTextKey = ErrorCode | 'NETWORK_ERROR';

/**
 * What the HTTP client needs from the app around it. Injected rather than imported so the
 * client runs in tests without a router or a toast library, and so the landing page can set
 * it up without loading the client itself.
 */
export interface ApiClientConfig {
  /** Shows an error toast (top right, ERROR_TOAST_MS). */
  notify: (message: string) => void;
  /**
   * The session has ended (`blocked`: blacklisted, a login attempt included; `ended`: the
   * refresh was refused); its tokens are already cleared. Leaves for the root page, which
   * says why, and forgets what the session loaded.
   */
  sessionEnded: (reason: SessionNotice) => void;
  /**
   * A call answered 403 ERR_LEARNING_ACCESS_ENDED: the trial or subscription is over. Takes
   * the student to the plans, which say so (instead of a toast or an error screen).
   */
  learningAccessEnded: () => void;
  /** Translates a known error text; receives the English text to fall back on. */
  translateError: (key: ErrorTextKey, english: string) => string;
}

const defaults: ApiClientConfig = {
  notify: () => undefined,
  sessionEnded: () => window.location.assign(paths.root),
  learningAccessEnded: () => window.location.assign(pricingForEndedAccess),
  translateError: (_key, english) => english,
};

let current: ApiClientConfig = defaults;

export function configureApiClient(config: Partial<ApiClientConfig>): void {
  current = { ...current, ...config };
}

/** Puts the defaults back (tests). */
export function resetApiClientConfig(): void {
  current = defaults;
}

export function apiClientConfig(): ApiClientConfig {
  return current;
}
