import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  API_BASE_PATH,
  type CertificateKind,
  endpointPath,
  endpoints,
  filePublicUrl,
  paths,
} from '@academy/contracts';
import {
  calculateJwkThumbprint,
  exportJWK,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';

/*
 * The signed credentials of certificates (ARCHITECTURE.md, "Certificates"): each certificate
 * is an Open Badges 3.0 OpenBadgeCredential, a W3C Verifiable Credential (data model 2.0)
 * secured as a VC-JWT with the academy's Ed25519 key (EdDSA, `typ: vc+jwt`, `kid` = the
 * key's JWK thumbprint). Revocation is published as a Bitstring Status List, itself a
 * VC-JWT signed the same way. The issuer profile and the key set are public documents. The
 * holder is identified by their e-mail's salted hash (open-badges-schema.ts states the OB 3.0
 * rules a credential must meet).
 */

export const ISSUER_NAME = 'Academy';
export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const VC_JWT_TYPE = 'vc+jwt';
const ALGORITHM = 'EdDSA';

/** The status list has at least 16 KB (131,072 bits), so a list says little about how many exist. */
export const STATUS_LIST_MIN_BITS = 16 * 1024 * 8;

/** The public addresses of the credentials, from PUBLIC_URL. */
export function credentialUrls(publicUrl: string) {
  const api = (path: string) => `${publicUrl}${API_BASE_PATH}${path}`;
  return {
    home: publicUrl,
    issuer: api(endpoints.getCredentialIssuer.path),
    jwks: api(endpoints.getCredentialKeys.path),
    statusList: api(endpoints.getCredentialStatusList.path),
    credential: (code: string) => api(endpointPath(endpoints.getCertificateCredential, { code })),
    verifyPage: (code: string) => `${publicUrl}${paths.verify(code)}`,
    badge: (fileId: string) => filePublicUrl(fileId, publicUrl),
  };
}

export type CredentialUrls = ReturnType<typeof credentialUrls>;

/** What a certificate's credential says. */
export interface CredentialContent {
  certificateId: string;
  kind: CertificateKind;
  /** The subject's or the direction's id (the achievement's). */
  achievementKey: number;
  title: string;
  description: string;
  directionTitle: string;
  holderName: string;
  /** The holder's e-mail at issue and the credential's own salt: hashed into its identifier. */
  holderIdentity: { email: string; salt: string };
  issuedAt: Date;
  verificationCode: string;
  statusListIndex: number;
  badgeFileId: string | null;
}

/** The signing key with its public half, and what signs and checks with it. */
export interface CredentialSigner {
  urls: CredentialUrls;
  /** The public key as a JWK, with `kid`, `alg` and `use`. */
  publicJwk: JWK & { kid: string };
  /** Signs `payload` as a VC-JWT with the claims given. */
  sign(payload: Record<string, unknown>, claims: JwtClaims): Promise<string>;
  /** The payload of a VC-JWT this key signed; null when the signature or the header fails. */
  verify(jwt: string): Promise<JWTPayload | null>;
}

export interface JwtClaims {
  jti?: string;
  sub?: string;
  notBefore: Date;
}

export async function createCredentialSigner(options: {
  key: KeyObject;
  publicUrl: string;
}): Promise<CredentialSigner> {
  const { key } = options;
  const publicKey = createPublicKey(key);
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  const urls = credentialUrls(options.publicUrl);
  const publicJwk = { ...jwk, kid, alg: ALGORITHM, use: 'sig' };

  return {
    urls,
    publicJwk,
    async sign(payload, claims) {
      const jwt = new SignJWT(payload)
        .setProtectedHeader({ alg: ALGORITHM, typ: VC_JWT_TYPE, kid })
        .setIssuer(urls.issuer)
        .setNotBefore(Math.floor(claims.notBefore.getTime() / 1000))
        .setIssuedAt(Math.floor(claims.notBefore.getTime() / 1000));
      if (claims.jti) jwt.setJti(claims.jti);
      if (claims.sub) jwt.setSubject(claims.sub);
      return jwt.sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, publicKey, {
          algorithms: [ALGORITHM],
          issuer: urls.issuer,
          typ: VC_JWT_TYPE,
        });
        return payload;
      } catch {
        return null;
      }
    },
  };
}

const achievementPath = (kind: CertificateKind, key: number) =>
  `achievements/${kind === 'subject' ? 'subjects' : 'directions'}/${key}`;

/** The issuer as the credentials name it (an OB 3.0 Profile, by reference to its document). */
function issuerReference(urls: CredentialUrls) {
  return { id: urls.issuer, type: ['Profile'], name: ISSUER_NAME, url: urls.home };
}

/**
 * An OB 3.0 IdentityHash (Appendix B, "Derived Types", IdentityHash): `sha256$` and the lowercase
 * hex SHA-256 of the identity followed by the salt, both UTF-8.
 */
export function identityHash(identity: string, salt: string): string {
  return `sha256$${createHash('sha256').update(`${identity}${salt}`, 'utf8').digest('hex')}`;
}

