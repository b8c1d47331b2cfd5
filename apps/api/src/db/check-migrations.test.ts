import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * scripts/check-migrations.mjs (`npm run db:check`, run by CI) fails when the schema has
 * changes the committed migrations lack. It runs drizzle-kit on files only, so it needs
 * neither a database nor the network.
 */
const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

function check(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/check-migrations.mjs', ...args], {
    cwd: apiRoot,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('check-migrations', () => {
  it('passes: the committed migrations match the schema', () => {
    const result = check();
    expect(result.output).toContain('Migrations match the schema');
    expect(result.status).toBe(0);
  });

  it('fails on a schema change without its migration, showing the SQL it lacks', () => {
    const result = check('--schema', 'src/test/fixtures/unmigrated-schema.ts');
    expect(result.status).toBe(1);
    expect(result.output).toContain('The schema has changes without a migration');
    expect(result.output).toContain('CREATE TABLE "unmigrated_notes"');
    expect(result.output).toContain('npm run db:generate -w apps/api');
  });
});
