import { contentItemEndpoints } from '@academy/contracts';
import { endpointMutation } from '../../../shared/api/endpoint-query';
import { adminLectureQuery, adminMiniProjectQuery, adminTaskQuery } from './queries';

/*
 * An item's save and its publication: the answer is the item as it now stands, with its next
 * revision, and replaces the editor's cached item. A save is made at the revision the editor
 * loaded; the form checks the same rules first, so a refusal (a test attempted meanwhile,
 * say) is a toast, but a save after someone else's (409 ERR_CONTENT_CHANGED) is the editor's
 * to say, next to the form it keeps (ARCHITECTURE.md, "Content editors"). A failed
 * publication is a toast.
 */

const savedByCaller = { shownByCaller: ['ERR_CONTENT_CHANGED' as const] };

/** PUT admin/lectures/{id}: the title, Markdown text and video. */
export const saveLectureMutation = endpointMutation(contentItemEndpoints.updateAdminLecture, {
  request: savedByCaller,
  onSuccess: (saved, _input, _result, { client }) => {
    client.setQueryData(adminLectureQuery(saved.id).queryKey, saved);
  },
});

/** PUT admin/lectures/{id}/status: publish or unpublish. */
export const setLectureStatusMutation = endpointMutation(
  contentItemEndpoints.setAdminLectureStatus,
  {
    onSuccess: (saved, _input, _result, { client }) => {
      client.setQueryData(adminLectureQuery(saved.id).queryKey, saved);
    },
  },
);

/** PUT admin/tasks/{id}: the settings, questions and answers. */
export const saveTaskMutation = endpointMutation(contentItemEndpoints.saveAdminTask, {
  request: savedByCaller,
  onSuccess: (saved, _input, _result, { client }) => {
    client.setQueryData(adminTaskQuery(saved.id).queryKey, saved);
  },
});

/** PUT admin/tasks/{id}/status: publish or unpublish. */
export const setTaskStatusMutation = endpointMutation(contentItemEndpoints.setAdminTaskStatus, {
  onSuccess: (saved, _input, _result, { client }) => {
    client.setQueryData(adminTaskQuery(saved.id).queryKey, saved);
  },
});

/** PUT admin/mini-projects/{id}: the brief, due days and questions. */
export const saveMiniProjectMutation = endpointMutation(contentItemEndpoints.saveAdminMiniProject, {
  request: savedByCaller,
  onSuccess: (saved, _input, _result, { client }) => {
    client.setQueryData(adminMiniProjectQuery(saved.id).queryKey, saved);
  },
});

/** PUT admin/mini-projects/{id}/status: publish or unpublish. */
export const setMiniProjectStatusMutation = endpointMutation(
  contentItemEndpoints.setAdminMiniProjectStatus,
  {
    onSuccess: (saved, _input, _result, { client }) => {
      client.setQueryData(adminMiniProjectQuery(saved.id).queryKey, saved);
    },
  },
);
