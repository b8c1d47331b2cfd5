/*
 * The content's structure (/admin/content): its screens and their loaders' prefetching, one
 * chunk (app/staff-routes.tsx).
 */
export { ContentPage } from './content-page';
export { DirectionPage } from './direction-page';
export { prefetchContent, prefetchDirection, prefetchSubject } from './prefetch';
export { SubjectPage } from './subject-page';
