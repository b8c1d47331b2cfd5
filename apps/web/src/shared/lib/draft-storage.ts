import type { z } from 'zod';

/*
 * Drafts of answers not yet submitted: a test's answers and a mini project's submission,
 * kept in the browser's local storage per student and item, so a reload, Back or a link
 * loses nothing. A draft is removed once the server has taken the submission. The key names
 * the student, so another student signing in on the same browser never sees it; logging out
 * on purpose removes every draft (a session that ends by itself keeps them, to go on after
 * logging in again), so nothing written stays on a shared computer.
 */

const PREFIX = 'academy.draft';

export type DraftKind = 'task' | 'mini-project';

/** Where a student's draft of an item is kept; null without a known student (no draft). */
export function draftKey(studentId: number | null, kind: DraftKind, itemId: number): string | null {
  return studentId === null ? null : `${PREFIX}:${studentId}:${kind}:${itemId}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a privacy setting): the answers then live as long as the page.
    return null;
  }
}

/** The draft kept under `key`, if it is still of the shape `schema` describes. */
export function readDraft<T>(key: string | null, schema: z.ZodType<T>): T | null {
  if (key === null) return null;
  const text = storage()?.getItem(key) ?? null;
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string | null, value: unknown): void {
  if (key === null) return;
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or refused: the answers stay on the screen, only the copy is missing.
  }
}

export function clearDraft(key: string | null): void {
  if (key === null) return;
  storage()?.removeItem(key);
}

/** Removes every draft kept in this browser, whoever wrote it (on logging out). */
export function clearAllDrafts(): void {
  const kept = storage();
  if (!kept) return;
  const keys = Array.from({ length: kept.length }, (_, index) => kept.key(index));
  for (const key of keys) {
    if (key?.startsWith(`${PREFIX}:`)) kept.removeItem(key);
  }
}
