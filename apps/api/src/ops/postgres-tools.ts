import { execFile } from 'node:child_process';

/*
 * PostgreSQL's own client programs (pg_dump, psql), which backups of a PostgreSQL database
 * use (README.md, "Backups"). They are looked up on PATH; PG_DUMP and PSQL name others.
 * The password never goes on the command line (other users see it there): it is taken out
 * of the URL and handed over in PGPASSWORD.
 */

export type PostgresTool = 'pg_dump' | 'psql';

const toolEnv: Record<PostgresTool, string> = { pg_dump: 'PG_DUMP', psql: 'PSQL' };

export class PostgresToolError extends Error {
  override readonly name = 'PostgresToolError';
}

/** The URL without its password, and the environment that carries the password. */
export function connectionOf(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    url: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env },
  };
}

/** Runs the tool against the database at `url` (`input` on its standard input); answers its output. */
export function runPostgresTool(
  tool: PostgresTool,
  url: string,
  args: string[],
  input?: string,
): Promise<string> {
  const program = process.env[toolEnv[tool]] || tool;
  const connection = connectionOf(url);
  return new Promise((resolve, reject) => {
    const child = execFile(
      program,
      [...args, `--dbname=${connection.url}`],
      { env: connection.env, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        if ('code' in error && error.code === 'ENOENT') {
          return reject(
            new PostgresToolError(
              `${program} was not found. Install PostgreSQL's client programs in a version at ` +
                `least the server's (Debian: apt-get install postgresql-client), or name the ` +
                `program in ${toolEnv[tool]}.`,
            ),
          );
        }
        reject(new PostgresToolError(`${program} failed: ${stderr.trim() || error.message}`));
      },
    );
    if (input !== undefined) child.stdin?.end(input);
  });
}
