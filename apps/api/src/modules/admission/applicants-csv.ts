import {
  type ApplicantListItem,
  type ApplicantStatus,
  applicantCsvColumns,
  type CourseType,
  zonedIso,
} from '@academy/contracts';
import type { CsvValue } from '../../lib/csv.js';

/*
 * The applicants' export as people read it (README, "Staff area"): times ISO 8601 on the
 * academy's clock with its offset, words for the choices (`Online`, `Yes`), phone numbers as
 * they are.
 */

const courseTypeWords: Record<CourseType, string> = { online: 'Online', offline: 'Offline' };
const statusWords: Record<ApplicantStatus, string> = {
  pending: 'Pending',
  admitted: 'Admitted',
  rejected: 'Rejected',
};
const yesNo = (value: boolean | null) => (value === null ? null : value ? 'Yes' : 'No');

/** One applicant's row, in `applicantCsvColumns` order. */
export function applicantCsvRow(item: ApplicantListItem, timeZone: string): CsvValue[] {
  const row: Record<(typeof applicantCsvColumns)[number], CsvValue> = {
    ...item,
    courseType: courseTypeWords[item.courseType],
    status: statusWords[item.status],
    emailVerified: yesNo(item.emailVerified),
    examPassed: yesNo(item.examPassed),
    examStartsAt: item.examStartsAt ? zonedIso(item.examStartsAt, timeZone) : null,
    registeredAt: zonedIso(item.registeredAt, timeZone),
  };
  return applicantCsvColumns.map((column) => row[column]);
}
