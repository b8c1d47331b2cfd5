import type { Readable } from 'node:stream';
import {
  type Certificate,
  type CertificateVerification,
  type Language,
  verificationCodeSchema,
} from '@academy/contracts';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-error.js';
import type { FileStorage } from '../files/index.js';
import {
  type CredentialSigner,
  ISSUER_NAME,
  issuerProfile,
  jwks,
  statusListBit,
  statusListCredential,
} from './credentials.js';
import { renderCertificatePdf } from './pdf.js';
import { type CertificateView, createCertificatesRepository } from './repository.js';
import { revokeWithDirection } from './revoking.js';

/*
 * Certificates (ARCHITECTURE.md, "Certificates"):
 *   GET students/completion            the caller's certificates, newest first
 *   GET certificates/{id}/pdf          one of the caller's own as a PDF (another's: 404)
 *   GET verify/{code}                  what anyone may learn, the credential checked now
 *   GET credentials/{code}             the signed credential (VC-JWT)
 *   GET credentials/issuer | jwks | status/revocation   the published documents
 *   POST admin/certificates/{id}/revocation  admin: revoke (409 the second time)
 */

const notFoundCertificate = () => notFound('ERR_CERTIFICATE_NOT_FOUND');

function readAll(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk) => chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

export function createCertificatesService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  signer: CredentialSigner;
  storage: FileStorage;
  now: Clock;
}) {
  const { signer } = deps;
  const { urls } = signer;
  const repository = createCertificatesRepository(deps.db);

  const certificate = (row: CertificateView): Certificate => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    directionTitle: row.directionTitle,
    subjectId: row.subjectId,
    directionId: row.directionId,
    issuedAt: row.issuedAt.toISOString(),
    badge_id: row.badgeFileId,
    badge_path: row.badgeFileId ? urls.badge(row.badgeFileId) : null,
    verificationCode: row.verificationCode,
    verificationUrl: urls.verifyPage(row.verificationCode),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  });

  /** A certificate by its public code; a malformed code is as unknown as a missing one. */
  async function byCode(code: string): Promise<CertificateView> {
    const parsed = verificationCodeSchema.safeParse(code.toUpperCase());
    if (!parsed.success) throw notFoundCertificate();
    const row = await repository.findByCode(parsed.data);
    if (!row) throw notFoundCertificate();
    return row;
  }

  /** The signed revocation list as published now. */
  async function statusList(): Promise<string> {
    const now = deps.now();
    return signer.sign(
      statusListCredential(urls, await repository.revokedIndexes(), now) as Record<string, unknown>,
      { notBefore: now },
    );
  }

  /**
   * The stored credential checked as a relying party would: its signature against the
   * published key, then its entry in the published status list.
   */
  async function checkCredential(row: CertificateView) {
    const payload = await signer.verify(row.credential);
    const entry = payload?.credentialStatus as { statusListIndex?: string } | undefined;
    const listPayload = await signer.verify(await statusList());
    const encoded = (listPayload?.credentialSubject as { encodedList?: string } | undefined)
      ?.encodedList;
    const index = Number(entry?.statusListIndex);
    const revokedInStatusList =
      encoded !== undefined && Number.isInteger(index) ? statusListBit(encoded, index) : false;
    return {
      signatureValid: payload !== null && payload.jti === `urn:uuid:${row.id}`,
      revokedInStatusList,
      url: urls.credential(row.verificationCode),
    };
  }

  async function verification(row: CertificateView): Promise<CertificateVerification> {
    return {
      verificationCode: row.verificationCode,
      status: row.revokedAt ? 'revoked' : 'valid',
      holderName: row.holderName,
      kind: row.kind,
      title: row.title,
      directionTitle: row.directionTitle,
      issuedAt: row.issuedAt.toISOString(),
      revokedAt: row.revokedAt?.toISOString() ?? null,
      issuer: { name: ISSUER_NAME, url: urls.home },
      credential: await checkCredential(row),
    };
  }

  return {
    async list(userId: number): Promise<Certificate[]> {
      return (await repository.listForUser(userId)).map(certificate);
    },

    /** The PDF of one of the caller's certificates; anyone else's is not found. */
    async pdf(
      userId: number,
      id: string,
      language: Language | undefined,
    ): Promise<{ pdf: Buffer; verificationCode: string }> {
      const row = await repository.findById(id);
      if (!row || row.userId !== userId) throw notFoundCertificate();
      const badge = row.badgeFileId
        ? await deps.storage
            .read(row.badgeFileId)
            .then(readAll)
            .catch(() => null)
        : null;
      const pdf = await renderCertificatePdf({
        language: language ?? (await repository.holderLanguage(userId)),
        kind: row.kind,
        holderName: row.holderName,
        title: row.title,
        directionTitle: row.directionTitle,
        issuedAt: row.issuedAt,
        verificationCode: row.verificationCode,
        verificationUrl: urls.verifyPage(row.verificationCode),
        badge,
      });
      return { pdf, verificationCode: row.verificationCode };
    },

    async verify(code: string): Promise<CertificateVerification> {
      return verification(await byCode(code));
    },

    async credential(code: string): Promise<{ jwt: string; verificationCode: string }> {
      const row = await byCode(code);
      return { jwt: row.credential, verificationCode: row.verificationCode };
    },

    issuer: () => issuerProfile(signer),
    keys: () => jwks(signer),
    statusList,

    /** Revokes a certificate, once: the row is locked, so a second revocation is a 409. */
    async revoke(
      adminId: number,
      id: string,
      request: { reason: string; alsoDirection: boolean },
    ): Promise<CertificateVerification> {
      // A staff change: audited in its own transaction (ARCHITECTURE.md, "The staff area").
      await deps.unitOfWork((scope) =>
        revokeWithDirection(scope, id, {
          adminId,
          reason: request.reason,
          alsoDirection: request.alsoDirection,
          at: deps.now(),
        }),
      );
      const row = await repository.findById(id);
      if (!row) throw notFoundCertificate();
      return verification(row);
    },
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;
