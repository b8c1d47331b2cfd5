import { type AppConfig, loadConfig } from '../config.js';

/*
 * What `npm run backup` and `npm run restore` share. npm runs a workspace's script in the
 * workspace's folder; relative paths (DATA_DIR, a backup folder) mean what they mean where
 * the operator typed the command, which npm passes as INIT_CWD.
 */

export function operatorConfig(): AppConfig {
  process.chdir(process.env.INIT_CWD || process.cwd());
  return loadConfig();
}

/** Runs the command; a failure prints its message (no stack: it is the operator's to act on). */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

export const databaseName = (config: AppConfig) =>
  config.database.kind === 'pglite'
    ? `the embedded database in ${config.database.dataDir}`
    : 'the PostgreSQL database at DATABASE_URL';
