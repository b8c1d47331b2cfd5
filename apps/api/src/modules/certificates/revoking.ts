import { type CertificateRevocationCause, isSubjectComplete } from '@academy/contracts';
import { conflict, notFound } from '../../lib/http-error.js';
import { recordAudit } from '../audit/index.js';
import { type NotifyScope, notificationEvents, notify } from '../notifications/index.js';
import { type CompletedItem, createCertificatesRepository } from './repository.js';

/*
 * Revocation (ARCHITECTURE.md, "Certificates"), in the caller's transaction: an admin's
 * revocation (POST admin/certificates/{id}/revocation, optionally the direction's too), and the
 * certificates a corrected verdict no longer earns (modules/reviews). Each revocation locks its
 * row, is refused the second time, and is audited (`certificate`, `revoke`).
 */

interface Revocation {
  adminId: number;
  reason: string;
  at: Date;
}

/** Revokes one certificate: 404 unknown, 409 already revoked. */
export async function revokeCertificate(
  scope: NotifyScope,
  id: string,
  revocation: Revocation,
  cause: CertificateRevocationCause,
): Promise<void> {
  const certificates = createCertificatesRepository(scope.tx);
  const current = await certificates.lock(id);
  if (!current) throw notFound('ERR_CERTIFICATE_NOT_FOUND');
  if (current.revokedAt) throw conflict('ERR_CERTIFICATE_ALREADY_REVOKED');
  const { adminId, reason, at } = revocation;
  await certificates.revoke(id, { by: adminId, reason, at, cause });
  await recordAudit(scope, {
    actorId: adminId,
    action: 'revoke',
    entityType: 'certificate',
    entityId: id,
    before: { revokedAt: null, revokedBy: null, revocationReason: null },
    after: { revokedAt: at, revokedBy: adminId, revocationReason: reason },
  });
  const revoked = await certificates.titleOf(id);
  if (revoked) {
    await notify(
      scope,
      { userIds: [revoked.userId] },
      notificationEvents.certificateRevoked({ title: revoked.title }),
      at,
    );
  }
}

/**
 * Revokes a certificate and, when asked and it is a subject's, the holder's valid certificate
 * of the subject's direction with it (a direction certificate without the subject behind it
 * would stay valid otherwise). Answers the ids revoked.
 */
export async function revokeWithDirection(
  scope: NotifyScope,
  id: string,
  revocation: Revocation & { alsoDirection: boolean },
): Promise<string[]> {
  await revokeCertificate(scope, id, revocation, 'decision');
  const certificates = createCertificatesRepository(scope.tx);
  if (!revocation.alsoDirection) return [id];
  const holder = await certificates.holderOf(id);
  if (holder?.kind !== 'subject') return [id];
  const direction = await certificates.findValid(holder.userId, {
    kind: 'direction',
    subjectId: null,
    directionId: holder.directionId,
  });
  if (!direction) return [id];
  await revokeCertificate(scope, direction.id, revocation, 'decision');
  return [id, direction.id];
}

/**
 * After a pass was taken back (a verdict corrected to failed): revokes the student's subject
 * certificate of `item`'s subject when the subject is no longer complete, and the direction's
 * when not every subject with content of it is. Answers the ids revoked.
 */
export async function revokeUnearnedCertificates(
  scope: NotifyScope,
  input: { userId: number; item: CompletedItem } & Revocation,
): Promise<string[]> {
  const { userId } = input;
  const certificates = createCertificatesRepository(scope.tx);
  const place = await certificates.subjectOf(input.item);
  if (!place) return [];
  // The same per-student turn as issuing: what another write completed is counted.
  await certificates.lockHolder(userId);
  const subjects = await certificates.directionProgress(userId, place.directionId);
  const subject = subjects.find((row) => row.id === place.subjectId);
  const withContent = subjects.filter(
    (row) => row.totalLectureCount + row.totalTaskCount + row.totalMiniProjectCount > 0,
  );
  const revoked: string[] = [];
  const revokeIfValid = async (found: { id: string } | null) => {
    if (!found) return;
    await revokeCertificate(scope, found.id, input, 'correction');
    revoked.push(found.id);
  };
  if (!subject || !isSubjectComplete(subject)) {
    await revokeIfValid(
      await certificates.findValid(userId, {
        kind: 'subject',
        subjectId: place.subjectId,
        directionId: place.directionId,
      }),
    );
  }
  if (!withContent.every(isSubjectComplete)) {
    await revokeIfValid(
      await certificates.findValid(userId, {
        kind: 'direction',
        subjectId: null,
        directionId: place.directionId,
      }),
    );
  }
  return revoked;
}
