import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The import boundaries of biome.json, shown to hold: each rule's violation is written into a
 * scratch copy of the repository's layout, linted with the repository's own configuration,
 * and must be reported; the legal imports beside them must not be.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const biomeBin = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');

/** A module that imports `from` and uses it, so no other rule has a reason to fire. */
const importing = (from) => `import { value } from '${from}';\n\nexport const used = value;\n`;

/** [file, source, the rule that must report it, or null when it must pass] */
const cases = [
  // a. A web feature never imports another feature (nor the app).
  ['apps/web/src/features/home/a1.ts', importing('../auth/login-page'), 'noRestrictedImports'],
  ['apps/web/src/features/home/a2.ts', importing('../auth'), 'noRestrictedImports'],
  ['apps/web/src/features/home/a3.ts', importing('../../features/auth/x'), 'noRestrictedImports'],
  ['apps/web/src/features/home/a4.ts', importing('../../app/routes'), 'noRestrictedImports'],
  [
    'apps/web/src/features/registration/exam-date/a5.ts',
    importing('../../auth/login-page'),
    'noRestrictedImports',
  ],
  [
    'apps/web/src/features/registration/exam-date/a6.ts',
    importing('../../../app/router'),
    'noRestrictedImports',
  ],
  [
    'apps/web/src/features/admin/users/table/a7.ts',
    importing('../../../billing/x'),
    'noRestrictedImports',
  ],
  [
    'apps/web/src/features/home/a8.ts',
    "export const load = () => import('../auth/login-page');\n",
    'noRestrictedImports',
  ],
  [
    'apps/web/src/features/home/a9.ts',
    "export { LoginPage } from '../auth/login-page';\n",
    'noRestrictedImports',
  ],
  ['apps/web/src/features/home/a10.ts', "import '../auth/side-effect';\n", 'noRestrictedImports'],
  ['apps/web/src/features/home/ok1.ts', importing('./landing-icons'), null],
  ['apps/web/src/features/home/ok2.ts', importing('../../shared/ui/icons'), null],
  ['apps/web/src/features/home/ok3.ts', importing('@academy/contracts'), null],
  ['apps/web/src/features/registration/exam-date/ok4.ts', importing('../exam-time'), null],
  ['apps/web/src/features/registration/exam-date/ok5.ts', importing('../api/countries'), null],
  [
    'apps/web/src/features/registration/exam-date/ok6.ts',
    importing('../../../shared/api/client'),
    null,
  ],
  ['apps/web/src/features/admin/users/table/ok7.ts', importing('../../api/users'), null],
  // b. Web shared imports neither the app nor a feature.
  ['apps/web/src/shared/b1.ts', importing('../app/router'), 'noRestrictedImports'],
  ['apps/web/src/shared/ui/b2.ts', importing('../../features/auth/x'), 'noRestrictedImports'],
  ['apps/web/src/shared/ui/b3.ts', importing('../../app'), 'noRestrictedImports'],
  [
    'apps/web/src/shared/ui/styles/b4.ts',
    importing('../../../features/home'),
    'noRestrictedImports',
  ],
  ['apps/web/src/shared/ui/ok1.ts', importing('../api/client'), null],
  ['apps/web/src/shared/ui/ok2.ts', importing('@mantine/core'), null],
  // c. Contracts: no Node built-ins, no package but zod and libphonenumber-js, no I/O.
  ['packages/contracts/src/c1.ts', importing('node:fs'), 'noRestrictedImports'],
  ['packages/contracts/src/c2.ts', importing('node:crypto'), 'noRestrictedImports'],
  ['packages/contracts/src/c3.ts', importing('dayjs'), 'noRestrictedImports'],
  ['packages/contracts/src/c4.ts', importing('@academy/testing'), 'noRestrictedImports'],
  [
    'packages/contracts/src/c5.ts',
    "export const load = () => fetch('/v1/countries');\n",
    'noRestrictedGlobals',
  ],
  [
    'packages/contracts/src/c6.ts',
    "export const stored = () => localStorage.getItem('key');\n",
    'noRestrictedGlobals',
  ],
  ['packages/contracts/src/c7.test.ts', importing('node:fs'), 'noRestrictedImports'],
  ['packages/contracts/src/ok1.ts', importing('zod'), null],
  ['packages/contracts/src/ok2.ts', importing('libphonenumber-js'), null],
  ['packages/contracts/src/ok3.ts', importing('./constants.js'), null],
  ['packages/contracts/src/ok4.test.ts', importing('vitest'), null],
  // The test builders are browser-safe as well: contracts only.
  ['packages/testing/src/t1.ts', importing('node:crypto'), 'noRestrictedImports'],
  ['packages/testing/src/t2.ts', importing('drizzle-orm'), 'noRestrictedImports'],
  ['packages/testing/src/ok1.ts', importing('@academy/contracts'), null],
  ['packages/testing/src/ok2.ts', importing('@academy/contracts/phone'), null],
  // d. An API module reaches another only through its index.ts; so do plugins, lib and db.
  [
    'apps/api/src/modules/registration/d1.ts',
    importing('../users/repository.js'),
    'noRestrictedImports',
  ],
  [
    'apps/api/src/modules/registration/d2.ts',
    importing('../mail/templates/verification-mail.js'),
    'noRestrictedImports',
  ],
  [
    'apps/api/src/modules/registration/d3.ts',
    importing('../../modules/users/repository.js'),
    'noRestrictedImports',
  ],
  [
    'apps/api/src/modules/mail/templates/d4.ts',
    importing('../../users/repository.js'),
    'noRestrictedImports',
  ],
  [
    'apps/api/src/plugins/app/d5.ts',
    importing('../../modules/users/repository.js'),
    'noRestrictedImports',
  ],
  ['apps/api/src/lib/d6.ts', importing('../modules/auth/sessions.js'), 'noRestrictedImports'],
  ['apps/api/src/db/d7.ts', importing('../modules/files/service.js'), 'noRestrictedImports'],
  ['apps/api/src/modules/registration/ok1.ts', importing('../users/index.js'), null],
  ['apps/api/src/modules/registration/ok2.ts', importing('./service.js'), null],
  ['apps/api/src/modules/registration/ok3.ts', importing('../../lib/clock.js'), null],
  ['apps/api/src/modules/registration/ok4.ts', importing('../../db/unit-of-work.js'), null],
  ['apps/api/src/modules/mail/templates/ok5.ts', importing('../outbox-repository.js'), null],
  ['apps/api/src/modules/mail/templates/ok6.ts', importing('../../users/index.js'), null],
  ['apps/api/src/plugins/app/ok7.ts', importing('../../modules/users/index.js'), null],
  ['apps/api/src/lib/ok8.ts', importing('../modules/auth/index.js'), null],
  // No import cycle, here between a plugin and a module.
  [
    'apps/api/src/plugins/app/cycle.ts',
    importing('../../modules/cycle/index.js'),
    'noImportCycles',
  ],
  [
    'apps/api/src/modules/cycle/index.ts',
    "export { value } from './service.js';\n",
    'noImportCycles',
  ],
  [
    'apps/api/src/modules/cycle/service.ts',
    `${importing('../../plugins/app/cycle.js')}export const value = 1;\n`,
    'noImportCycles',
  ],
];

