import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveCredentialKey } from './credential-key.js';
import { readOrCreateDataFile } from './data-dir-files.js';
import { resolveJwtSecret } from './jwt-secret.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'academy-data-dir-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('readOrCreateDataFile', () => {
  it('gives parallel callers the same content, written once, mode 0600', async () => {
    const file = join(dir, 'nested', 'secret');
    let made = 0;
    const contents = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        readOrCreateDataFile(file, async () => {
          made += 1;
          return `content ${index}`;
        }),
      ),
    );
    expect(new Set(contents).size).toBe(1);
    expect(made).toBeGreaterThanOrEqual(1);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // No draft is left beside it.
    expect(await readdir(join(dir, 'nested'))).toEqual(['secret']);
  });

  it('reads an existing file and never calls create', async () => {
    const file = join(dir, 'kept');
    await readOrCreateDataFile(file, () => 'first');
    expect(
      await readOrCreateDataFile(file, () => {
        throw new Error('must not be called');
      }),
    ).toBe('first');
  });
});

describe('resolveCredentialKey', () => {
  it('generates one Ed25519 key into the data folder and keeps it', async () => {
    const [first, second] = await Promise.all([
      resolveCredentialKey({ configured: null, dataDir: dir }),
      resolveCredentialKey({ configured: null, dataDir: dir }),
    ]);
    expect(first.asymmetricKeyType).toBe('ed25519');
    expect(first.equals(second as typeof first)).toBe(true);
    const file = join(dir, 'credential-signing-key.pem');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const later = await resolveCredentialKey({ configured: null, dataDir: dir });
    expect(later.equals(first)).toBe(true);
  });
});

describe('resolveJwtSecret', () => {
  it('generates 256 random bits into the data folder once, and keeps them', async () => {
    const first = await resolveJwtSecret({ configured: null, dataDir: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(new Set(first).size).toBeGreaterThan(8);
    const file = join(dir, 'jwt-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const later = await resolveJwtSecret({ configured: null, dataDir: dir });
    expect(Buffer.from(later).equals(Buffer.from(first))).toBe(true);

    const elsewhere = await mkdtemp(join(tmpdir(), 'academy-data-dir-'));
    try {
      const other = await resolveJwtSecret({ configured: null, dataDir: elsewhere });
      expect(Buffer.from(other).equals(Buffer.from(first))).toBe(false);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });

  it('takes JWT_SECRET when configured, writing nothing', async () => {
    const configured = 'c'.repeat(32);
    const secret = await resolveJwtSecret({ configured, dataDir: dir });
    expect(new TextDecoder().decode(secret)).toBe(configured);
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a kept secret shorter than 256 bits', async () => {
    await writeFile(join(dir, 'jwt-secret'), Buffer.alloc(16, 1).toString('base64url'), {
      mode: 0o600,
    });
    await expect(resolveJwtSecret({ configured: null, dataDir: dir })).rejects.toThrow(
      /fewer than 32 bytes/,
    );
  });
});
