import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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
  await mkdir(options.dataDir, { recursive: true });
  // Written aside and linked into place: link() never overwrites and the file appears
  // complete, so processes starting together all end up with the same secret.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, randomBytes(MIN_SECRET_BYTES).toString('base64url'), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const secret = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  if (secret.length < MIN_SECRET_BYTES) {
    throw new Error(`${file} holds fewer than ${MIN_SECRET_BYTES} bytes; delete it to regenerate`);
  }
  return secret;
}
