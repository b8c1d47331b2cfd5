import { z } from 'zod';
import {
  certificateIdParamsSchema,
  certificateVerificationSchema,
  completionResponseSchema,
  jsonDocumentSchema,
  pdfLanguageQuerySchema,
  revokeCertificateRequestSchema,
  verificationCodeParamsSchema,
} from '../certificates.js';
import { defineEndpoint } from '../endpoint.js';

/*
 * Certificates: the student's own (students/completion), the PDF, and what anyone
 * may check without an account: the verification by code, the signed credential, the
 * issuer's profile and key, and the revocation status list.
 */

export const listMyCertificates = defineEndpoint({
  operationId: 'listMyCertificates',
  method: 'GET',
  path: '/students/completion',
  access: 'student',
  tag: 'certificates',
  summary: "The caller's certificates with their badges",
  responses: { 200: completionResponseSchema },
});

export const getCertificatePdf = defineEndpoint({
  operationId: 'getCertificatePdf',
  method: 'GET',
  path: '/certificates/:id/pdf',
  access: 'student',
  tag: 'certificates',
  summary:
    "One of the caller's certificates as a PDF, in the language asked for (else the caller's)",
  params: certificateIdParamsSchema,
  query: pdfLanguageQuerySchema,
  responses: { 200: z.unknown().describe('The PDF') },
  responseType: 'binary',
  errors: { 404: ['ERR_CERTIFICATE_NOT_FOUND'] },
});

export const verifyCertificate = defineEndpoint({
  operationId: 'verifyCertificate',
  method: 'GET',
  // Not below /certificates: `/certificates/verify/{code}` would be ambiguous with
  // `/certificates/{id}/pdf` (OpenAPI lint, no-ambiguous-paths). It mirrors the web page /verify/{code}.
  path: '/verify/:code',
  access: 'public',
  tag: 'certificates',
  summary: 'Check a certificate by its verification code',
  description: 'An unknown code answers 404 and nothing else.',
  params: verificationCodeParamsSchema,
  responses: { 200: certificateVerificationSchema },
  errors: { 404: ['ERR_CERTIFICATE_NOT_FOUND'] },
});

export const getCertificateCredential = defineEndpoint({
  operationId: 'getCertificateCredential',
  method: 'GET',
  path: '/credentials/:code',
  access: 'public',
  tag: 'certificates',
  summary: 'The Open Badges 3.0 credential of a certificate, signed as a VC-JWT (EdDSA)',
  params: verificationCodeParamsSchema,
  responses: { 200: z.unknown().describe('The VC-JWT (application/vc+jwt)') },
  responseType: 'binary',
  errors: { 404: ['ERR_CERTIFICATE_NOT_FOUND'] },
});

export const getCredentialIssuer = defineEndpoint({
  operationId: 'getCredentialIssuer',
  method: 'GET',
  path: '/credentials/issuer',
  access: 'public',
  tag: 'certificates',
  summary: "The academy's Open Badges issuer profile, with its public key",
  responses: { 200: jsonDocumentSchema },
});

export const getCredentialKeys = defineEndpoint({
  operationId: 'getCredentialKeys',
  method: 'GET',
  path: '/credentials/jwks',
  access: 'public',
  tag: 'certificates',
  summary: 'The public keys credentials are signed with (JWK Set)',
  responses: { 200: jsonDocumentSchema },
});

export const getCredentialStatusList = defineEndpoint({
  operationId: 'getCredentialStatusList',
  method: 'GET',
  path: '/credentials/status/revocation',
  access: 'public',
  tag: 'certificates',
  summary: 'The revocation status list of the credentials, signed as a VC-JWT',
  responses: { 200: z.unknown().describe('The status list credential (application/vc+jwt)') },
  responseType: 'binary',
});

export const revokeCertificate = defineEndpoint({
  operationId: 'revokeCertificate',
  method: 'POST',
  path: '/admin/certificates/:id/revocation',
  access: 'admin',
  tag: 'certificates',
  summary: 'Revoke a certificate: its verification page and the status list say so from now on',
  params: certificateIdParamsSchema,
  body: revokeCertificateRequestSchema,
  responses: { 200: certificateVerificationSchema },
  errors: { 404: ['ERR_CERTIFICATE_NOT_FOUND'], 409: ['ERR_CERTIFICATE_ALREADY_REVOKED'] },
});
