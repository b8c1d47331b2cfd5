import type { ErrorCode } from '@academy/contracts';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client';

const CONTENT_CHANGED = 'ERR_CONTENT_CHANGED' satisfies ErrorCode;

/** Whether a save was refused because someone else saved the item after it was loaded. */
export const isContentChanged = (error: unknown) =>
  error instanceof ApiError && error.code === CONTENT_CHANGED;

export interface ContentChanged {
  /** The last save was refused as made after someone else's: the alert shows. */
  changed: boolean;
  /**
   * Runs a save. When it is refused as made after someone else's, the form is left as it is
   * (the admin's edits stay) and `changed` turns true; the answer is then null. Any other
   * failure goes on as before (the HTTP client toasted it).
   */
  save<Saved>(run: () => Promise<Saved>): Promise<Saved | null>;
  /** Reads the item again and puts it in the form, the admin's edits gone: only when asked. */
  reload(): Promise<void>;
  reloading: boolean;
}

/**
 * The editors' side of the saves' optimistic concurrency (ARCHITECTURE.md, "Content
 * editors"). `load` reads the latest item from the server; `reset` puts it in the form, its
 * revision with it, so the next save names the revision just read.
 */
export function useContentChanged<Item>(
  load: () => Promise<Item>,
  reset: (item: Item) => void,
): ContentChanged {
  const [changed, setChanged] = useState(false);
  const [reloading, setReloading] = useState(false);
  return {
    changed,
    reloading,
    async save(run) {
      setChanged(false);
      try {
        return await run();
      } catch (error) {
        if (!isContentChanged(error)) throw error;
        setChanged(true);
        return null;
      }
    },
    async reload() {
      setReloading(true);
      try {
        reset(await load());
        setChanged(false);
      } catch {
        // The read failed: the editor shows that failure in place of the form (EditorFailure).
      } finally {
        setReloading(false);
      }
    },
  };
}
