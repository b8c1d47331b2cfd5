import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { readOrCreateDataFile } from './data-dir-files.js';

/** Where the embedded setup keeps its generated two-factor key. */
export const TWO_FACTOR_KEY_FILE = 'two-factor-key';

/** AES-256 takes a 256-bit key. */
export const TWO_FACTOR_KEY_BYTES = 32;

/** Whether `text` is base64 (or base64url) of exactly a 256-bit key. */
export function isTwoFactorKeyText(text: string): boolean {
  return (
    /^[A-Za-z0-9+/_-]+={0,2}$/.test(text.trim()) &&
    Buffer.from(text.trim(), 'base64').length === TWO_FACTOR_KEY_BYTES
  );
}

/**
 * The AES-256-GCM key that encrypts the second factors' secrets (ARCHITECTURE.md,
 * "Two-factor sign-in"): TWO_FACTOR_KEY when configured (base64 of 32 bytes); otherwise 256
 * random bits generated on the first start and kept in DATA_DIR/two-factor-key (mode 0600),
 * so the secrets stay readable after a restart. TWO_FACTOR_PREVIOUS_KEY, while a key is being
 * rotated, still opens secrets sealed with the old key (README.md, "Rotating the two-factor
 * key").
 */
export async function resolveTwoFactorKeys(options: {
  configured: string | null;
  previous: string | null;
  dataDir: string;
}): Promise<{ current: Buffer; previous: Buffer | null }> {
  const file = join(options.dataDir, TWO_FACTOR_KEY_FILE);
  const text =
    options.configured ??
    (await readOrCreateDataFile(file, () =>
      randomBytes(TWO_FACTOR_KEY_BYTES).toString('base64url'),
    ));
  if (!isTwoFactorKeyText(text)) {
    throw new Error(
      options.configured === null
        ? `${file} does not hold a 256-bit key; delete it to regenerate (every second factor then has to be set up again)`
        : 'TWO_FACTOR_KEY is not base64 of 32 bytes',
    );
  }
  return {
    current: Buffer.from(text.trim(), 'base64'),
    previous: options.previous === null ? null : Buffer.from(options.previous.trim(), 'base64'),
  };
}
