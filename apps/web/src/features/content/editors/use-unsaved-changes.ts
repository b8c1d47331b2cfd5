import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router';

/**
 * While an editor has unsaved changes, leaving it asks first: a navigation inside the app is
 * held (the screen asks with `UnsavedChangesDialog`), and closing or reloading the tab gets
 * the browser's own question.
 */
export function useUnsavedChanges(dirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return blocker;
}
