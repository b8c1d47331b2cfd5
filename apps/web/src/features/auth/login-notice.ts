/**
 * Router state that asks the login screen to confirm what just happened elsewhere, e.g. a
 * password reset. Only the kind of notice travels; its text is the login screen's.
 */
export type LoginNotice = 'passwordChanged';

export interface LoginNoticeState {
  notice: LoginNotice;
}

const notices: readonly LoginNotice[] = ['passwordChanged'];

const isLoginNotice = (value: unknown): value is LoginNotice =>
  notices.some((notice) => notice === value);

export function readLoginNotice(state: unknown): LoginNotice | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return isLoginNotice(state.notice) ? state.notice : null;
}
