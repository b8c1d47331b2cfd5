/**
 * Router state that asks the login screen to confirm what just happened elsewhere, e.g. a
 * password reset. Only the kind of notice travels, with the account's e-mail when known (the
 * login form starts with it); the notice's text is the login screen's.
 */
export type LoginNotice = 'passwordChanged';

export interface LoginNoticeState {
  notice: LoginNotice;
  email?: string;
}

const notices: readonly LoginNotice[] = ['passwordChanged'];

const isLoginNotice = (value: unknown): value is LoginNotice =>
  notices.some((notice) => notice === value);

export function readLoginNotice(state: unknown): LoginNoticeState | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  if (!isLoginNotice(state.notice)) return null;
  const email = 'email' in state && typeof state.email === 'string' ? state.email : undefined;
  return email === undefined ? { notice: state.notice } : { notice: state.notice, email };
}
