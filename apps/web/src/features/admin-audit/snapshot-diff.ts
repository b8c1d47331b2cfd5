import type { AuditSnapshot } from '@academy/contracts';

export interface FieldChange {
  field: string;
  /** The value as JSON text, pretty-printed; null when the record had no such field. */
  before: string | null;
  after: string | null;
  changed: boolean;
}

const asText = (value: unknown) =>
  value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value, null, 2);

/**
 * The fields of a record before and after a change, side by side: every field either side
 * has, in the order they first appear, each marked when its value differs (compared as JSON,
 * so `{a: 1}` and `{a: 1}` are equal). A creation has no before, a deletion no after.
 */
export function snapshotDiff(before: AuditSnapshot, after: AuditSnapshot): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const old = before ? before[field] : undefined;
    const now = after ? after[field] : undefined;
    return {
      field,
      before: before && field in before ? asText(old) : null,
      after: after && field in after ? asText(now) : null,
      changed: JSON.stringify(old) !== JSON.stringify(now),
    };
  });
}
