/** Router state of the check-email screen: the address the link went to. */
export interface CheckEmailState {
  email: string;
}

export function readCheckEmailState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  return typeof state.email === 'string' ? state.email : null;
}
