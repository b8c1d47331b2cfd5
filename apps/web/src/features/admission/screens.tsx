/*
 * The applicants section of the staff area: its screens and their loaders' prefetching, one
 * chunk (app/staff-routes.tsx; ARCHITECTURE.md, "Applicants and admission").
 */
export { ApplicantPage } from './applicant-page';
export { ApplicantsPage } from './applicants-page';
export { prefetchApplicant, prefetchApplicants } from './prefetch';
