#!/usr/bin/env node
/*
 * `node scripts/lts-node.mjs <major>`: prints the folder of a Node.js <major> binary, taken from
 * the npm registry's own package of it (`node-<platform>-<arch>`, the binary the `node`
 * package installs; nothing is downloaded from elsewhere) into `.node/<major>/` on the first
 * call. CI runs the suite on the supported LTS lines with it (.ci/run, README "Node.js").
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const major = process.argv[2];
if (!/^\d+$/.test(major ?? '')) {
  console.error('usage: node scripts/lts-node.mjs <major version>');
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const prefix = join(root, '.node', major);
const name = `node-${process.platform}-${process.arch}`;
const bin = join(prefix, 'node_modules', name, 'bin');

if (!existsSync(join(bin, 'node'))) {
  const installed = spawnSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, `${name}@${major}`],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (installed.status !== 0 || !existsSync(join(bin, 'node'))) {
    console.error(`Could not install ${name}@${major} from the npm registry`);
    process.exit(1);
  }
}
console.log(bin);
