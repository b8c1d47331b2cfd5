import {
  certificateEndpoints,
  type EndpointDefinition,
  userAdminEndpoints,
} from '@academy/contracts';
import { endpointMutation, invalidateEndpoints } from '../../../shared/api/endpoint-query';

/** Every read of the users section: an action on an account shows in the list and its page. */
const userReads = [userAdminEndpoints.listAdminUsers, userAdminEndpoints.getAdminUser];

/** An action on an account; whatever its outcome, the section's reads are asked again. */
const userAction = <E extends EndpointDefinition>(endpoint: E) =>
  endpointMutation(endpoint, {
    onSettled: (_answer, _error, _input, _result, { client }) =>
      invalidateEndpoints(client, userReads),
  });

export const blacklistUserMutation = userAction(userAdminEndpoints.blacklistUser);
export const restoreUserMutation = userAction(userAdminEndpoints.restoreUser);
export const sendResetLinkMutation = userAction(userAdminEndpoints.sendUserResetLink);
export const issueTemporaryPasswordMutation = userAction(userAdminEndpoints.issueTemporaryPassword);
export const changeRoleMutation = userAction(userAdminEndpoints.changeUserRole);
export const enrolStudentMutation = userAction(userAdminEndpoints.enrolStudent);
export const changeEnrolmentMutation = userAction(userAdminEndpoints.changeEnrolment);
export const endEnrolmentMutation = userAction(userAdminEndpoints.endEnrolment);
/** A subject's certificate may take its direction's with it (`alsoDirection`). */
export const revokeCertificateMutation = userAction(certificateEndpoints.revokeCertificate);
