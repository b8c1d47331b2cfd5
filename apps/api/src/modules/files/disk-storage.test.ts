import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskFileStorage } from './disk-storage.js';
import { StoredFileMissing } from './storage.js';

describe('disk file storage', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'academy-disk-storage-'));
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes, streams back and removes a file, and reads a missing one as missing', async () => {
    const storage = createDiskFileStorage(join(root, 'files'));
    const key = randomUUID();
    await storage.write(key, Buffer.from('stored bytes'));
    expect(await readdir(join(root, 'files'))).toEqual([key]);
    expect(await text(await storage.read(key))).toBe('stored bytes');

    await storage.remove(key);
    expect(await readdir(join(root, 'files'))).toEqual([]);
    await expect(storage.read(key)).rejects.toBeInstanceOf(StoredFileMissing);
    await expect(storage.remove(key)).resolves.toBeUndefined();
    await expect(storage.read('../../etc/passwd')).rejects.toThrow('Invalid storage key');
  });
});
