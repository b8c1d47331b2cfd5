import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * File bytes on disk under DATA_DIR/files, one file per storage key. Keys are generated
 * UUIDs, never client input, so they cannot escape the folder.
 */
export function createFileStorage(root: string) {
  const pathOf = (key: string) => {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error('Invalid storage key');
    return join(root, key);
  };

  return {
    /** Written aside and renamed into place, so a reader never sees a half-written file. */
    async write(key: string, data: Buffer): Promise<void> {
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

    read(key: string): ReadStream {
      return createReadStream(pathOf(key));
    },

    async remove(key: string): Promise<void> {
      await rm(pathOf(key), { force: true });
    },
  };
}

export type FileStorage = ReturnType<typeof createFileStorage>;
