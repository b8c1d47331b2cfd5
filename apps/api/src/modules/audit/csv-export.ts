import type { Readable } from 'node:stream';
import {
  AUDIT_CSV_MAX_ROWS,
  type AuditAction,
  type AuditEntityType,
  type AuditEntry,
  type AuditTextWords,
  auditCodeWordsEn,
  auditCsvColumns,
  auditCsvFileName,
  auditFieldChanges,
  auditValueText,
  humaniseFieldName,
  zonedIso,
} from '@academy/contracts';
import type { Executor } from '../../db/client.js';
import { CSV_BATCH_SIZE, csvStream } from '../../lib/csv.js';
import { createExamScheduleRepository } from '../exam-schedule/index.js';
import { type AuditCursor, type AuditFilter, createAuditRepository } from './repository.js';

/*
 * The audit log as CSV (README, "Staff area"): a row per entry, newest first, for the
 * filters the screen shows. Times are ISO 8601 on the academy's clock with its offset; the
 * action and the kind of record are words; the change is a line per changed field, `Field:
 * before → after`, values in words (yes/no, weekday names), never JSON.
 */

const actionLabels: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  reorder: 'Reordered',
  publish: 'Published',
  unpublish: 'Unpublished',
  record_exam_result: 'Exam result recorded',
  send_verification_mail: 'Verification mail sent',
  admit: 'Admitted',
  reject: 'Rejected',
  blacklist: 'Blacklisted',
  restore: 'Restored',
  send_reset_link: 'Reset link sent',
  issue_temporary_password: 'Temporary password issued',
  reset_two_factor: 'Two-factor sign-in reset',
  replace_recovery_codes: 'Recovery codes replaced',
  change_role: 'Role changed',
  revoke: 'Revoked',
  pass: 'Passed',
  fail: 'Failed',
  refund: 'Refunded',
  grant_access: 'Access granted',
  enrol: 'Enrolled',
  change_enrolment: 'Enrolment format changed',
  end_enrolment: 'Enrolment ended',
  record_attendance: 'Attendance recorded',
  cancel_sitting: 'Exam sitting cancelled',
  move_sitting: 'Exam sitting moved',
  book_exam: 'Exam booked with the mailed link',
  book_exam_by_staff: 'Exam booked by staff',
  change_exam_booking: 'Exam time changed',
  send_booking_link: 'Link to choose an exam time sent',
  import: 'Imported',
  deactivate: 'Deactivated',
  reactivate: 'Reactivated',
  deactivate_account: 'Account deactivated',
  reactivate_account: 'Account reactivated',
  invite: 'Invited',
  resend_invitation: 'Invitation sent again',
  revoke_invitation: 'Invitation revoked',
  end_session: 'Device signed out',
  withdraw: 'Withdrawn',
};

const entityTypeLabels: Record<AuditEntityType, string> = {
  lecture_question: 'Lecture question',
  direction: 'Direction',
  subject: 'Subject',
  chapter: 'Chapter',
  lecture: 'Lecture',
  task: 'Test',
  mini_project: 'Mini project',
  exam_schedule: 'Exam schedule',
  applicant: 'Applicant',
  user: 'User',
  review: 'Review',
  certificate: 'Certificate',
  payment: 'Payment',
  plan: 'Plan',
  retake_price: 'Retake price',
  promotion_code: 'Promotion code',
  announcement: 'Announcement',
};

const wordsIn = (timeZone: string): AuditTextWords => ({
  language: 'en',
  yes: 'Yes',
  no: 'No',
  empty: '—',
  field: humaniseFieldName,
  instant: (iso) => zonedIso(iso, timeZone),
  seats: (count) => `${count} ${count === 1 ? 'seat' : 'seats'}`,
  code: (field, value) => auditCodeWordsEn[field]?.[value],
});

/** The changed fields, a line each: `Exam score: — → 86`. */
function changesText(entry: AuditEntry, words: AuditTextWords): string {
  return auditFieldChanges(entry.before, entry.after)
    .filter((change) => change.changed)
    .map(
      (change) =>
        `${words.field(change.field)}: ${auditValueText(change.before, words, true, change.field)} → ${auditValueText(change.after, words, true, change.field)}`,
    )
    .join('\n');
}

export function createAuditCsvExport(deps: { db: Executor; now: () => Date }) {
  const audit = createAuditRepository(deps.db);
  const schedule = createExamScheduleRepository(deps.db);
  return async (
    filter: AuditFilter,
    batchSize = CSV_BATCH_SIZE,
  ): Promise<{ stream: Readable; fileName: string }> => {
    const timeZone = await schedule.timeZone();
    const words = wordsIn(timeZone);
    const row = (entry: AuditEntry) => {
      const fields: Record<(typeof auditCsvColumns)[number], string> = {
        at: zonedIso(entry.at, timeZone),
        actor: entry.actor?.fullName ?? 'A former staff member',
        actorEmail: entry.actor?.email ?? '',
        action: actionLabels[entry.action],
        entityType: entityTypeLabels[entry.entityType],
        entityId: entry.entityId,
        title: entry.gone && entry.title ? `${entry.title} (deleted)` : (entry.title ?? ''),
        changes: changesText(entry, words),
      };
      return auditCsvColumns.map((column) => fields[column]);
    };
    // Newest first by keyset (created at, id), a batch at a time: memory stays one batch.
    async function* batches() {
      let after: AuditCursor | null = null;
      let left = AUDIT_CSV_MAX_ROWS;
      while (left > 0) {
        const size = Math.min(batchSize, left);
        const { entries, cursor } = await audit.batch(filter, after, size);
        yield entries.map(row);
        if (!cursor || entries.length < size) return;
        left -= entries.length;
        after = cursor;
      }
    }
    const day = zonedIso(deps.now(), timeZone).slice(0, 10);
    return { stream: csvStream(auditCsvColumns, batches()), fileName: auditCsvFileName(day) };
  };
}
