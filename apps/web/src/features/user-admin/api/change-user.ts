import {
  certificateEndpoints,
  type EndpointDefinition,
  type ErrorCode,
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
export const deactivateUserMutation = userAction(userAdminEndpoints.deactivateUser);
export const reactivateUserMutation = userAction(userAdminEndpoints.reactivateUser);

/** A device of the user signed out: the devices are read again, whatever the outcome. */
export const endUserSessionMutation = endpointMutation(userAdminEndpoints.endUserSession, {
  onSettled: (_answer, _error, _input, _result, { client }) =>
    invalidateEndpoints(client, [userAdminEndpoints.listUserSessions, ...userReads]),
});

/** What an invitation's change makes stale: the invitations, and the users it adds or removes. */
const invitationReads = [userAdminEndpoints.listStaffInvitations, ...userReads];
const invitationAction = <E extends EndpointDefinition>(
  endpoint: E,
  request?: { shownByCaller: ErrorCode[] },
) =>
  endpointMutation(endpoint, {
    request,
    onSettled: (_answer, _error, _input, _result, { client }) =>
      invalidateEndpoints(client, invitationReads),
  });

/** An address that already has an account is said on the form's field, not as a toast. */
export const inviteStaffMutation = invitationAction(userAdminEndpoints.inviteStaff, {
  shownByCaller: ['ERR_INVITATION_EMAIL_TAKEN'],
});
export const resendInvitationMutation = invitationAction(userAdminEndpoints.resendStaffInvitation);
export const revokeInvitationMutation = invitationAction(userAdminEndpoints.revokeStaffInvitation);

export const enrolStudentMutation = userAction(userAdminEndpoints.enrolStudent);
export const changeEnrolmentMutation = userAction(userAdminEndpoints.changeEnrolment);
export const endEnrolmentMutation = userAction(userAdminEndpoints.endEnrolment);
/** A subject's certificate may take its direction's with it (`alsoDirection`). */
export const revokeCertificateMutation = userAction(certificateEndpoints.revokeCertificate);
