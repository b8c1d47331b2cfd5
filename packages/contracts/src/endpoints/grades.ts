import { z } from 'zod';
import { pdfLanguageQuerySchema } from '../certificates.js';
import { idParamsSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

/* Grades and records out (admins; ARCHITECTURE.md, "Grades and records"). */

const csvDescription =
  'A row per student enrolled in the direction, by name: for each published item in the ' +
  "course's order, a lecture's completion, a test's score and status, a mini project's status " +
  "and its latest submission's date, then the progress. Streamed; a direction nobody is " +
  'enrolled in answers the header only.';

export const exportDirectionGrades = defineEndpoint({
  operationId: 'exportDirectionGrades',
  method: 'GET',
  path: '/admin/directions/:id/grades',
  access: 'admin',
  tag: 'grades',
  summary: "A direction's grades as CSV (UTF-8 with a byte order mark)",
  description: csvDescription,
  params: idParamsSchema,
  responses: { 200: z.unknown().describe('The CSV file (text/csv)') },
  responseType: 'binary',
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const exportSubjectGrades = defineEndpoint({
  operationId: 'exportSubjectGrades',
  method: 'GET',
  path: '/admin/subjects/:id/grades',
  access: 'admin',
  tag: 'grades',
  summary: "A subject's grades as CSV (UTF-8 with a byte order mark)",
  description: csvDescription.replace('the direction', "the subject's direction"),
  params: idParamsSchema,
  responses: { 200: z.unknown().describe('The CSV file (text/csv)') },
  responseType: 'binary',
  errors: { 404: ['ERR_NOT_FOUND'] },
});

export const getStudentRecordPdf = defineEndpoint({
  operationId: 'getStudentRecordPdf',
  method: 'GET',
  path: '/admin/users/:id/record',
  access: 'admin',
  tag: 'grades',
  summary: "A student's record as a PDF: subjects, results and certificates",
  description: "In the language asked for, else the student's own.",
  params: idParamsSchema,
  query: pdfLanguageQuerySchema,
  responses: { 200: z.unknown().describe('The PDF') },
  responseType: 'binary',
  errors: { 404: ['ERR_USER_NOT_EXISTS'] },
});
