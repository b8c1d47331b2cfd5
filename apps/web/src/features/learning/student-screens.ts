/*
 * The learning area's screens and their loaders' prefetching, loaded together as one chunk: a student moves between
 * them all the time, and the app's entry, which names every file a lazy screen needs, names
 * one file instead of a dozen (each name counts against the landing page's budget:
 * apps/web/README.md, "Landing weight"). The lecture's Markdown renderer and its highlighter
 * stay out of it: the lecture and mini-project screens load them on their own
 * (shared/ui/markdown/load-markdown.ts). The dashboard, the page a student opens first, is a
 * chunk of its own (dashboard-screen.ts).
 */
export { HomeworkPage } from './homework-page';
export { LecturePage } from './lecture-page';
export { MiniProjectPage } from './mini-project-page';
export { MyHomeworkPage } from './my-homework-page';
export * from './prefetch';
export { SubjectPage } from './subject-page';
export { TaskPage } from './task-page';
