import { LAST_SUBJECT_STORAGE_KEY } from '@academy/contracts';
import { useSyncExternalStore } from 'react';

/*
 * Homework belongs to a subject (/homework/{subjectId}). The menu's Homework entry opens the
 * homework of the subject the student opened last in this browser session.
 */

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.sessionStorage.getItem(LAST_SUBJECT_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberLastSubject(subjectId: string): void {
  if (read() === subjectId) return;
  try {
    window.sessionStorage.setItem(LAST_SUBJECT_STORAGE_KEY, subjectId);
  } catch {
    // Storage switched off: the Homework entry falls back to the dashboard.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The last opened subject's id, kept current while the student moves around. */
export function useLastSubjectId(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
