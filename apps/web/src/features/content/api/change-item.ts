import { contentItemEndpoints } from '@academy/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { endpointMutation, invalidateEndpoints } from '../../../shared/api/endpoint-query';
import { structureChange, structureReads } from './change-structure';
import { adminLectureQuery, adminMiniProjectQuery, adminTaskQuery } from './queries';

/*
 * An item's save, publication and deletion. The structure's screens list the items with
 * their titles and status, so each change marks the structure's reads stale: the subject
 * shows it when the editor goes back to it. A save and a publication answer the item as it
 * now stands, with its next revision, which replaces the editor's cached item.
 *
 * A save is made at the revision the editor loaded; the form checks the same rules first, so
 * a refusal (a test attempted meanwhile, say) is a toast, but a save after someone else's
 * (409 ERR_CONTENT_CHANGED) is the editor's to say, next to the form it keeps
 * (ARCHITECTURE.md, "Content editors"). A failed publication or deletion is a toast.
 */

function itemChanged<T>(client: QueryClient, itemKey: QueryKey, item: T) {
  client.setQueryData(itemKey, item);
  return invalidateEndpoints(client, structureReads);
}

const savedByCaller = { shownByCaller: ['ERR_CONTENT_CHANGED' as const] };

/** PUT admin/lectures/{id}: the title, Markdown text and video. */
export const saveLectureMutation = endpointMutation(contentItemEndpoints.updateAdminLecture, {
  request: savedByCaller,
  onSuccess: (saved, _input, _result, { client }) =>
    itemChanged(client, adminLectureQuery(saved.id).queryKey, saved),
});

/** PUT admin/lectures/{id}/status: publish or unpublish. */
export const setLectureStatusMutation = endpointMutation(
  contentItemEndpoints.setAdminLectureStatus,
  {
    onSuccess: (saved, _input, _result, { client }) =>
      itemChanged(client, adminLectureQuery(saved.id).queryKey, saved),
  },
);

/**
 * DELETE admin/lectures/{id}. A deletion changes the structure; the editor leaves for the
 * subject, then drops the item's cached reads (`useItemDeletion`). Likewise below.
 */
export const deleteLectureMutation = structureChange(contentItemEndpoints.deleteAdminLecture);

/**
 * PUT admin/tasks/{id}: the settings, questions and answers. A code question's reference
 * solution is run first: the runner busy (503) is said by the editor, in words for staff.
 */
export const saveTaskMutation = endpointMutation(contentItemEndpoints.saveAdminTask, {
  request: { shownByCaller: ['ERR_CONTENT_CHANGED', 'ERR_CODE_RUNNER_BUSY'] },
  onSuccess: (saved, _input, _result, { client }) =>
    itemChanged(client, adminTaskQuery(saved.id).queryKey, saved),
});

/** PUT admin/tasks/{id}/status: publish or unpublish. */
export const setTaskStatusMutation = endpointMutation(contentItemEndpoints.setAdminTaskStatus, {
  onSuccess: (saved, _input, _result, { client }) =>
    itemChanged(client, adminTaskQuery(saved.id).queryKey, saved),
});

/** DELETE admin/tasks/{id}. */
export const deleteTaskMutation = structureChange(contentItemEndpoints.deleteAdminTask);

/** PUT admin/mini-projects/{id}: the brief, due days and questions. */
export const saveMiniProjectMutation = endpointMutation(contentItemEndpoints.saveAdminMiniProject, {
  request: savedByCaller,
  onSuccess: (saved, _input, _result, { client }) =>
    itemChanged(client, adminMiniProjectQuery(saved.id).queryKey, saved),
});

/** PUT admin/mini-projects/{id}/status: publish or unpublish. */
export const setMiniProjectStatusMutation = endpointMutation(
  contentItemEndpoints.setAdminMiniProjectStatus,
  {
    onSuccess: (saved, _input, _result, { client }) =>
      itemChanged(client, adminMiniProjectQuery(saved.id).queryKey, saved),
  },
);

/** DELETE admin/mini-projects/{id}. */
export const deleteMiniProjectMutation = structureChange(
  contentItemEndpoints.deleteAdminMiniProject,
);
