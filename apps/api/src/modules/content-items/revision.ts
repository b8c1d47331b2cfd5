import { conflict } from '../../lib/http-error.js';

/*
 * Optimistic concurrency of the editors' saves (ARCHITECTURE.md, "Content editors"): a save
 * names the revision its editor loaded. The service compares it with the stored one while
 * the item's row is locked, before writing anything; the repository's update then writes
 * only at that revision (`where id = ? and revision = ?`) and counts the save, so a save
 * made from an older revision can never win, whatever the order the statements run in.
 */

/** The refusal of a save made after another one: 409, nothing written. */
export const contentChanged = () => conflict('ERR_CONTENT_CHANGED');

/** Refuses the save unless the item is still at the revision the editor loaded. */
export function checkRevision(stored: { revision: number }, loaded: number): void {
  if (stored.revision !== loaded) throw contentChanged();
}
