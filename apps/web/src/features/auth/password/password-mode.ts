import type { PasswordLinkPurpose } from '@academy/contracts';

/**
 * The password screen's two modes: reset, with the link from the forgot-password
 * e-mail; set, after a temporary-password login or with a mailed set-password link. They are
 * what the server calls a password link's purpose.
 */
export type PasswordMode = PasswordLinkPurpose;

/** The screen's texts in the `auth` bundle. */
export const passwordTexts = {
  reset: 'resetPassword',
  set: 'setPassword',
} as const satisfies Record<PasswordMode, string>;
