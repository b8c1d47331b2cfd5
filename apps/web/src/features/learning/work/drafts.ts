import { useEffect, useState } from 'react';
import { type Blocker, useBlocker } from 'react-router';
import { useCurrentStudent } from '../../../shared/session/current-student';
import { isLoggingOut, reportUnsentWork } from '../../../shared/session/unsent-work';

/*
 * The drafts' owner and the warning before leaving unsent work. Where drafts are kept, and
 * when they are removed, is shared/lib/draft-storage.ts.
 */

/**
 * Who the drafts belong to: the signed-in student's id, `undefined` while it is being read,
 * `null` when it cannot be (the screens then work without drafts).
 */
export function useDraftOwner(): number | null | undefined {
  const student = useCurrentStudent();
  if (student.isPending) return undefined;
  return student.data?.id ?? null;
}

/**
 * While answers are written and not submitted, leaving asks first: a link inside the app is
 * held (the screen asks with `LeaveWorkDialog`), closing or reloading the tab gets the
 * browser's own question, and Log out asks with its own dialog (it removes the drafts).
 */
export function useLeaveWarning(unsent: boolean): Blocker {
  const [screen] = useState(() => Symbol('unsent work'));
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsent && !isLoggingOut() && currentLocation.pathname !== nextLocation.pathname,
  );
  // Log out asks first while this screen's work is unsent (app/layouts/user-bar.tsx), with
  // a dialog loaded now, so that it can ask even offline.
  useEffect(() => {
    if (unsent) void import('./logout-unsent-dialog');
    return reportUnsentWork(screen, unsent);
  }, [screen, unsent]);
  useEffect(() => {
    if (!unsent) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsent]);
  return blocker;
}
