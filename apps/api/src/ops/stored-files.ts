import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * Stored files (DATA_DIR/files) in a backup and back. A stored file is written once under a
 * new name and never changed in place (modules/files/disk-storage.ts), so copying a name that is
 * already in the target copies nothing new.
 */

export interface FilesSummary {
  count: number;
  bytes: number;
}

/** The stored files in `folder` (drafts still being written, `*.partial`, left out). */
async function storedNames(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
    .map((entry) => entry.name)
    .sort();
}

/** Copies the files of `from` that `to` does not hold yet. */
export async function copyNewFiles(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  const present = new Set(await storedNames(to));
  for (const name of await storedNames(from)) {
    if (present.has(name)) continue;
    try {
      await copyFile(join(from, name), join(to, name), constants.COPYFILE_EXCL);
    } catch (error) {
      // Deleted since it was listed: it was not part of the database's state either.
      if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
    }
  }
}

/** How many stored files `folder` holds and their bytes. */
export async function summarizeFiles(folder: string): Promise<FilesSummary> {
  const names = await storedNames(folder);
  let bytes = 0;
  for (const name of names) bytes += (await stat(join(folder, name))).size;
  return { count: names.length, bytes };
}
