#!/usr/bin/env node
// The server the journeys run against: `npm start` on a fresh data folder with demo data.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const e2e = join(dirname(fileURLToPath(import.meta.url)), '..');
// The config names a folder per port (playwright.config.ts, `dataDir`).
const dataDir = process.env.E2E_DATA_DIR ?? join(e2e, '.data', 'default');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO = 'true';
// The journeys type into checked fields from one address many times a minute.
process.env.RATE_LIMIT_SCALE = '100';
// Always the embedded database, so a run never depends on (or dirties) an outside server.
delete process.env.DATABASE_URL;
await import('../../scripts/start.mjs');
