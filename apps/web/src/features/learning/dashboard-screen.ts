/*
 * The student root (/dashboard) and its loader's prefetching, one chunk of its own. It is the
 * page a student opens first, so it carries none of the other learning screens: their forms,
 * dialogs, file fields and the Markdown renderer stay in student-screens.ts, loaded when the
 * student opens a subject or a piece of work (apps/web/README.md, "Student dashboard weight").
 */

export { prefetchDashboard } from './dashboard/prefetch-dashboard';
export { DashboardPage } from './dashboard-page';
