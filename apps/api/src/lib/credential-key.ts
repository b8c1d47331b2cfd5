import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { join } from 'node:path';
import { readOrCreateDataFile } from './data-dir-files.js';

/** Where the embedded setup keeps its generated credential signing key. */
export const CREDENTIAL_KEY_FILE = 'credential-signing-key.pem';

/**
 * The Ed25519 private key that signs certificates' credentials (ARCHITECTURE.md,
 * "Certificates"): CREDENTIAL_SIGNING_KEY when configured (PKCS#8 PEM); otherwise one
 * generated on the first start and kept in DATA_DIR/credential-signing-key.pem (mode 0600),
 * so credentials issued earlier still verify after a restart.
 */
export async function resolveCredentialKey(options: {
  configured: string | null;
  dataDir: string;
}): Promise<KeyObject> {
  const file = join(options.dataDir, CREDENTIAL_KEY_FILE);
  const pem =
    options.configured ??
    (await readOrCreateDataFile(file, () =>
      generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    ));
  const key = createPrivateKey({ key: pem, format: 'pem' });
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new Error(
      options.configured === null
        ? `${file} is not an Ed25519 private key; delete it to regenerate`
        : 'CREDENTIAL_SIGNING_KEY is not an Ed25519 private key',
    );
  }
  return key;
}
