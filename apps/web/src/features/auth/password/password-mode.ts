/**
 * The password screen's two modes (spec §2): reset, with the link from the forgot-password
 * e-mail; set, after a temporary-password login or with a mailed set-password link.
 */
export type PasswordMode = 'reset' | 'set';

/** The screen's texts in the `auth` bundle. */
export const passwordTexts = {
  reset: 'resetPassword',
  set: 'setPassword',
} as const satisfies Record<PasswordMode, string>;
