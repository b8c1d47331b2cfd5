import { randomBytes, randomUUID } from 'node:crypto';
import { type CertificateKind, isSubjectComplete } from '@academy/contracts';
import { type NotifyScope, notificationEvents, notify } from '../notifications/index.js';
import { type CredentialSigner, signCertificateCredential } from './credentials.js';
import { type CompletedItem, createCertificatesRepository } from './repository.js';

/*
 * Issuing (ARCHITECTURE.md, "Certificates"): called in the transaction of every write that
 * may complete a student's last item of a subject (a lecture completed, a test passed on
 * submission or by a mentor, a mini project passed by a mentor). A subject complete exactly
 * (contracts' isSubjectComplete: every item, not a rounded 100 %) gets its certificate once;
 * when every subject of the direction that has content is complete, the direction's follows.
 */

/** The verification code's alphabet (contracts' verificationCodeSchema): 32 characters. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 12 random characters of the alphabet as `XXXX-XXXX-XXXX` (60 bits, crypto random). */
export function newVerificationCode(): string {
  // 256 is a multiple of 32, so each byte modulo 32 picks every character equally often.
  const characters = [...randomBytes(12)].map((byte) => CODE_ALPHABET[byte % 32]).join('');
  return `${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8)}`;
}

/** The salt of a credential's hashed e-mail identifier: 128 random bits as hex. */
export function newIdentitySalt(): string {
  return randomBytes(16).toString('hex');
}

export interface IssuedCertificate {
  id: string;
  kind: CertificateKind;
  verificationCode: string;
}

/**
 * Issues the certificates that `item`'s completion makes due, in the caller's transaction
 * (`scope`): the subject's, then the direction's. Answers the new ones;
 * nothing when they exist already or the subject is not complete.
 */
export async function issueDueCertificates(
  scope: NotifyScope,
  signer: CredentialSigner,
  input: { userId: number; item: CompletedItem; now: Date },
): Promise<IssuedCertificate[]> {
  const repository = createCertificatesRepository(scope.tx);
  const { userId, now } = input;
  // Most writes complete no subject: one read of the kept counts says so, and nothing else
  // runs. A write that completes one made its recount lock the student's row of the
  // subject, so a parallel write of the same subject counts it once this one commits.
  const place = await repository.subjectProgressOf(userId, input.item);
  if (!place || !isSubjectComplete(place)) return [];
  // One student's issuing at a time: what the other completed is committed and counted.
  await repository.lockHolder(userId);
  const subjectsOfDirection = await repository.directionProgress(userId, place.directionId);
  const subject = subjectsOfDirection.find((row) => row.id === place.subjectId);
  if (!subject || !isSubjectComplete(subject)) return [];

  const direction = await repository.direction(place.directionId);
  const holder = await repository.holder(userId);
  if (!direction || !holder) return [];
  const holderName = holder.fullName;

  const issued: IssuedCertificate[] = [];
  const issue = async (certificate: {
    kind: CertificateKind;
    subjectId: number | null;
    achievementKey: number;
    title: string;
    description: string;
    badgeFileId: string | null;
  }) => {
    const id = randomUUID();
    const verificationCode = newVerificationCode();
    const row = await repository.insertIfMissing({
      id,
      userId,
      kind: certificate.kind,
      subjectId: certificate.subjectId,
      directionId: direction.id,
      badgeFileId: certificate.badgeFileId,
      verificationCode,
      holderName,
      issuedAt: now,
    });
    if (!row) return;
    const credential = await signCertificateCredential(signer, {
      certificateId: row.id,
      kind: certificate.kind,
      achievementKey: certificate.achievementKey,
      title: certificate.title,
      description: certificate.description,
      directionTitle: direction.title,
      holderName,
      // A salt of its own per credential, so that two credentials of one holder do not carry
      // the same hash; it is signed into the stored credential (ARCHITECTURE.md, "Certificates").
      holderIdentity: { email: holder.email, salt: newIdentitySalt() },
      issuedAt: now,
      verificationCode,
      statusListIndex: row.statusListIndex,
      badgeFileId: certificate.badgeFileId,
    });
    await repository.setCredential(row.id, credential);
    issued.push({ id: row.id, kind: certificate.kind, verificationCode });
    await notify(
      scope,
      { userIds: [userId] },
      notificationEvents.certificateIssued({ title: certificate.title }),
      now,
    );
  };

  await issue({
    kind: 'subject',
    subjectId: subject.id,
    achievementKey: subject.id,
    title: subject.title,
    description: subject.description,
    badgeFileId: subject.badgeFileId,
  });

  // Subjects without any content yet do not hold the direction back, nor count for it.
  const withContent = subjectsOfDirection.filter(
    (row) => row.totalLectureCount + row.totalTaskCount + row.totalMiniProjectCount > 0,
  );
  if (withContent.every(isSubjectComplete)) {
    await issue({
      kind: 'direction',
      subjectId: null,
      achievementKey: direction.id,
      title: direction.title,
      description: direction.description,
      badgeFileId: direction.badgeFileId,
    });
  }
  return issued;
}
