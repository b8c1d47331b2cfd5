import {
  type AuditSnapshot,
  type AuditTextWords,
  auditFieldChanges,
  auditValueText,
  humaniseFieldName,
} from '@academy/contracts';
import type { TFunction } from 'i18next';
import type { StaffTime } from '../../shared/lib/staff-time';

export interface FieldChange {
  field: string;
  /** The field's label in the reader's language (`Exam score`). */
  label: string;
  /** The value in words; null when the record had no such field. */
  before: string | null;
  after: string | null;
  changed: boolean;
}

/** The words values are written with on screen: the reader's language, the academy's clock. */
export function screenWords(
  t: TFunction<'audit'>,
  language: string,
  time: StaffTime,
): AuditTextWords {
  return {
    language,
    yes: t('values.yes'),
    no: t('values.no'),
    empty: t('diff.absent'),
    field: (name) => t(`fields.${name}`, { defaultValue: humaniseFieldName(name) }),
    instant: time.dateTime,
    seats: (count) => t('values.seats', { count }),
    code: (field, value) => {
      const word = t(`codes.${field}.${value}`, { defaultValue: '' });
      return word === '' ? undefined : word;
    },
  };
}

/**
 * The fields of a record before and after a change, side by side and labelled, each value
 * in words (contracts' `auditValueText`: yes or no, weekday names, never JSON).
 */
export function snapshotDiff(
  before: AuditSnapshot,
  after: AuditSnapshot,
  words: AuditTextWords,
): FieldChange[] {
  return auditFieldChanges(before, after).map((change) => ({
    field: change.field,
    label: words.field(change.field),
    before:
      before && change.field in before
        ? auditValueText(change.before, words, false, change.field)
        : null,
    after:
      after && change.field in after
        ? auditValueText(change.after, words, false, change.field)
        : null,
    changed: change.changed,
  }));
}
