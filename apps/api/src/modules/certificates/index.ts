/**
 * Certificates (ARCHITECTURE.md, "Certificates"). Other parts of the API use: the issuing
 * function (called in the unit of work of every write that may complete a subject), the
 * revocations (in the caller's unit of work), the repository, and the credential signer
 * (its plugin and the seed).
 */
export {
  type CredentialSigner,
  createCredentialSigner,
} from './credentials.js';
export { type IssuedCertificate, issueDueCertificates } from './issuing.js';
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
