import { useLocation } from 'react-router';

/**
 * Router state a step is opened with when the server sent the applicant back to it (a taken
 * exam slot, an applicant already registered): the reason, already in the interface language.
 */
export interface StepNoticeState {
  notice: string;
}

export function useStepNotice(): string | null {
  const { state } = useLocation();
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}
