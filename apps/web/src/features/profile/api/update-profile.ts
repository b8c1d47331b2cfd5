import { type EndpointBody, profileEndpoints } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { currentStudentQueryOptions } from '../../../shared/session/current-student';
import { myApplicationQueryOptions } from './my-application';

export type UpdateProfileInput = EndpointBody<typeof profileEndpoints.updateMyProfile>;

/** PATCH students: the student's own name and phone. A failure is a toast too. */
export function updateProfile(request: UpdateProfileInput) {
  return api(profileEndpoints.updateMyProfile, request);
}

/** Saves, then shows the stored name (the header's too) and reads the contacts again. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-profile'],
    mutationFn: updateProfile,
    onSuccess: async (saved) => {
      queryClient.setQueryData(currentStudentQueryOptions().queryKey, (student) =>
        student ? { ...student, fullName: saved.fullName } : student,
      );
      await queryClient.invalidateQueries({ queryKey: myApplicationQueryOptions().queryKey });
    },
  });
}
