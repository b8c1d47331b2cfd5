import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename, dirname, join } from 'node:path';

/** A free port on the loopback interface. */
export function freePort(): Promise<number> {
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

export interface RunningServer {
  base: string;
  child: ChildProcess;
  /** The most memory the process has held (its peak RSS), in megabytes. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

/**
 * The Node.js flags `npm start -w apps/api` runs the server with (its package.json's start
 * script: `node [flags] dist/server.js`), so that the bench measures the server as it runs.
 */
export function apiNodeFlags(apiDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(apiDir, 'package.json'), 'utf8')) as {
    scripts?: { start?: string };
  };
  const start = manifest.scripts?.start ?? '';
  const flags = /^node((?: --\S+)*) dist\/server\.js$/.exec(start)?.[1];
  if (flags === undefined) throw new Error(`unexpected start script in ${apiDir}: ${start}`);
  return flags.split(' ').filter(Boolean);
}

/**
 * Starts `node [nodeFlags] script` with `env` on a free port and waits until `readyPath`
 * answers 2xx.
 */
export async function startServer(
  script: string,
  env: NodeJS.ProcessEnv,
  readyPath: string,
  nodeFlags: string[] = [],
): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // A build running beside the bench replaces the script for a few seconds: wait it out.
  for (let waited = 0; !existsSync(script); waited += 500) {
    if (waited > 60_000) throw new Error(`${script} is missing`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // Started by its file name from its own directory, so that a `pkill -f dist/server.js` meant
  // for some other server of the API does not stop the bench's in the middle of a run.
  const child = spawn(process.execPath, [...nodeFlags, basename(script)], {
    cwd: dirname(script),
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let stopping = false;
  let spawnError: Error | null = null;
  child.once('error', (error) => {
    spawnError = error;
  });
  child.once('exit', (code, signal) => {
    // A server that dies under load would otherwise show only as refused connections.
    if (!stopping) console.error(`${script} exited on its own: code ${code}, signal ${signal}`);
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (spawnError) throw spawnError;
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${script} exited: code ${child.exitCode}, signal ${child.signalCode}`);
    }
    if (Date.now() > deadline) throw new Error(`${script} did not answer ${readyPath}`);
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    child,
    peakRssMb() {
      // Linux keeps the peak as VmHWM ("high water mark") in kB.
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
      return kb / 1024;
    },
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
