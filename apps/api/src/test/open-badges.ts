import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, type JWK, jwtVerify } from 'jose';
import { z } from 'zod';
import { vcJwtPayloadSchema } from '../modules/certificates/index.js';

/*
 * A credential read as a strict Open Badges 3.0 verifier reads it (ARCHITECTURE.md,
 * "Certificates"): its signature against the published key set, then every OB 3.0 rule of
 * `open-badges-schema.ts`.
 */

export type CheckedCredential = z.infer<typeof vcJwtPayloadSchema>;

/** The VC-JWT's payload once its signature and the OB 3.0 rules hold; throws naming each rule broken. */
export async function conformingCredential(
  app: FastifyInstance,
  jwt: string,
): Promise<CheckedCredential> {
  const response = await app.inject({ method: 'GET', url: '/v1/credentials/jwks' });
  const { payload } = await jwtVerify(jwt, createLocalJWKSet(response.json<{ keys: JWK[] }>()), {
    typ: 'vc+jwt',
  });
  const parsed = vcJwtPayloadSchema.safeParse(payload);
  if (!parsed.success) {
    throw new Error(`Not an Open Badges 3.0 credential:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/**
 * The subject's identifiers that a verifier told `email` would match (OB 3.0 "Verify the
 * Recipient Using an Identifier"): `sha256$` and the hex SHA-256 of the e-mail followed by the
 * salt, computed here from the specification rather than by the code that issues.
 */
export function identifiersMatchingEmail(credential: CheckedCredential, email: string) {
  return (credential.credentialSubject.identifier ?? []).filter(
    (identifier) =>
      identifier.identityType === 'emailAddress' &&
      identifier.hashed &&
      identifier.identityHash ===
        `sha256$${createHash('sha256')
          .update(email + (identifier.salt ?? ''), 'utf8')
          .digest('hex')}`,
  );
}
