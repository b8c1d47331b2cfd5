import { profileEndpoints } from '@academy/contracts';
import { endpointMutation } from '../../../shared/api/endpoint-query';
import { currentStudentQueryOptions } from '../../../shared/session/current-student';
import { myApplicationQuery } from './queries';

/**
 * PATCH students: the student's own name and phone (a failure is a toast too). Saved, it
 * shows the stored name (the header's too) and reads the contacts again.
 */
export const updateProfileMutation = endpointMutation(profileEndpoints.updateMyProfile, {
  onSuccess: async (saved, _input, _result, { client }) => {
    client.setQueryData(currentStudentQueryOptions().queryKey, (student) =>
      student ? { ...student, fullName: saved.fullName } : student,
    );
    await client.invalidateQueries({ queryKey: myApplicationQuery.queryKey });
  },
});
