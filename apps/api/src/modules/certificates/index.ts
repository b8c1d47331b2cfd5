/**
 * Certificates (ARCHITECTURE.md, "Certificates"). Other parts of the API use: the issuing
 * function (called in the transaction of every write that may complete a subject), the
 * repository (the unit of work builds it), and the credential signer (its plugin and the seed).
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
