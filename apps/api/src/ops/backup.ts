import { chmod, copyFile, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { AppConfig } from '../config.js';
import { EmbeddedDatabaseInUseError, embeddedDatabaseHolder } from '../db/embedded-lock.js';
import { type BackupManifest, backupLayout, sha256Hex, writeManifest } from './backup-manifest.js';
import { dumpDatabase } from './database-dump.js';
import { generatedSecretNames } from './generated-secrets.js';
import { copyNewFiles, summarizeFiles } from './stored-files.js';

/** Where `npm run backup` writes when given no folder: `<DATA_DIR's parent>/backups/<time>`. */
export function defaultBackupFolder(config: Pick<AppConfig, 'dataDir'>, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return join(dirname(config.dataDir), 'backups', stamp);
}

async function ensureEmptyFolder(folder: string): Promise<void> {
  const entries = await readdir(folder).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0) throw new Error(`${folder} is not empty: a backup needs a new folder.`);
  // The backup holds every account's data and the server's secrets: for its owner only.
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
}

/**
 * Backs up the database, the stored files and the generated secrets into `folder` (new or
 * empty) and answers its manifest. Consistency (README.md, "Backups"): the embedded
 * database is read while no other process has it open (the server must be stopped); a
 * PostgreSQL database is read in one snapshot while the server runs. Files are copied
 * before the dump and again after it: a file is only ever added or removed, so the copy
 * holds every file the dump refers to (those added later are merely unused).
 */
export async function createBackup(config: AppConfig, folder: string): Promise<BackupManifest> {
  const { database } = config;
  if (database.kind === 'pglite' && database.dataDir) {
    const holder = await embeddedDatabaseHolder(database.dataDir);
    if (holder !== null) {
      throw new EmbeddedDatabaseInUseError(
        `The server (process ${holder}) has the embedded database in ${database.dataDir} ` +
          'open: stop it first (Ctrl+C, or kill ' +
          `${holder}), then back up. PostgreSQL can be backed up while the server runs.`,
      );
    }
  }
  const target = resolve(folder);
  await ensureEmptyFolder(target);
  try {
    return await writeBackup(config, target);
  } catch (error) {
    // A folder without its manifest is no backup: nothing half-written is left behind.
    await rm(target, { recursive: true, force: true });
    throw error;
  }
}

async function writeBackup(config: AppConfig, target: string): Promise<BackupManifest> {
  const filesTarget = join(target, backupLayout.files);
  // Files in object storage are the bucket's to keep (versioning, replication: README.md,
  // "Backups"); the backup then holds the database and the secrets.
  const filesOnDisk = config.fileStorage.kind === 'disk';
  if (filesOnDisk) await copyNewFiles(config.filesDir, filesTarget);

  const sqlFile = join(target, backupLayout.database);
  await dumpDatabase(config.database, sqlFile);
  await chmod(sqlFile, 0o600);
  if (filesOnDisk) await copyNewFiles(config.filesDir, filesTarget);

  const secrets: string[] = [];
  for (const name of generatedSecretNames) {
    const source = join(config.dataDir, name);
    if (!(await stat(source).catch(() => null))?.isFile()) continue;
    await mkdir(join(target, backupLayout.secrets), { recursive: true, mode: 0o700 });
    await copyFile(source, join(target, backupLayout.secrets, name));
    await chmod(join(target, backupLayout.secrets, name), 0o600);
    secrets.push(name);
  }

  const sql = await readFile(sqlFile);
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: { kind: config.database.kind, bytes: sql.length, sha256: sha256Hex(sql) },
    files: await summarizeFiles(filesTarget),
    secrets,
  };
  await writeManifest(target, manifest);
  return manifest;
}
