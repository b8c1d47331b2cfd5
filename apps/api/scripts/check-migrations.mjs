#!/usr/bin/env node
// `npm run db:check -w apps/api`: fails when the drizzle schema (src/db/schema) and the
// committed migrations (drizzle/) disagree, that is when `npm run db:generate` would write a
// new migration. drizzle-kit generate runs with drizzle.config.ts, but writing into a
// temporary copy of drizzle/ (journal, snapshots, SQL), so the repository is never touched;
// a new file there is a schema change without its migration. drizzle-kit compares the schema
// with the last snapshot: it reads files only, so this needs no database and no network.
//
//   --schema <path>   check another schema entry instead of the config's (the tests use it)
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { schema: { type: 'string' } } });
// drizzle-kit's entry point is not exported; it sits beside the package's main module.
const drizzleKit = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
/** Should drizzle-kit ever wait for an answer nobody can give, do not wait with it. */
const TIMEOUT_MS = 120_000;

/** Every file below `dir`, as paths relative to it. */
async function filesBelow(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** Runs drizzle-kit generate into `work`; answers the exit code. */
async function check(work) {
  const out = join(work, 'drizzle');
  await cp(join(apiRoot, 'drizzle'), out, { recursive: true });
  const before = new Set(await filesBelow(out));

  // The project's config with only the output folder (and, if asked, the schema) replaced.
  // drizzle-kit takes `out` relative to the working directory.
  const config = join(work, 'drizzle.config.ts');
  const overrides = { out: relative(apiRoot, out) };
  if (values.schema) overrides.schema = relative(apiRoot, resolve(values.schema));
  await writeFile(
    config,
    `import base from ${JSON.stringify(join(apiRoot, 'drizzle.config.ts'))};\n` +
      `export default { ...base, ...${JSON.stringify(overrides)} };\n`,
  );

  const result = spawnSync(process.execPath, [drizzleKit, 'generate', '--config', config], {
    cwd: apiRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: TIMEOUT_MS,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  const added = (await filesBelow(out)).filter((file) => !before.has(file));

  if (added.length > 0) {
    console.error('The schema has changes without a migration. drizzle-kit generate would write:');
    for (const file of added) {
      console.error(`\n--- drizzle/${file}`);
      if (file.endsWith('.sql')) console.error((await readFile(join(out, file), 'utf8')).trim());
    }
    console.error(
      '\nGenerate and commit it: npm run db:generate -w apps/api -- --name <what-changed>',
    );
    return 1;
  }
  if (/Interactive prompts require a TTY/.test(output)) {
    // Columns or tables both removed and added: drizzle-kit asks whether they were renamed.
    console.error(
      'The schema has changes without a migration, and drizzle-kit would ask whether a column' +
        ' or table was renamed. Run npm run db:generate -w apps/api -- --name <what-changed>' +
        ' in a terminal, answer, and commit the migration.',
    );
    return 1;
  }
  // Anything but its "nothing to migrate" (a failure, a timeout) means nothing was checked.
  if (result.error || result.status !== 0 || !/No schema changes/.test(output)) {
    const reason = result.error?.code === 'ETIMEDOUT' ? 'did not finish' : 'did not confirm';
    console.error(`drizzle-kit generate ${reason} that the migrations match the schema:`);
    if (output) console.error(output);
    return 1;
  }
  console.log('Migrations match the schema: drizzle-kit generate has nothing to write.');
  return 0;
}

const work = await mkdtemp(join(tmpdir(), 'academy-migrations-check-'));
try {
  process.exitCode = await check(work);
} finally {
  await rm(work, { recursive: true, force: true });
}