/** Every diagnostic Biome reports on the scratch tree: file → rule names. */
let reported;
let scratch;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  // The scratch tree is no git repository; everything else is the repository's configuration.
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
  for (const [file, source] of cases) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    writeFileSync(join(scratch, file), source);
  }
  const result = spawnSync(
    process.execPath,
    [biomeBin, 'lint', '--reporter=json', '--max-diagnostics=1000', '.'],
    { cwd: scratch, encoding: 'utf8' },
  );
  const report = JSON.parse(result.stdout);
  reported = new Map();
  for (const diagnostic of report.diagnostics) {
    const file = diagnostic.location?.path;
    const rule = diagnostic.category.split('/').at(-1);
    reported.set(file, [...(reported.get(file) ?? []), rule]);
  }
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const violations = cases
  .filter(([, , rule]) => rule !== null)
  .map(([file, , rule]) => ({ file, rule }));
const legal = cases.filter(([, , rule]) => rule === null).map(([file]) => ({ file }));

describe('import boundaries (biome.json)', () => {
  it.each(violations)('$file: $rule reports it', ({ file, rule }) => {
    expect(reported.get(file) ?? []).toContain(rule);
  });

  it.each(legal)('$file: legal, nothing reported', ({ file }) => {
    expect(reported.get(file) ?? []).toEqual([]);
  });
});
