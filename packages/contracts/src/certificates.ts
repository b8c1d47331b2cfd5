import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';
import { SUPPORTED_LANGUAGES } from './constants.js';
import { certificateKindSchema } from './enums.js';

/*
 * Certificates (ARCHITECTURE.md, "Certificates"): issued once when a subject is exactly
 * complete, and for a direction when all of its subjects are. Each has a public
 * verification code, a PDF and a signed Open Badges 3.0 credential.
 */

/** The public verification code: 12 characters of an unambiguous alphabet, in groups of 4. */
export const verificationCodeSchema = z
  .string()
  .regex(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);

/** A certificate of the caller's, with its badge (badge_path derived from badge_id). */
export const certificateSchema = z.object({
  id: z.uuid(),
  kind: certificateKindSchema,
  /** The subject's or the direction's title. */
  title: z.string(),
  /** The direction the subject belongs to (for a direction certificate, its own title). */
  directionTitle: z.string(),
  subjectId: z.number().int().nullable(),
  directionId: z.number().int(),
  issuedAt: isoDateTimeSchema,
  badge_id: z.uuid().nullable(),
  /** The badge's public file URL: `{host}/v1/files/{badge_id}/public`. */
  badge_path: z.string().nullable(),
  verificationCode: verificationCodeSchema,
  /** The public verification page's absolute URL. */
  verificationUrl: z.string(),
  revokedAt: isoDateTimeSchema.nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** GET students/completion: the caller's certificates, newest first. */
export const completionResponseSchema = z.array(certificateSchema);
export type CompletionResponse = z.infer<typeof completionResponseSchema>;

export const certificateIdParamsSchema = z.strictObject({ id: z.uuid() });

/** A PDF's language (GET certificates/{id}/pdf, GET receipts/{id}); the owner's own when left out. */
export const pdfLanguageQuerySchema = z.strictObject({
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});
export const verificationCodeParamsSchema = z.strictObject({ code: z.string().min(1).max(64) });

/**
 * GET verify/{code}: what anyone may learn about a certificate. An unknown code
 * is a 404 that says nothing more.
 */
export const certificateVerificationSchema = z.object({
  verificationCode: verificationCodeSchema,
  status: z.enum(['valid', 'revoked']),
  holderName: z.string(),
  kind: certificateKindSchema,
  title: z.string(),
  directionTitle: z.string(),
  issuedAt: isoDateTimeSchema,
  revokedAt: isoDateTimeSchema.nullable(),
  issuer: z.object({ name: z.string(), url: z.string() }),
  /** The signed credential as checked by the server now: its signature against the published key, and the status list. */
  credential: z.object({
    signatureValid: z.boolean(),
    revokedInStatusList: z.boolean(),
    /** Where to fetch the credential itself (VC-JWT), so anyone can check it on their own. */
    url: z.string(),
  }),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** POST admin/certificates/{id}/revocation (staff). */
export const revokeCertificateRequestSchema = z.strictObject({
  reason: z.string().trim().min(1).max(500),
  /**
   * A subject's certificate only: revoke the holder's certificate of the subject's direction
   * too, in the same transaction (ignored for a direction's certificate, or when none is valid).
   */
  alsoDirection: z.boolean().default(false),
});
export type RevokeCertificateRequest = z.input<typeof revokeCertificateRequestSchema>;

/** Media type of a certificate's credential download (a VC secured as a JWT). */
export const CREDENTIAL_MEDIA_TYPE = 'application/vc+jwt';

/**
 * The published JSON documents of the credentials (issuer profile, key set, status list)
 * are JSON-LD of their own standards: declared as open objects.
 */
export const jsonDocumentSchema = z.record(z.string(), z.unknown());
