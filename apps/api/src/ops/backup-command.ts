import { resolve } from 'node:path';
import { createBackup, defaultBackupFolder } from './backup.js';
import { databaseName, operatorConfig, runCommand } from './command-line.js';

/** `npm run backup [-- <folder>]` (README.md, "Backups"). */
runCommand(async () => {
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith('-')) {
    throw new Error('Usage: npm run backup [-- <new or empty folder>]');
  }
  const config = operatorConfig();
  const folder = args[0] ?? defaultBackupFolder(config, new Date());
  const files =
    config.fileStorage.kind === 'disk'
      ? config.filesDir
      : 'the secrets (stored files stay in the bucket: back it up by its own means)';
  console.log(`Backing up ${databaseName(config)} and ${files}…`);
  const manifest = await createBackup(config, folder);
  const shown = resolve(folder);
  console.log(
    `Backup written to ${shown}: ${manifest.database.bytes} bytes of SQL, ` +
      `${manifest.files.count} stored files (${manifest.files.bytes} bytes)` +
      (manifest.secrets.length > 0 ? `, secrets: ${manifest.secrets.join(', ')}` : '') +
      `.\nRestore it with: npm run restore -- ${shown}`,
  );
});
