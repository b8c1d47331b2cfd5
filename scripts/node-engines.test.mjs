import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/*
 * The README promises the oldest Node.js of the root package.json's `engines`. Every package
 * the lock file installs must run on it too, or `npm install` warns (EBADENGINE) and the
 * promise is broken for whoever uses that oldest version.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));

/** The packages of a lock file whose `engines.node` range excludes `nodeVersion`. */
function packagesExcluding(lock, nodeVersion) {
  return Object.entries(lock.packages)
    .filter(([path]) => path !== '')
    .flatMap(([path, entry]) => {
      const range = entry.engines?.node;
      if (typeof range !== 'string') return [];
      const fits = semver.validRange(range) !== null && semver.satisfies(nodeVersion, range);
      return fits ? [] : [`${path}@${entry.version} wants node ${range}`];
    });
}

describe('Node.js versions', () => {
  const minimum = semver.minVersion(readJson('package.json').engines.node)?.version;

  it('the root package.json names a minimum', () => {
    expect(minimum).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('every package in the lock file runs on the minimum Node.js', () => {
    expect(packagesExcluding(readJson('package-lock.json'), minimum)).toEqual([]);
  });

  it('finds a package that wants a newer Node.js', () => {
    const lock = {
      packages: {
        '': { engines: { node: '>=20.19' } },
        'node_modules/old-enough': { version: '1.0.0', engines: { node: '>=18' } },
        'node_modules/too-new': { version: '3.0.0', engines: { node: '>=22' } },
        'node_modules/no-engines': { version: '1.0.0' },
      },
    };
    expect(packagesExcluding(lock, '20.19.0')).toEqual([
      'node_modules/too-new@3.0.0 wants node >=22',
    ]);
  });
});
