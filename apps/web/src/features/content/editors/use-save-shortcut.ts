import { useEffect, useRef } from 'react';

/**
 * Ctrl+S (Cmd+S on a Mac) saves the editor instead of the browser saving the page. The
 * latest `save` is called, so the handler need not be re-registered on every render.
 */
export function useSaveShortcut(save: () => void) {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        latest.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
