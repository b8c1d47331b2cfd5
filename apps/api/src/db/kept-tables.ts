/*
 * What kept answers and kept counts are made of (ARCHITECTURE.md, "Answers from memory"):
 * each declares, beside it, the tables its statement reads. `kept-tables.test.ts` holds the
 * database to the declarations, on both databases: every declared table has a trigger that
 * announces on the answer's channel (or, for a kept count, recounts it), and the statement
 * of every kept answer reads no table it does not declare.
 */

/**
 * The answers one cache keeps, announced on `channel`: under each key (or key prefix, ending
 * in `/`), the tables its read may touch. A table of kept counts (`KEPT_COUNTS`, below)
 * stands for the tables it derives from: their triggers announce what changes the counts.
 */
export interface KeptReads {
  channel: string;
  answers: Readonly<Record<string, readonly string[]>>;
}

/** Every declaration made in this process, by channel: what the test checks. */
const declared = new Map<string, KeptReads>();

/**
 * Declares what the answers of one cache read, announced on `channel`. The declaration is
 * also listed for `everyKeptReads`: a module that keeps answers declares them when loaded.
 */
export function keptReads(channel: string, answers: KeptReads['answers']): KeptReads {
  if (declared.has(channel)) throw new Error(`Kept answers on ${channel} are declared twice`);
  const reads = { channel, answers };
  declared.set(channel, reads);
  return reads;
}

/** Every declaration of the modules loaded so far (all of them, once the app is built). */
export const everyKeptReads = (): KeptReads[] => [...declared.values()];

/** The declared name `key` falls under: itself, or a prefix ending in `/`; else null. */
export function declaredNameOf(reads: KeptReads, key: string): string | null {
  for (const name of Object.keys(reads.answers)) {
    if (key === name || (name.endsWith('/') && key.startsWith(name))) return name;
  }
  return null;
}

/** Counts kept in a table by triggers, and what they are counted from. */
export interface KeptCount {
  /** The table the counts are kept in. */
  table: string;
  /** The function that counts again; every trigger that keeps the counts calls it. */
  recount: string;
  /**
   * Every table the recount reads: a change in any of them must recount, by a trigger
   * calling `recount` (or writing `table`), unless it is in `removedWith`.
   */
  derivesFrom: readonly string[];
  /** Tables whose deleted rows take the counts' rows with them (a cascading foreign key). */
  removedWith: readonly string[];
}

/**
 * The kept counts (migrations 0012 and 0014; ARCHITECTURE.md, "Speed and memory"). Which
 * content counts and which work counts is the TypeScript's rule, the migrations follow it
 * (`kept-count-rules.test.ts`).
 */
export const KEPT_COUNTS: readonly KeptCount[] = [
  {
    table: 'subject_content_counts',
    recount: 'recount_subject_content',
    derivesFrom: ['subjects', 'chapters', 'lectures', 'tasks', 'mini_projects'],
    removedWith: ['subjects'],
  },
  {
    table: 'student_subject_progress',
    recount: 'recount_student_progress',
    derivesFrom: [
      'chapters',
      'lectures',
      'tasks',
      'mini_projects',
      'lecture_assignments',
      'task_assignments',
      'project_assignments',
    ],
    // The recount reads these only to skip a student or subject being deleted.
    removedWith: ['users', 'subjects'],
  },
];

/** The tables whose changes must be announced for a read of `tables`: counts stand for their sources. */
export function announcedTablesOf(tables: readonly string[]): string[] {
  return [
    ...new Set(
      tables.flatMap(
        (table) => KEPT_COUNTS.find((count) => count.table === table)?.derivesFrom ?? [table],
      ),
    ),
  ].sort();
}
