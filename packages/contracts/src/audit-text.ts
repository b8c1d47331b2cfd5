/*
 * An audit snapshot's values as people read them (README, "Staff area", the audit log):
 * yes or no, not `true`; a weekday's name, not `1`; a sitting's time and seats; a list as
 * lines; a time on the academy's clock; never JSON. The screen passes its language's words,
 * the CSV export English ones, so both read the same way.
 */

export interface AuditTextWords {
  /** The language numbers and weekday names are written in (`en`, `ru`). */
  language: string;
  yes: string;
  no: string;
  /** An empty value: null, an empty text or list. */
  empty: string;
  /** A field's label (`examScore` → `Exam score`). */
  field: (name: string) => string;
  /** An instant (an ISO date-time text) as staff read it. */
  instant: (iso: string) => string;
  /** A sitting's seats (`20 seats`). */
  seats: (count: number) => string;
  /**
   * A field's coded value in words (`reviewStatus` `not_checked_yet` → `Not checked yet`), or
   * undefined for a value that is no code: it is then written as it is.
   */
  code: (field: string, value: string) => string | undefined;
}

/**
 * The coded values snapshots hold, by field, in English (the CSV export's words; the screen
 * has its own in each language). Fields named alike hold the same codes.
 */
export const auditCodeWordsEn: Record<string, Record<string, string>> = {
  status: {
    draft: 'Draft',
    published: 'Published',
    pending: 'Pending',
    admitted: 'Admitted',
    rejected: 'Rejected',
  },
  reviewStatus: { not_checked_yet: 'Not checked yet', passed: 'Passed', failed: 'Failed' },
  courseType: { online: 'Online', offline: 'Offline' },
  enrolledCourseType: { online: 'Online', offline: 'Offline' },
  role: { applicant: 'Applicant', student: 'Student', mentor: 'Mentor', admin: 'Admin' },
  answerType: { single: 'One answer', multiple: 'Several answers', text: 'Written answer' },
  kind: { subject: 'Subject', direction: 'Direction' },
  discountKind: { percent: 'Percent', fixed: 'Fixed amount' },
};

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The ISO weekday's name (1 = Monday … 7 = Sunday), capitalised (`Понедельник`). */
export function weekdayName(weekday: number, language: string): string {
  // 2024-01-01 was a Monday.
  const name = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** `examRecordedAt` → `Exam recorded at`: the label of a field no text names. */
export function humaniseFieldName(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function objectText(value: Plain, words: AuditTextWords, nested: boolean): string {
  const { weekday, ...rest } = value;
  if (typeof value.time === 'string' && typeof value.capacity === 'number') {
    return `${value.time} (${words.seats(value.capacity)})`;
  }
  if (typeof weekday === 'number' && weekday >= 1 && weekday <= 7) {
    const others = Object.values(rest);
    const detail =
      others.length === 1 ? auditValueText(others[0], words, true) : objectText(rest, words, true);
    return `${weekdayName(weekday, words.language)}: ${detail}`;
  }
  const parts = Object.entries(value)
    .filter(([, field]) => field !== undefined)
    .map(([name, field]) => `${words.field(name)}: ${auditValueText(field, words, true, name)}`);
  return parts.join(nested ? ', ' : '; ');
}

/**
 * One value as text (of the field `field`, whose codes are then words). A list of records is
 * a line per record at the top level, and `; ` apart inside a record.
 */
export function auditValueText(
  value: unknown,
  words: AuditTextWords,
  nested = false,
  field?: string,
): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return new Intl.NumberFormat(words.language).format(value);
  if (typeof value === 'string') {
    if (isoInstant.test(value)) return words.instant(value);
    return (field === undefined ? undefined : words.code(field, value)) ?? value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return words.empty;
    const records = value.some(isPlain);
    return value
      .map((item) => auditValueText(item, words, true, field))
      .join(records ? (nested ? '; ' : '\n') : ', ');
  }
  if (isPlain(value)) return objectText(value, words, nested);
  return String(value);
}

export interface AuditFieldChange {
  field: string;
  /** The value before and after; undefined when that side has no such field. */
  before: unknown;
  after: unknown;
  changed: boolean;
}

/**
 * The fields of a record before and after a change, side by side: every field either side
 * has, in the order they first appear, each marked when its value differs (compared as JSON,
 * so `{a: 1}` and `{a: 1}` are equal). A creation has no before, a deletion no after.
 */
export function auditFieldChanges(
  before: Plain | null | undefined,
  after: Plain | null | undefined,
): AuditFieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const old = before ? before[field] : undefined;
    const now = after ? after[field] : undefined;
    return { field, before: old, after: now, changed: JSON.stringify(old) !== JSON.stringify(now) };
  });
}
