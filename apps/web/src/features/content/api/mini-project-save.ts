import { contentItemEndpoints, type MiniProjectSaveRequest } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { miniProjectQueryKey } from './mini-project';

export interface SaveMiniProjectInput {
  id: number;
  body: MiniProjectSaveRequest;
}

/**
 * PUT admin/mini-projects/{id}, at the revision the editor loaded. The form checks the same rules
 * first, so a refusal (a test attempted meanwhile, say) is a toast; but a save after someone
 * else's (409 ERR_CONTENT_CHANGED) is the editor's to say, next to the form it keeps
 * (ARCHITECTURE.md, "Content editors").
 */
export function saveMiniProject({ id, body }: SaveMiniProjectInput) {
  return api(
    contentItemEndpoints.saveAdminMiniProject,
    { params: { id }, body },
    { shownByCaller: ['ERR_CONTENT_CHANGED'] },
  );
}

export function saveMiniProjectMutationOptions() {
  return mutationOptions({
    mutationKey: ['admin', 'content-items', 'mini-project', 'save'],
    mutationFn: saveMiniProject,
    onSuccess: (saved, _input, _result, { client }) => {
      client.setQueryData(miniProjectQueryKey(saved.id), saved);
    },
  });
}

export function useSaveMiniProject() {
  return useMutation(saveMiniProjectMutationOptions());
}
