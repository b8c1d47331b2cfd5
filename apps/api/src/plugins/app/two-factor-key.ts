import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSecretBox, type SecretBox } from '../../lib/secret-box.js';
import { resolveTwoFactorKeys } from '../../lib/two-factor-key.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens second factors' secrets (lib/secret-box.ts, AES-256-GCM). */
    secretBox: SecretBox;
  }
}

/**
 * The two-factor key (TWO_FACTOR_KEY, or generated once into DATA_DIR) and, during a
 * rotation, the previous one; ready before the database plugin: the demo seed sets up the
 * demo staff accounts' second factor.
 */
async function twoFactorKey(app: FastifyInstance) {
  const keys = await resolveTwoFactorKeys({
    configured: app.config.twoFactorKey.current,
    previous: app.config.twoFactorKey.previous,
    dataDir: app.config.dataDir,
  });
  app.decorate('secretBox', createSecretBox(keys));
}

export default fp(twoFactorKey, { name: 'two-factor-key' });
