import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { checkedKey, type FileStorage, StoredFileMissing } from './storage.js';

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** File bytes on disk under DATA_DIR/files, one file per storage key. */
export function createDiskFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, checkedKey(key));

  return {
    /** Written aside and renamed into place, so a reader never sees a half-written file. */
    async write(key, data) {
      await mkdir(root, { recursive: true });
      const target = pathOf(key);
      const draft = `${target}.${randomBytes(4).toString('hex')}.partial`;
      try {
        await writeFile(draft, data, { flag: 'wx', mode: 0o640 });
        await rename(draft, target);
      } catch (error) {
        await rm(draft, { force: true });
        throw error;
      }
    },

    /** Opened before the stream is handed out, so a missing file is told apart at once. */
    async read(key): Promise<Readable> {
      try {
        return (await open(pathOf(key), 'r')).createReadStream();
      } catch (error) {
        if (isMissing(error)) throw new StoredFileMissing(key);
        throw error;
      }
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async close() {},
  };
}
