import {
  type AdminApplicant,
  admissionEndpoints,
  examScheduleEndpoints,
  registrationEndpoints,
} from '@academy/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { endpointMutation, invalidateEndpoints } from '../../../shared/api/endpoint-query';
import { applicantQuery } from './queries';

/**
 * After a change (exam result, admission, rejection): the answer is the applicant as it now
 * stands and replaces the cached detail at once; the lists are read again, since a status or
 * a score they show changed.
 */
function applicantChanged(client: QueryClient, applicant: AdminApplicant) {
  client.setQueryData(applicantQuery(applicant.id).queryKey, applicant);
  return invalidateEndpoints(client, [admissionEndpoints.listApplicants]);
}

/** POST admin/applicants/{id}/exam-result. */
export const recordExamResultMutation = endpointMutation(admissionEndpoints.recordExamResult, {
  onSuccess: (applicant, _input, _result, { client }) => applicantChanged(client, applicant),
});

/** POST admin/applicants/{id}/admission. */
export const admitApplicantMutation = endpointMutation(admissionEndpoints.admitApplicant, {
  onSuccess: (answer, _input, _result, { client }) => applicantChanged(client, answer.applicant),
});

/** POST admin/applicants/{id}/rejection. */
export const rejectApplicantMutation = endpointMutation(admissionEndpoints.rejectApplicant, {
  onSuccess: (answer, _input, _result, { client }) => applicantChanged(client, answer.applicant),
});

/**
 * POST admin/applicants/{id}/verification-mail: a fresh confirmation link, at most once a
 * minute per address. The applicant is read again afterwards: the mail is in their history.
 */
export const resendApplicantVerificationMutation = endpointMutation(
  admissionEndpoints.resendApplicantVerification,
  {
    onSettled: (_answer, _error, { params }, _result, { client }) =>
      client.invalidateQueries({ queryKey: applicantQuery(Number(params.id)).queryKey }),
  },
);

/**
 * What staff booking an applicant's sitting changes besides the applicant: the sittings
 * and their bookings, and the calendar of free sittings.
 */
const sittingsChanged = (client: QueryClient) =>
  invalidateEndpoints(client, [
    examScheduleEndpoints.listExamSlots,
    examScheduleEndpoints.listExamSlotBookings,
    examScheduleEndpoints.getExamSchedule,
    registrationEndpoints.listAvailableExamSlots,
  ]);

/** PUT admin/applicants/{id}/exam-booking; a time taken meanwhile is said in the dialog. */
export const bookApplicantExamMutation = endpointMutation(admissionEndpoints.bookApplicantExam, {
  request: { shownByCaller: ['ERR_VALIDATION', 'ERR_TEST_UNAVAILABLE_DATE'] },
  onSuccess: (applicant, _input, _result, { client }) => applicantChanged(client, applicant),
  onSettled: (_answer, _error, _input, _result, { client }) => sittingsChanged(client),
});

/** POST admin/applicants/{id}/exam-booking-link: read again for the history's entry. */
export const sendApplicantBookingLinkMutation = endpointMutation(
  admissionEndpoints.sendApplicantBookingLink,
  {
    onSettled: (_answer, _error, { params }, _result, { client }) =>
      client.invalidateQueries({ queryKey: applicantQuery(Number(params.id)).queryKey }),
  },
);
