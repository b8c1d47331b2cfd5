/**
 * What other parts of the API use of applicants: the application and its
 * exam booking written and read in another module's unit of work.
 */

export { APPLICANT_CHANNEL } from './applicant-copies.js';
export { findExamBooking, insertApplication, insertExamBooking } from './applications.js';
