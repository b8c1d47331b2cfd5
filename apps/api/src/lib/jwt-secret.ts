import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { readOrCreateDataFile } from './data-dir-files.js';

const MIN_SECRET_BYTES = 32;

/**
 * The access-token signing key: JWT_SECRET when configured; otherwise 256 random bits
 * generated on the first start and kept in DATA_DIR/jwt-secret (mode 0600), so sessions
 * survive restarts of the embedded setup without anyone choosing a secret.
 */
export async function resolveJwtSecret(options: {
  configured: string | null;
  dataDir: string;
}): Promise<Uint8Array> {
  if (options.configured !== null) return new TextEncoder().encode(options.configured);

  const file = join(options.dataDir, 'jwt-secret');
  const stored = await readOrCreateDataFile(file, () =>
    randomBytes(MIN_SECRET_BYTES).toString('base64url'),
  );
  const secret = Buffer.from(stored.trim(), 'base64url');
  if (secret.length < MIN_SECRET_BYTES) {
    throw new Error(`${file} holds fewer than ${MIN_SECRET_BYTES} bytes; delete it to regenerate`);
  }
  return secret;
}
