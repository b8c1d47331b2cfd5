import { contentEndpoints, contentItemEndpoints } from '@academy/contracts';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../../shared/api/endpoint-query';

/*
 * The staff content area's reads that its routes' loaders prefetch (prefetch.ts,
 * editor-screens.tsx). The screens show a failure themselves ("Try again"), so the reads do
 * not toast as well (web README, "Data layer").
 */

/** GET admin/directions: every direction, drafts too, filtered by title. */
export const adminDirectionsQuery = (search: string) =>
  endpointQuery(
    contentEndpoints.listAdminDirections,
    { query: search ? { search } : {} },
    { toast: false },
  );

/** GET admin/directions/{id}: the direction and its subjects. */
export const adminDirectionQuery = (id: number) =>
  endpointQuery(contentEndpoints.getAdminDirection, { params: { id } }, { toast: false });

/** GET admin/subjects/{id}: the subject, its direction, its chapters and their items. */
export const adminSubjectQuery = (id: number) =>
  endpointQuery(contentEndpoints.getAdminSubject, { params: { id } }, { toast: false });

/*
 * The items' editors: a failure the loader met is shown as it is; "Try again" asks again
 * (rather than asking again the moment the screen mounts).
 */

/** GET admin/lectures/{id}: a lecture to edit. */
export const adminLectureQuery = (id: number) =>
  queryOptions({
    ...endpointQuery(contentItemEndpoints.getAdminLecture, { params: { id } }, { toast: false }),
    retryOnMount: false,
  });

/** GET admin/tasks/{id}: a test to edit. */
export const adminTaskQuery = (id: number) =>
  queryOptions({
    ...endpointQuery(contentItemEndpoints.getAdminTask, { params: { id } }, { toast: false }),
    retryOnMount: false,
  });

/** GET admin/mini-projects/{id}: a mini project to edit. */
export const adminMiniProjectQuery = (id: number) =>
  queryOptions({
    ...endpointQuery(
      contentItemEndpoints.getAdminMiniProject,
      { params: { id } },
      { toast: false },
    ),
    retryOnMount: false,
  });
