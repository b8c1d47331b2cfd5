/**
 * Enrolments: which directions a student studies (ARCHITECTURE.md, "Learning"). Admission and
 * the demo seed enrol (`enrol`, in their unit of work); every learning query checks with
 * `isEnrolledIn`.
 */
export { enrol } from './enrol.js';
export { isEnrolledIn } from './repository.js';
