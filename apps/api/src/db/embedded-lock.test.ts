import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EmbeddedDatabaseInUseError,
  embeddedDatabaseHolder,
  lockEmbeddedDatabase,
  lockFileOf,
} from './embedded-lock.js';

let folder: string;
let dataDir: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'academy-lock-test-'));
  dataDir = join(folder, 'db');
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the embedded database lock', () => {
  it('names this process while held and goes on release', async () => {
    const release = await lockEmbeddedDatabase(dataDir);
    expect(await readFile(lockFileOf(dataDir), 'utf8')).toBe(`${process.pid}\n`);
    expect(await embeddedDatabaseHolder(dataDir)).toBeNull();
    await release();
    await expect(readFile(lockFileOf(dataDir))).rejects.toThrow();
  });

  it('refuses while another live process holds the folder', async () => {
    await writeFile(lockFileOf(dataDir), `${process.ppid}\n`);
    expect(await embeddedDatabaseHolder(dataDir)).toBe(process.ppid);
    await expect(lockEmbeddedDatabase(dataDir)).rejects.toThrow(EmbeddedDatabaseInUseError);
    expect(await readFile(lockFileOf(dataDir), 'utf8')).toBe(`${process.ppid}\n`);
  });

  it('takes over the lock of a process that died', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(lockFileOf(dataDir), `${dead}\n`);
    expect(await embeddedDatabaseHolder(dataDir)).toBeNull();
    const release = await lockEmbeddedDatabase(dataDir);
    expect(await readFile(lockFileOf(dataDir), 'utf8')).toBe(`${process.pid}\n`);
    await release();
  });
});
