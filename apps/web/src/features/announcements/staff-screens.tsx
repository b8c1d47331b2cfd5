import type { QueryClient } from '@tanstack/react-query';
import { readAnnouncementPage } from './announcement-page';
import { adminAnnouncementsQuery } from './api/announcements';

/*
 * The announcements section (ARCHITECTURE.md, "Announcements"; admins only): its screen and
 * what its loader prefetches, one chunk (app/staff-routes.tsx). A failed prefetch is left to
 * the screen, which shows it with "Try again".
 */

export { AnnouncementsPage } from './announcements-page';

/** The page the address names (the loader gets no request: read the window's). */
export function prefetchAnnouncements(client: QueryClient) {
  const page = readAnnouncementPage(new URLSearchParams(window.location.search));
  return client.ensureQueryData(adminAnnouncementsQuery(page > 1 ? { page } : {}));
}
