import { contentEndpoints, DIRECTION_IMAGE_FIELD } from '@academy/contracts';
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { contentKeys } from './content-keys';

/** POST admin/directions/{id}/image: the direction's picture (PNG, JPEG or WebP). */
export function uploadDirectionImage(input: { id: number; file: File }) {
  const body = new FormData();
  body.append(DIRECTION_IMAGE_FIELD, input.file, input.file.name);
  // The picture's field says why a file was refused, next to it: no toast as well.
  return api(
    contentEndpoints.uploadDirectionImage,
    { params: { id: input.id }, body },
    { toast: false },
  );
}

export function uploadDirectionImageMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['content', 'upload-direction-image'],
    mutationFn: uploadDirectionImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useUploadDirectionImage() {
  return useMutation(uploadDirectionImageMutationOptions(useQueryClient()));
}
