import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router';
import type { z } from 'zod';
import { useCurrentStudent } from '../../../shared/session/current-student';

/*
 * Drafts of answers not yet submitted: a test's answers and a mini project's submission,
 * kept in the browser's local storage per student and item, so a reload, Back or a link
 * loses nothing. A draft is removed once the server has taken the submission. The key names
 * the student, so another student signing in on the same browser never sees it.
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
 * held (the screen asks with `LeaveWorkDialog`), and closing or reloading the tab gets the
 * browser's own question.
 */
export function useLeaveWarning(unsent: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsent && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsent) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsent]);
  return blocker;
}
