#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then runs the API and the
// built web app in this one process on http://localhost:3000 (PORT to change).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time of any file below the given paths (0 when none exists). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

const contracts = ['packages/contracts/src'];
const builds = [
  {
    workspace: 'apps/web',
    output: 'apps/web/dist/index.html',
    sources: [
      ...contracts,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/build',
      'apps/web/scripts',
    ],
  },
  {
    workspace: 'apps/api',
    output: 'apps/api/dist/server.js',
    sources: [...contracts, 'apps/api/src', 'apps/api/scripts'],
  },
];

for (const build of builds) {
  const output = join(root, build.output);
  const stale = !existsSync(output) || newestMtime(build.sources) > statSync(output).mtimeMs;
  if (!stale) continue;
  console.log(`Building ${build.workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(join(root, 'apps/api/dist/server.js')).href);
