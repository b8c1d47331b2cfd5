import {
  learningEndpoints,
  type MiniProjectResponse,
  type SubmitMiniProjectRequest,
} from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { learningKeys } from './learning-keys';
import { afterWorkChanged } from './work-changed';

export interface SubmitMiniProjectInput {
  id: number;
  body: SubmitMiniProjectRequest;
}

/** PATCH mini-projects/{id}: a submission (the first, or again after a failed review). */
export function submitMiniProject({ id, body }: SubmitMiniProjectInput) {
  return api(learningEndpoints.submitMiniProject, { params: { id }, body });
}

export function submitMiniProjectMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['learning', 'submit-mini-project'],
    mutationFn: submitMiniProject,
    onSuccess: (project: MiniProjectResponse) =>
      afterWorkChanged(queryClient, learningKeys.miniProject(project.id), project),
  });
}

export function useSubmitMiniProject() {
  return useMutation(submitMiniProjectMutationOptions(useQueryClient()));
}
