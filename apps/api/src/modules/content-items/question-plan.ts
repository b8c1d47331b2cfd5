/*
 * How a saved list of questions (or answer options) maps onto the stored one: an item with
 * an `id` updates the stored item of that id, one without is added, and a stored item left
 * out is removed. Ids must be the parent's own, each given once; anything else is refused.
 */

export interface ListPlan<Input> {
  kept: (Input & { id: number })[];
  added: Input[];
  removedIds: number[];
}

/** The plan for one list, or null when an id is not one of `storedIds` or comes twice. */
export function planList<Input extends { id?: number | undefined }>(
  storedIds: readonly number[],
  input: readonly Input[],
): ListPlan<Input> | null {
  const stored = new Set(storedIds);
  const seen = new Set<number>();
  const kept: (Input & { id: number })[] = [];
  const added: Input[] = [];
  for (const item of input) {
    if (item.id === undefined) {
      added.push(item);
      continue;
    }
    if (!stored.has(item.id) || seen.has(item.id)) return null;
    seen.add(item.id);
    kept.push(item as Input & { id: number });
  }
  return { kept, added, removedIds: storedIds.filter((id) => !seen.has(id)) };
}
