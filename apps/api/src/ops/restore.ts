import { chmod, copyFile, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../config.js';
import { EmbeddedDatabaseInUseError, embeddedDatabaseHolder } from '../db/embedded-lock.js';
import { STRIPE_KEY_PREFIX_FILE } from '../modules/billing/index.js';
import {
  type BackupManifest,
  backupLayout,
  checkAgainstManifest,
  readManifest,
} from './backup-manifest.js';
import { clearDatabase, databaseInTheWay, loadDatabase } from './database-load.js';
import { copyNewFiles, summarizeFiles } from './stored-files.js';

export interface RestoreOptions {
  /** Replace the database, stored files and secrets that are there (`--force`). */
  force?: boolean;
}

/** What in the target a restore would replace, each a readable phrase. */
async function whatIsInTheWay(config: AppConfig, folder: string, manifest: BackupManifest) {
  const found: string[] = [];
  const database = await databaseInTheWay(config.database);
  if (database) found.push(database);
  const files = await summarizeFiles(config.filesDir);
  if (files.count > 0) found.push(`${config.filesDir} holds ${files.count} stored files`);
  for (const name of manifest.secrets) {
    const present = await readFile(join(config.dataDir, name), 'utf8').catch(() => null);
    const restored = await readFile(join(folder, backupLayout.secrets, name), 'utf8');
    if (present !== null && present !== restored) {
      found.push(`${join(config.dataDir, name)} holds another secret`);
    }
  }
  return { found, database: database !== null, files: files.count > 0 };
}

/**
 * Restores a backup (README.md, "Backups") into the configured database, which must be
 * empty (a new data folder, or an empty PostgreSQL database), and DATA_DIR; with `force`,
 * what is there is replaced. Answers the backup's manifest.
 */
export async function restoreBackup(
  config: AppConfig,
  folder: string,
  options: RestoreOptions = {},
): Promise<BackupManifest> {
  const source = resolve(folder);
  const manifest = await readManifest(source);
  const sql = await readFile(join(source, backupLayout.database), 'utf8');
  const filesSource = join(source, backupLayout.files);
  checkAgainstManifest(manifest, { sql, files: await summarizeFiles(filesSource) });

  const { database } = config;
  if (config.fileStorage.kind !== 'disk' && manifest.files.count > 0) {
    throw new Error(
      `Nothing was restored: the backup holds ${manifest.files.count} stored files, and ` +
        'FILE_STORAGE_URL names object storage. Restore with the files on disk (without ' +
        'FILE_STORAGE_URL), then copy DATA_DIR/files into the bucket (README.md, "Object storage").',
    );
  }
  if (database.kind === 'pglite' && database.dataDir) {
    const holder = await embeddedDatabaseHolder(database.dataDir);
    if (holder !== null) {
      throw new EmbeddedDatabaseInUseError(
        `The server (process ${holder}) has the embedded database in ${database.dataDir} ` +
          'open: stop it before restoring.',
      );
    }
  }
  const inTheWay = await whatIsInTheWay(config, source, manifest);
  if (inTheWay.found.length > 0 && !options.force) {
    throw new Error(
      `Nothing was restored: ${inTheWay.found.join('; ')}. Restore into a new data folder ` +
        '(DATA_DIR) or an empty database, or add --force to replace what is there.',
    );
  }
  if (inTheWay.database) await clearDatabase(database);
  if (inTheWay.files) await rm(config.filesDir, { recursive: true, force: true });

  await loadDatabase(database, sql);
  await copyNewFiles(filesSource, config.filesDir);
  for (const name of manifest.secrets) {
    const target = join(config.dataDir, name);
    await copyFile(join(source, backupLayout.secrets, name), target);
    await chmod(target, 0o600);
  }
  // The restored database numbers new payments and refunds again from where the backup was
  // taken: under the prefix of the install restored over, their Stripe idempotency keys could
  // meet keys it sent after the backup. The next start generates a new prefix (README.md,
  // "Stripe").
  await rm(join(config.dataDir, STRIPE_KEY_PREFIX_FILE), { force: true });
  return manifest;
}
