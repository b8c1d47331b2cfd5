import { databaseName, operatorConfig, runCommand } from './command-line.js';
import { restoreBackup } from './restore.js';

/** `npm run restore -- <backup folder> [--force]` (README.md, "Backups"). */
runCommand(async () => {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const folders = args.filter((arg) => arg !== '--force');
  if (folders.length !== 1 || folders[0]?.startsWith('-')) {
    throw new Error('Usage: npm run restore -- <backup folder> [--force]');
  }
  const config = operatorConfig();
  const folder = folders[0] as string;
  console.log(`Restoring ${folder} into ${databaseName(config)} and ${config.filesDir}…`);
  const manifest = await restoreBackup(config, folder, { force });
  console.log(
    `Restored the backup of ${manifest.createdAt}: the database, ` +
      `${manifest.files.count} stored files (${manifest.files.bytes} bytes)` +
      (manifest.secrets.length > 0 ? `, secrets: ${manifest.secrets.join(', ')}` : '') +
      '. Start the server as usual.',
  );
});
