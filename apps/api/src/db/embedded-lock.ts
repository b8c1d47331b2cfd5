import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/*
 * Which process has the embedded database open. PGlite keeps no lock of its own (its
 * postmaster.pid names no real process), and two processes writing one data folder would
 * corrupt it. So whoever opens a data folder (the server, a backup, a restore) first writes
 * its process id beside it, in `<folder>.lock`, and removes it on close; a second process
 * finds the file naming a live process and refuses (README.md, "Backups"). A file left by a
 * process that died is taken over.
 */

export class EmbeddedDatabaseInUseError extends Error {
  override readonly name = 'EmbeddedDatabaseInUseError';
}

export const lockFileOf = (dataDir: string) => `${dataDir}.lock`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** The live process other than this one that holds `dataDir`, or null. */
export async function embeddedDatabaseHolder(dataDir: string): Promise<number | null> {
  let text: string;
  try {
    text = await readFile(lockFileOf(dataDir), 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
  const pid = Number(text.trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isAlive(pid) ? pid : null;
}

/**
 * Claims `dataDir` for this process; throws EmbeddedDatabaseInUseError when a live process
 * holds it. Answers the release, which removes the file while it still names this process.
 */
export async function lockEmbeddedDatabase(dataDir: string): Promise<() => Promise<void>> {
  const file = lockFileOf(dataDir);
  await mkdir(dirname(file), { recursive: true });
  try {
    await writeFile(file, `${process.pid}\n`, { flag: 'wx' });
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    const holder = await embeddedDatabaseHolder(dataDir);
    if (holder !== null) {
      throw new EmbeddedDatabaseInUseError(
        `The embedded database in ${dataDir} is in use by process ${holder} (the server, a ` +
          'backup or a restore): stop that process first. If no such process is running, ' +
          `delete ${file}.`,
      );
    }
    await writeFile(file, `${process.pid}\n`);
  }
  return async () => {
    const text = await readFile(file, 'utf8').catch(() => '');
    if (Number(text.trim()) === process.pid) await rm(file, { force: true });
  };
}