/**
 * The holder's e-mail as an OB 3.0 IdentityObject (Appendix B.1, "IdentityObject"), hashed with
 * the credential's salt: a verifier who is told the e-mail can match it ("Verify the Recipient
 * Using an Identifier"); it cannot be read from the credential.
 */
function emailIdentifier(identity: CredentialContent['holderIdentity']) {
  return {
    type: 'IdentityObject',
    hashed: true,
    identityHash: identityHash(identity.email, identity.salt),
    identityType: 'emailAddress',
    salt: identity.salt,
  };
}

/** The OpenBadgeCredential of a certificate, unsigned (the VC-JWT's payload). */
export function openBadgeCredential(urls: CredentialUrls, content: CredentialContent) {
  const subjectWork =
    content.kind === 'subject'
      ? `Completed every lecture, test and mini project of the subject "${content.title}" (direction "${content.directionTitle}") at ${ISSUER_NAME}.`
      : `Completed every subject of the direction "${content.title}" at ${ISSUER_NAME}.`;
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id: `urn:uuid:${content.certificateId}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: issuerReference(urls),
    validFrom: content.issuedAt.toISOString(),
    name: `${content.title}: certificate of completion`,
    credentialSubject: {
      type: ['AchievementSubject'],
      // OB 3.0 AchievementSubject: "Either id or at least one identifier MUST be supplied".
      identifier: [emailIdentifier(content.holderIdentity)],
      name: content.holderName,
      achievement: {
        id: `${urls.home}/${achievementPath(content.kind, content.achievementKey)}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: content.title,
        description: content.description || subjectWork,
        criteria: { narrative: subjectWork },
        ...(content.badgeFileId
          ? { image: { id: urls.badge(content.badgeFileId), type: 'Image' } }
          : {}),
      },
    },
    credentialStatus: {
      id: `${urls.statusList}#${content.statusListIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(content.statusListIndex),
      statusListCredential: urls.statusList,
    },
  };
}

/** Signs a certificate's credential: the VC as the payload, with iss, jti, sub and nbf. */
export function signCertificateCredential(
  signer: CredentialSigner,
  content: CredentialContent,
): Promise<string> {
  return signer.sign(openBadgeCredential(signer.urls, content), {
    jti: `urn:uuid:${content.certificateId}`,
    // The holder is named by the public verification page, never by an e-mail or an account id.
    sub: signer.urls.verifyPage(content.verificationCode),
    notBefore: content.issuedAt,
  });
}

/**
 * A Bitstring Status List's `encodedList`: bit i (the first bit the most significant of the
 * first byte) set when index i is revoked, GZIP-compressed, multibase base64url (`u…`).
 */
export function encodeStatusList(revokedIndexes: readonly number[]): string {
  const highest = revokedIndexes.reduce((top, index) => Math.max(top, index), -1);
  const bits = Math.max(STATUS_LIST_MIN_BITS, Math.ceil((highest + 1) / 8) * 8);
  const list = Buffer.alloc(bits / 8);
  for (const index of revokedIndexes) {
    const byte = index >> 3;
    list[byte] = (list[byte] ?? 0) | (0x80 >> (index & 7));
  }
  return `u${gzipSync(list).toString('base64url')}`;
}

/** The bit of `index` in an `encodedList`; false past its end. */
export function statusListBit(encodedList: string, index: number): boolean {
  if (!encodedList.startsWith('u')) throw new Error('Not a multibase base64url value');
  const list = gunzipSync(Buffer.from(encodedList.slice(1), 'base64url'));
  const byte = list[index >> 3];
  return byte !== undefined && (byte & (0x80 >> (index & 7))) !== 0;
}

/** The revocation status list credential (unsigned), valid from `now`. */
export function statusListCredential(
  urls: CredentialUrls,
  revokedIndexes: readonly number[],
  now: Date,
) {
  return {
    '@context': [VC_CONTEXT],
    id: urls.statusList,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: issuerReference(urls),
    validFrom: now.toISOString(),
    credentialSubject: {
      id: `${urls.statusList}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: encodeStatusList(revokedIndexes),
    },
  };
}

/** The issuer's Open Badges 3.0 Profile, with the public key as a JsonWebKey verification method. */
export function issuerProfile(signer: CredentialSigner) {
  const { urls, publicJwk } = signer;
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id: urls.issuer,
    type: ['Profile'],
    name: ISSUER_NAME,
    url: urls.home,
    description: 'An IT academy: directions of subjects, with lectures, tests and mini projects.',
    verificationMethod: [
      {
        id: `${urls.issuer}#${publicJwk.kid}`,
        type: 'JsonWebKey',
        controller: urls.issuer,
        publicKeyJwk: publicJwk,
      },
    ],
    assertionMethod: [`${urls.issuer}#${publicJwk.kid}`],
  };
}

/** The key set credentials are checked with (JWK Set). */
export function jwks(signer: CredentialSigner) {
  return { keys: [signer.publicJwk] };
}
