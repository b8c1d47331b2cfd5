/**
 * Enrolments: which directions a student studies (ARCHITECTURE.md, "Learning"). Admission and
 * the demo seed enrol (`enrol`, in their unit of work); admins enrol, change the format and end
 * an enrolment from the user's page (`lockEnrolment`, `changeCourseType`, `endEnrolment`);
 * every learning query checks with `isEnrolledIn`.
 */
export { changeCourseType, endEnrolment, enrol, lockEnrolment } from './enrol.js';
export { isEnrolledIn } from './repository.js';
