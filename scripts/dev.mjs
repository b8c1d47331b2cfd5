#!/usr/bin/env node
// `npm run dev`: the API with reload on http://localhost:3000 and Vite with hot reload on
// http://localhost:5173 (which proxies /v1 to the API). Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The API runs from its workspace folder; keep its data where `npm start` keeps it.
const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, 'data') };

const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], { cwd: root, env, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
