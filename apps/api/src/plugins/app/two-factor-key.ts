import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSecretBox, type SecretBox } from '../../lib/secret-box.js';
import { resolveTwoFactorKeys } from '../../lib/two-factor-key.js';
import { resealStaleSecrets } from '../../modules/two-factor/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens second factors' secrets (lib/secret-box.ts, AES-256-GCM). */
    secretBox: SecretBox;
  }
}

/**
 * The two-factor key (TWO_FACTOR_KEY, or generated once into DATA_DIR) and, during a
 * rotation, the previous one; ready before the database plugin: the demo seed sets up the
 * demo staff accounts' second factor. Once everything is loaded (the database too), the
 * secrets still sealed with the previous key are sealed again with the current one
 * (README.md, "Rotating the two-factor key").
 */
async function twoFactorKey(app: FastifyInstance) {
  const keys = await resolveTwoFactorKeys({
    configured: app.config.twoFactorKey.current,
    previous: app.config.twoFactorKey.previous,
    dataDir: app.config.dataDir,
  });
  const secretBox = createSecretBox(keys);
  app.decorate('secretBox', secretBox);
  app.addHook('onReady', async () => {
    await resealStaleSecrets(app.db, secretBox, app.log);
  });
}

export default fp(twoFactorKey, { name: 'two-factor-key' });
