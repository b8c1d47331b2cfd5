/**
 * Certificates (ARCHITECTURE.md, "Certificates"). Other parts of the API use: the issuing
 * function (called in the unit of work of every write that may complete a subject), the
 * revocations (in the caller's unit of work), the repository, the credential signer (its
 * plugin and the seed), and the Open Badges 3.0 schema (the tests read every issued
 * credential with it).
 */
export {
  type CredentialSigner,
  createCredentialSigner,
} from './credentials.js';
export { type IssuedCertificate, issueDueCertificates } from './issuing.js';
export { vcJwtPayloadSchema } from './open-badges-schema.js';
export {
  type CertificatesRepository,
  type CompletedItem,
  createCertificatesRepository,
} from './repository.js';
export {
  revokeCertificate,
  revokeUnearnedCertificates,
  revokeWithDirection,
} from './revoking.js';
