import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

/** The server's entry, run from its TypeScript source (no build needed). */
const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));
const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface LogLine {
  /** When the test read it. */
  at: number;
  text: string;
  /** The parsed JSON record (LOG_FORMAT=json), or null for anything else. */
  record: Record<string, unknown> | null;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

/**
 * What every server process a test starts shares: its own data folder and web build, a
 * system-chosen loopback port, JSON logs, no demo seed or dev mailbox; `overrides` adds the
 * database, mail and limits the test needs, or replaces any of these.
 */
export function serverEnv(
  folders: { dataDir: string; webDist: string },
  overrides: Record<string, string>,
): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    TMPDIR: tmpdir(),
    DATA_DIR: folders.dataDir,
    WEB_DIST: folders.webDist,
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://academy.test',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    DEV_MAILBOX: 'false',
    ...overrides,
  };
}

/**
 * The real server entry (`src/server.ts`, through tsx) as a child process, its output kept
 * line by line. `kill()` is safe to call at any time, also after it exited.
 */
export class ServerProcess {
  readonly lines: LogLine[] = [];
  readonly exited: Promise<Exit>;
  private readonly child: ChildProcess;
  private exit: Exit | null = null;

  constructor(env: Record<string, string>) {
    this.child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      cwd: apiRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [this.child.stdout, this.child.stderr]) {
      let rest = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop() ?? '';
        for (const text of parts) this.lines.push({ at: Date.now(), text, record: parse(text) });
      });
    }
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        this.exit = { code, signal, at: Date.now() };
        resolve(this.exit);
      });
    });
  }

  /** Waits for a log line that `match` accepts, failing when the process exits first. */
  async waitForLine(match: (line: LogLine) => boolean, timeoutMs: number): Promise<LogLine> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const line = this.lines.find(match);
      if (line) return line;
      if (this.exit) throw new Error(`server exited (${this.exit.code}):\n${this.output()}`);
      if (Date.now() > deadline) throw new Error(`no such log line in time:\n${this.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Waits until the server listens; answers its port. */
  async listening(timeoutMs: number): Promise<number> {
    const line = await this.waitForLine(
      (entry) => /Server listening at http:\/\/127\.0\.0\.1:\d+/.test(entry.text),
      timeoutMs,
    );
    return Number(/127\.0\.0\.1:(\d+)/.exec(line.text)?.[1]);
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  /** Ends the process if it still runs (a failed test must not leave it behind). */
  async kill(): Promise<void> {
    if (this.exit) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }

  output(): string {
    return this.lines.map((line) => line.text).join('\n');
  }
}

function parse(text: string): Record<string, unknown> | null {
  if (!text.startsWith('{')) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** A status code, or the error code of a request that got no answer. */
export type Outcome = number | string;

/**
 * One request on a connection of its own (no keep-alive), bounded by `timeoutMs`, with
 * `headers` besides the JSON body's own.
 */
export function httpRequest(
  port: number,
  method: string,
  path: string,
  body?: unknown,
  timeoutMs = 15_000,
  headers: Record<string, string> = {},
): Promise<{ outcome: Outcome; body: string }> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        timeout: timeoutMs,
        headers: {
          ...headers,
          connection: 'close',
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ outcome: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ outcome: error.code ?? error.message, body: '' }),
        );
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ outcome: error.code ?? error.message, body: '' }),
    );
    req.end(payload);
  });
}
