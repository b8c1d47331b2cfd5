import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveCredentialKey } from '../../lib/credential-key.js';
import { type CredentialSigner, createCredentialSigner } from '../../modules/certificates/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks certificates' credentials (modules/certificates/credentials.ts). */
    credentialSigner: CredentialSigner;
  }
}

/**
 * The credential signing key (CREDENTIAL_SIGNING_KEY, or generated once into DATA_DIR),
 * ready before the database plugin: the demo seed issues a signed certificate.
 */
async function credentials(app: FastifyInstance) {
  const key = await resolveCredentialKey({
    configured: app.config.credentialSigningKey,
    dataDir: app.config.dataDir,
  });
  app.decorate(
    'credentialSigner',
    await createCredentialSigner({ key, publicUrl: app.config.publicUrl }),
  );
}

export default fp(credentials, { name: 'credentials' });
