import {
  CONTENT_ARCHIVE_FIELD,
  contentEndpoints,
  contentItemEndpoints,
  DIRECTION_IMAGE_FIELD,
  type EndpointDefinition,
} from '@academy/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import {
  endpointMutation,
  invalidateEndpoints,
  type MutationRequestOptions,
} from '../../../shared/api/endpoint-query';

/**
 * Every read of the structure's screens. A change anywhere in it is asked again everywhere: a
 * subject's new chapter changes the direction's counts too, and the lists are small.
 */
export const structureReads = [
  contentEndpoints.listAdminDirections,
  contentEndpoints.getAdminDirection,
  contentEndpoints.getAdminSubject,
  contentEndpoints.getDirectionDeletionImpact,
  contentEndpoints.getSubjectDeletionImpact,
  contentEndpoints.getChapterDeletionImpact,
  contentEndpoints.getChapterPublishPlan,
];

/** Every read of the items' editors, which show the items' status too. */
const itemReads = [
  contentItemEndpoints.getAdminLecture,
  contentItemEndpoints.getAdminLectureDeletionImpact,
  contentItemEndpoints.getAdminTask,
  contentItemEndpoints.getAdminTaskDeletionImpact,
  contentItemEndpoints.getAdminMiniProject,
  contentItemEndpoints.getAdminMiniProjectDeletionImpact,
];

/** A change of the structure; once it went through, the structure's reads are asked again. */
export const structureChange = <E extends EndpointDefinition>(
  endpoint: E,
  request?: MutationRequestOptions,
) =>
  endpointMutation(endpoint, {
    request,
    onSuccess: (_answer, _input, _result, { client }) =>
      invalidateEndpoints(client, structureReads),
  });

/**
 * The deletions' and the chapter's publication's dialogs, and the picture's field, say why a
 * change was refused, beside it: no toast as well.
 */
const besideTheButton: MutationRequestOptions = { toast: false };

/** A deletion's input: `confirm` once the admin read what students lose. */
export const deletionInput = (id: number, confirm: boolean) => ({
  params: { id },
  query: confirm ? { confirm: 'true' as const } : {},
});

/** POST admin/directions: a new draft direction. */
export const createDirectionMutation = structureChange(contentEndpoints.createDirection);
/** PATCH admin/directions/{id}. */
export const updateDirectionMutation = structureChange(contentEndpoints.updateDirection);
/** PUT admin/directions/order: every direction, in the new order. */
export const reorderDirectionsMutation = structureChange(contentEndpoints.reorderDirections);
/** PUT admin/directions/{id}/status: publish or unpublish. */
export const setDirectionStatusMutation = structureChange(contentEndpoints.setDirectionStatus);
/** DELETE admin/directions/{id}. */
export const deleteDirectionMutation = structureChange(
  contentEndpoints.deleteDirection,
  besideTheButton,
);
/** DELETE admin/directions/{id}/image. */
export const removeDirectionImageMutation = structureChange(contentEndpoints.removeDirectionImage);

/** POST admin/directions/{id}/image: the direction's picture (PNG, JPEG or WebP), as a form. */
export const uploadDirectionImageMutation = mutationOptions({
  mutationKey: [contentEndpoints.uploadDirectionImage.operationId],
  mutationFn: ({ id, file }: { id: number; file: File }) => {
    const body = new FormData();
    body.append(DIRECTION_IMAGE_FIELD, file, file.name);
    return api(contentEndpoints.uploadDirectionImage, { params: { id }, body }, besideTheButton);
  },
  onSuccess: (_answer, _input, _result, { client }) => invalidateEndpoints(client, structureReads),
});

/**
 * POST admin/directions/import: a direction from a zip, as a form. Its problems are listed
 * in the import's dialog, so no toast.
 */
export const importDirectionMutation = mutationOptions({
  mutationKey: [contentEndpoints.importDirection.operationId],
  mutationFn: (file: File) => {
    const body = new FormData();
    body.append(CONTENT_ARCHIVE_FIELD, file, file.name);
    return api(contentEndpoints.importDirection, body, besideTheButton);
  },
  onSuccess: (_answer, _input, _result, { client }) => invalidateEndpoints(client, structureReads),
});

/** POST admin/directions/{id}/subjects: a new draft subject. */
export const createSubjectMutation = structureChange(contentEndpoints.createSubject);
/** PATCH admin/subjects/{id}. */
export const updateSubjectMutation = structureChange(contentEndpoints.updateSubject);
/** PUT admin/directions/{id}/subjects/order: every subject, in the new order. */
export const reorderSubjectsMutation = structureChange(contentEndpoints.reorderSubjects);
/** PUT admin/subjects/{id}/status: publish or unpublish. */
export const setSubjectStatusMutation = structureChange(contentEndpoints.setSubjectStatus);
/** DELETE admin/subjects/{id}. */
export const deleteSubjectMutation = structureChange(
  contentEndpoints.deleteSubject,
  besideTheButton,
);

/** POST admin/subjects/{id}/chapters: a new draft chapter. */
export const createChapterMutation = structureChange(contentEndpoints.createChapter);
/** PATCH admin/chapters/{id}: rename. */
export const updateChapterMutation = structureChange(contentEndpoints.updateChapter);
/** PUT admin/subjects/{id}/chapters/order: every chapter, in the new order. */
export const reorderChaptersMutation = structureChange(contentEndpoints.reorderChapters);
/** PUT admin/chapters/{id}/status: publish or unpublish. */
export const setChapterStatusMutation = structureChange(contentEndpoints.setChapterStatus);
/** DELETE admin/chapters/{id}. */
export const deleteChapterMutation = structureChange(
  contentEndpoints.deleteChapter,
  besideTheButton,
);
/** PUT admin/chapters/{id}/items/order: every item of the chapter, in the new order. */
export const reorderChapterItemsMutation = structureChange(contentEndpoints.reorderChapterItems);

/** POST admin/chapters/{id}/lectures: a draft lecture with its title. */
export const createLectureMutation = structureChange(contentEndpoints.createLecture);
/** POST admin/chapters/{id}/tasks: a draft test with its title. */
export const createTaskMutation = structureChange(contentEndpoints.createTask);
/** POST admin/chapters/{id}/mini-projects: a draft mini project with its title. */
export const createMiniProjectMutation = structureChange(contentEndpoints.createMiniProject);

/**
 * POST admin/chapters/{id}/publish: the chapter and all its drafts, at once. The structure is
 * read again, and so are the items' editors, which show their status too.
 */
export const publishChapterMutation = endpointMutation(contentEndpoints.publishChapter, {
  request: besideTheButton,
  onSuccess: (_answer, _input, _result, { client }) =>
    invalidateEndpoints(client, [...structureReads, ...itemReads]),
});
