import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { loadMarkdownContent } from '../../shared/ui/markdown/load-markdown';
import { adminLectureQuery, adminMiniProjectQuery, adminTaskQuery } from './api/queries';
import { itemRouteId } from './editors/item-route-id';

/*
 * The content editors' chunk (app/staff-routes.tsx): the lecture, test and mini-project
 * editors, and what their loaders prefetch. An address whose id cannot name an item asks
 * nothing: the screen says "not found". A failed prefetch is the screen's to show
 * (app/route-loaders.ts).
 */

export { LectureEditorPage } from './editors/lecture-editor-page';
export { MiniProjectEditorPage } from './editors/mini-project-editor-page';
export { TaskEditorPage } from './editors/task-editor-page';

/** The lecture, and the Markdown renderer its preview needs, side by side. */
export async function prefetchLecture(client: QueryClient, params: Params) {
  const id = itemRouteId(params.id);
  if (id === null) return;
  await Promise.all([client.ensureQueryData(adminLectureQuery(id)), loadMarkdownContent()]);
}

export async function prefetchTask(client: QueryClient, params: Params) {
  const id = itemRouteId(params.id);
  if (id === null) return;
  await client.ensureQueryData(adminTaskQuery(id));
}

export async function prefetchMiniProject(client: QueryClient, params: Params) {
  const id = itemRouteId(params.id);
  if (id === null) return;
  await Promise.all([client.ensureQueryData(adminMiniProjectQuery(id)), loadMarkdownContent()]);
}
