import { z } from 'zod';
import {
  adminApplicantSchema,
  admissionDirectionsResponseSchema,
  admitApplicantRequestSchema,
  applicantDecisionResponseSchema,
  applicantFilterSchema,
  applicantListQuerySchema,
  applicantListResponseSchema,
  bulkAdmitRequestSchema,
  bulkExamResultRequestSchema,
  bulkRejectRequestSchema,
  examResultRequestSchema,
  rejectApplicantRequestSchema,
  sittingExamResultsRequestSchema,
  sittingExamResultsResponseSchema,
} from '../admission.js';
import { linkRequestResponseSchema } from '../auth.js';
import { bulkResponseSchema } from '../bulk.js';
import { idParamsSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { applicantBookingRequestSchema } from '../exam-schedule.js';

/* Applicants and admission (admins; ARCHITECTURE.md, "Applicants and admission"). */

export const listApplicants = defineEndpoint({
  operationId: 'listApplicants',
  method: 'GET',
  path: '/admin/applicants',
  access: 'admin',
  tag: 'admission',
  summary: 'Applicants, searched, filtered, sorted and paged',
  query: applicantListQuerySchema,
  responses: { 200: applicantListResponseSchema },
});

export const exportApplicants = defineEndpoint({
  operationId: 'exportApplicants',
  method: 'GET',
  path: '/admin/applicants/export',
  access: 'admin',
  tag: 'admission',
  summary: 'Every applicant of a filter as CSV (UTF-8 with a byte order mark)',
  query: applicantFilterSchema,
  responses: { 200: z.unknown().describe('The CSV file (text/csv)') },
  responseType: 'binary',
});

export const getApplicant = defineEndpoint({
  operationId: 'getApplicant',
  method: 'GET',
  path: '/admin/applicants/:id',
  access: 'admin',
  tag: 'admission',
  summary: 'One applicant: the form, the booking, the exam, the decision and the history',
  params: idParamsSchema,
  responses: { 200: adminApplicantSchema },
  errors: { 404: ['ERR_APPLICANT_NOT_EXIST'] },
});

export const recordExamResult = defineEndpoint({
  operationId: 'recordExamResult',
  method: 'POST',
  path: '/admin/applicants/:id/exam-result',
  access: 'admin',
  tag: 'admission',
  summary: "Record (or correct) a pending applicant's entrance exam result",
  params: idParamsSchema,
  body: examResultRequestSchema(),
  responses: { 200: adminApplicantSchema },
  errors: { 404: ['ERR_APPLICANT_NOT_EXIST'], 409: ['ERR_APPLICANT_NOT_PENDING'] },
});

export const resendApplicantVerification = defineEndpoint({
  operationId: 'resendApplicantVerification',
  method: 'POST',
  path: '/admin/applicants/:id/verification-mail',
  access: 'admin',
  tag: 'admission',
  summary: 'Mail a pending applicant a fresh link to confirm their e-mail address',
  description:
    'The same link and mail as the public resend, under the same one-a-minute rule per address: ' +
    'the answer says whether it was sent and when the next may be. An address already confirmed is 409.',
  params: idParamsSchema,
  responses: { 200: linkRequestResponseSchema },
  errors: {
    404: ['ERR_APPLICANT_NOT_EXIST'],
    409: [
      'ERR_APPLICANT_EMAIL_ALREADY_VERIFIED',
      'ERR_APPLICANT_NOT_PENDING',
      'ERR_USER_IS_BLACKLISTED',
    ],
  },
});

export const bookApplicantExam = defineEndpoint({
  operationId: 'bookApplicantExam',
  method: 'PUT',
  path: '/admin/applicants/:id/exam-booking',
  access: 'admin',
  tag: 'admission',
  summary: "Book a pending applicant's exam sitting, or change the time of the one booked",
  description:
    'One transaction, as a booking takes a seat: the time must be a sitting of the schedule ' +
    'that can still be booked and has a free seat. Without a booking the applicant is booked ' +
    'and mailed the sitting; with one still to come it moves there (its seat given back) and ' +
    'they are mailed the change with the reason; the same time again changes nothing. The ' +
    "reason is kept in the applicant's history.",
  params: idParamsSchema,
  body: applicantBookingRequestSchema(),
  responses: { 200: adminApplicantSchema },
  errors: {
    404: ['ERR_APPLICANT_NOT_EXIST'],
    409: ['ERR_APPLICANT_NOT_PENDING', 'ERR_EXAM_SITTING_STARTED', 'ERR_TEST_UNAVAILABLE_DATE'],
  },
});

export const sendApplicantBookingLink = defineEndpoint({
  operationId: 'sendApplicantBookingLink',
  method: 'POST',
  path: '/admin/applicants/:id/exam-booking-link',
  access: 'admin',
  tag: 'admission',
  summary: 'Mail a pending applicant without a booking a fresh link to choose a sitting',
  description:
    'The link of a cancelled sitting, anew: the older ones stop working. One a minute per ' +
    'address, as other links: the answer says whether it was sent and when the next may be.',
  params: idParamsSchema,
  responses: { 200: linkRequestResponseSchema },
  errors: {
    404: ['ERR_APPLICANT_NOT_EXIST'],
    409: ['ERR_APPLICANT_NOT_PENDING', 'ERR_APPLICANT_HAS_BOOKING'],
  },
});

export const admitApplicant = defineEndpoint({
  operationId: 'admitApplicant',
  method: 'POST',
  path: '/admin/applicants/:id/admission',
  access: 'admin',
  tag: 'admission',
  summary: 'Admit an applicant into a direction',
  description:
    'The applicant becomes a student with a temporary password, an enrolment and the free trial, and is told by e-mail. Only once: a second admission is 409.',
  params: idParamsSchema,
  body: admitApplicantRequestSchema(),
  responses: { 200: applicantDecisionResponseSchema },
  errors: {
    404: ['ERR_APPLICANT_NOT_EXIST'],
    409: [
      'ERR_APPLICANT_NOT_PENDING',
      'ERR_APPLICANT_EMAIL_NOT_VERIFIED',
      'ERR_APPLICANT_EXAM_NOT_PASSED',
      'ERR_ENROLMENT_EXISTS',
    ],
  },
});

export const rejectApplicant = defineEndpoint({
  operationId: 'rejectApplicant',
  method: 'POST',
  path: '/admin/applicants/:id/rejection',
  access: 'admin',
  tag: 'admission',
  summary: 'Reject an applicant with a reason they are told by e-mail',
  params: idParamsSchema,
  body: rejectApplicantRequestSchema(),
  responses: { 200: applicantDecisionResponseSchema },
  errors: { 404: ['ERR_APPLICANT_NOT_EXIST'], 409: ['ERR_APPLICANT_NOT_PENDING'] },
});

const bulkDescription =
  'Each applicant in a transaction of its own under the single-applicant rules: the answer ' +
  "names every id with null when it was done or the code of the reason it was not; one's " +
  'failure changes nothing of it and leaves the others done.';

export const recordExamResults = defineEndpoint({
  operationId: 'recordExamResults',
  method: 'POST',
  path: '/admin/applicants/bulk/exam-result',
  access: 'admin',
  tag: 'admission',
  summary: 'Record one entrance exam result for many pending applicants',
  description: bulkDescription,
  body: bulkExamResultRequestSchema(),
  responses: { 200: bulkResponseSchema },
});

export const admitApplicants = defineEndpoint({
  operationId: 'admitApplicants',
  method: 'POST',
  path: '/admin/applicants/bulk/admission',
  access: 'admin',
  tag: 'admission',
  summary: 'Admit many applicants into one direction',
  description: bulkDescription,
  body: bulkAdmitRequestSchema(),
  responses: { 200: bulkResponseSchema },
});

export const rejectApplicants = defineEndpoint({
  operationId: 'rejectApplicants',
  method: 'POST',
  path: '/admin/applicants/bulk/rejection',
  access: 'admin',
  tag: 'admission',
  summary: 'Reject many applicants with one reason',
  description: bulkDescription,
  body: bulkRejectRequestSchema(),
  responses: { 200: bulkResponseSchema },
});

export const listAdmissionDirections = defineEndpoint({
  operationId: 'listAdmissionDirections',
  method: 'GET',
  path: '/admin/admission/directions',
  access: 'admin',
  tag: 'admission',
  summary: 'Every direction an applicant can be admitted into, drafts included',
  responses: { 200: admissionDirectionsResponseSchema },
});

export const recordSittingExamResults = defineEndpoint({
  operationId: 'recordSittingExamResults',
  method: 'POST',
  path: '/admin/exam-slots/:id/exam-results',
  access: 'admin',
  tag: 'admission',
  summary: "Record the exam results of a sitting's applicants at once",
  description:
    "Each applicant by the one applicant's rule (pending, booked in this sitting), each in a " +
    'transaction of its own: the answer lists whose results were recorded, and whose were ' +
    'not and why.',
  params: idParamsSchema,
  body: sittingExamResultsRequestSchema(),
  responses: { 200: sittingExamResultsResponseSchema },
  errors: { 404: ['ERR_NOT_FOUND'] },
});
