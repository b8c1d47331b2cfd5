/**
 * `npm run bench`: starts the production build on a free port with a fresh embedded database,
 * then measures, within this one run:
 *  - the JavaScript the landing page downloads (gzip, as served) against its 150 KB budget;
 *  - API throughput of a database-backed call against a call that touches no database;
 *  - API throughput of an authenticated read (the token verified, the user and the session
 *    looked up, then the read) against the database-backed call;
 *  - API throughput of the learning area's reads, GET directions (every enrolled direction's
 *    subjects with the student's progress) and GET subject/{id} (the largest of the demo
 *    student's subjects, every item with its state), against the authenticated read: what the
 *    content and progress cost on top of authentication.
 * Results are ratios measured side by side, so a noisy machine shifts both sides alike.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const HOME_JS_BUDGET_KB = 150;
/** The demo student the server seeds into a fresh database (apps/api/src/db/seed.ts). */
const DEMO_STUDENT = { email: 'student@academy.test', password: 'Student#2026' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

async function homeJavaScriptKb(base: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
      }
    });
    await page.goto(`${base}/home`, { waitUntil: 'networkidle' });
    const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    return bytes / 1024;
  } finally {
    await browser.close();
  }
}

async function requestsPerSecond(
  url: string,
  seconds: number,
  options: { headers?: Record<string, string>; expectOk?: boolean } = {},
): Promise<number> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    headers: options.headers ?? {},
  });
  // A refused call (an expired or rejected token) would be measured as a fast one.
  if (options.expectOk && result.non2xx > 0) {
    throw new Error(`${url}: ${result.non2xx} of ${result.requests.total} answers were not 2xx`);
  }
  return result.requests.average;
}

/** The demo student's access token (15 minutes: longer than the measurements take). */
async function demoStudentAuthorization(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_STUDENT),
  });
  if (!response.ok) throw new Error(`demo student login failed: ${response.status}`);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

interface LearningDirection {
  subjects: {
    id: number;
    totalLectureCount: number;
    totalTaskCount: number;
    totalMiniProjectCount: number;
  }[];
}

/** The subject with the most lectures, tests and mini projects. */
function largestSubject(directions: LearningDirection[]): { id: number; items: number } {
  const subjects = directions.flatMap((direction) =>
    direction.subjects.map((subject) => ({
      id: subject.id,
      items: subject.totalLectureCount + subject.totalTaskCount + subject.totalMiniProjectCount,
    })),
  );
  const largest = subjects.sort((a, b) => b.items - a.items)[0];
  if (!largest) throw new Error('the demo student is enrolled in no subject');
  return largest;
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'academy-bench-'));
// Always the embedded database: the figures compare calls within this run, not servers.
// Rate limits scaled out of the way: the load comes from one address.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // The load comes from one address: rate limits scaled out of the way.
  RATE_LIMIT_SCALE: '100000',
};
delete env.DATABASE_URL;
const server = spawn('node', [join(root, 'scripts/start.mjs')], {
  cwd: root,
  env,
  stdio: 'inherit',
});

try {
  await waitForHealth(base, server);

  const homeKb = await homeJavaScriptKb(base);
  console.log(
    `landing page JavaScript: ${homeKb.toFixed(1)} KB gzip; budget ${HOME_JS_BUDGET_KB} KB; ratio ${(homeKb / HOME_JS_BUDGET_KB).toFixed(2)} (≤ 1.00 passes)`,
  );

  // Warm up, then measure both calls back to back.
  await requestsPerSecond(`${base}/v1/health`, 2);
  const withDatabase = await requestsPerSecond(`${base}/v1/health`, 5);
  const withoutDatabase = await requestsPerSecond(`${base}/v1/no-such-route`, 5);
  console.log(
    `API: health (database round trip) ${withDatabase.toFixed(0)} req/s; not-found (no database) ${withoutDatabase.toFixed(0)} req/s; ratio ${(withDatabase / withoutDatabase).toFixed(2)}`,
  );

  // The price of authentication: every call reads the user and whether its session lives.
  const authorized = { headers: await demoStudentAuthorization(base), expectOk: true };
  await requestsPerSecond(`${base}/v1/students`, 2, authorized);
  const health = await requestsPerSecond(`${base}/v1/health`, 5, { expectOk: true });
  const authenticatedRead = await requestsPerSecond(`${base}/v1/students`, 5, authorized);
  console.log(
    `API: authenticated read GET /v1/students ${authenticatedRead.toFixed(0)} req/s; health ${health.toFixed(0)} req/s; ratio ${(authenticatedRead / health).toFixed(2)}`,
  );

  // The learning reads, each a fixed number of statements (ARCHITECTURE.md, "Learning").
  const directions = (await (
    await fetch(`${base}/v1/directions`, { headers: authorized.headers })
  ).json()) as LearningDirection[];
  const largest = largestSubject(directions);
  await requestsPerSecond(`${base}/v1/directions`, 2, authorized);
  const studentRead = await requestsPerSecond(`${base}/v1/students`, 5, authorized);
  const directionsRead = await requestsPerSecond(`${base}/v1/directions`, 5, authorized);
  const subjectRead = await requestsPerSecond(`${base}/v1/subject/${largest.id}`, 5, authorized);
  const subjectCount = directions.reduce((sum, direction) => sum + direction.subjects.length, 0);
  console.log(
    `API: GET /v1/directions (${directions.length} directions, ${subjectCount} subjects) ${directionsRead.toFixed(0)} req/s; authenticated read ${studentRead.toFixed(0)} req/s; ratio ${(directionsRead / studentRead).toFixed(2)}`,
  );
  console.log(
    `API: GET /v1/subject/${largest.id} (${largest.items} lectures, tests and mini projects) ${subjectRead.toFixed(0)} req/s; authenticated read ${studentRead.toFixed(0)} req/s; ratio ${(subjectRead / studentRead).toFixed(2)}`,
  );
  if (homeKb > HOME_JS_BUDGET_KB) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
