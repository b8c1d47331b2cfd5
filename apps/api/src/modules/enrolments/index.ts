/**
 * Enrolments: which directions a student studies (ARCHITECTURE.md, "Learning"). Admission and
 * the demo seed enrol; every learning query checks with `isEnrolledIn`.
 */
export {
  createEnrolmentsRepository,
  type EnrolmentRecord,
  type EnrolmentsRepository,
  isEnrolledIn,
} from './repository.js';
