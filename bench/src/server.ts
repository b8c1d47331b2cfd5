import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

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

/** Starts `node script` with `env` on a free port and waits until `readyPath` answers 2xx. */
export async function startServer(
  script: string,
  env: NodeJS.ProcessEnv,
  readyPath: string,
): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn('node', [script], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
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
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
