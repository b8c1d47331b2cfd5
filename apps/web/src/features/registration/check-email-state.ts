/*
 * The check-email screen follows a registration made in this browser tab, and only that: the
 * address the verification link went to is kept in session storage, which a reload keeps and
 * a fresh browser or tab does not have. The route guard asks for it; the screen shows it.
 */

const STORAGE_KEY = 'academy.sign-up.verification-sent-to';

/** Where the address lives when session storage is switched off: this page's lifetime. */
let unstored: string | null = null;

/** Remembers, once a registration went through, where its verification link was sent. */
export function rememberVerificationSent(email: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, email);
  } catch {
    // Storage switched off: the screen still opens until the page is closed.
    unstored = email;
  }
}

/** The address this tab's registration sent its verification link to, or null. */
export function verificationSentTo(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) || unstored;
  } catch {
    return unstored;
  }
}
