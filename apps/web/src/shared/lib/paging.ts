/*
 * The pages of a staff list (ARCHITECTURE.md, "The staff area"): one rule for every paged
 * list, so that a page past the end (an old link, a list that shrank) says so everywhere.
 */

/** How many pages a list of `total` rows has: at least one, even when empty. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * The last page when `page` lies past it (the list has rows, this page has none), else null:
 * the list is then not empty, the address asks for too far a page.
 */
export function pastTheEnd(
  list: { total: number; pageSize: number; items: readonly unknown[] },
  page: number,
): number | null {
  if (list.items.length > 0 || list.total === 0) return null;
  const last = pageCount(list.total, list.pageSize);
  return page > last ? last : null;
}
