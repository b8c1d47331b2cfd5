import { availableParallelism, totalmem } from 'node:os';
import {
  MessageChannel,
  type MessagePort,
  receiveMessageOnPort,
  Worker,
} from 'node:worker_threads';
import type { CodeLanguage } from '@academy/contracts';
import type { SandboxLimits, WorkerJob, WorkerMessage, WorkerOutcome } from './protocol.js';

/*
 * The worker threads that run students' code (ARCHITECTURE.md, "Code exercises: the
 * sandbox"): a fixed number of workers, a bounded queue, a watchdog per test that stops a
 * worker that overstays and starts another in its place. Nothing here runs student code:
 * the API's event loop only passes messages.
 */

/** The pool is full: a route answers 503 with `Retry-After: retryAfterSeconds`. */
export class CodeRunnerBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`The code runner is busy: try again in ${retryAfterSeconds} s.`);
    this.name = 'CodeRunnerBusyError';
  }
}

/**
 * What one worker may hold at most, warm with all three engines (measured, ARCHITECTURE.md):
 * about 0.4 GiB; a budget of 0.75 GiB leaves room for a run's own growth up to the limits.
 */
export const WORKER_MEMORY_BUDGET_BYTES = 768 * 2 ** 20;

/**
 * Workers for a machine: one per core but one (the API keeps a core), and no more than a
 * quarter of the memory allows at WORKER_MEMORY_BUDGET_BYTES each; at least one, at most 8.
 */
export function defaultPoolSize(cores = availableParallelism(), memoryBytes = totalmem()): number {
  const byCores = cores - 1;
  const byMemory = Math.floor((memoryBytes * 0.25) / WORKER_MEMORY_BUDGET_BYTES);
  return Math.max(1, Math.min(8, byCores, byMemory));
}

export const defaultLimits: SandboxLimits = {
  memoryBytes: 256 * 2 ** 20,
  stackBytes: 1 * 2 ** 20,
  outputBytes: 8 * 1024,
  valueBytes: 64 * 1024,
  maxRows: 1000,
};

export interface PoolOptions {
  size?: number;
  /** Submissions waiting for a worker at most; default 4 per worker. */
  queueLimit?: number;
  limits?: Partial<SandboxLimits>;
  /** How long past its limit a test may take to stop by itself before its worker is stopped. */
  graceMs?: number;
  /** Loading an engine (Pyodide's first start is seconds) may take this long. */
  startupTimeoutMs?: number;
  /** A worker whose engines hold more WebAssembly memory than this after a run is replaced. */
  recycleWasmBytes?: number;
}

interface Running {
  job: WorkerJob;
  outcomes: WorkerOutcome[];
  replace: boolean;
  timers: NodeJS.Timeout[];
  resolve: (outcomes: WorkerOutcome[]) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  /** What the worker says comes here (its own channel: see kill). */
  port: MessagePort;
  interrupt: Uint8Array;
  running: Running | null;
}

interface Waiting {
  job: WorkerJob;
  resolve: (outcomes: WorkerOutcome[]) => void;
  reject: (error: Error) => void;
}

const notRun = (message: string): WorkerOutcome => ({
  status: 'error',
  error: { kind: 'internal', name: 'NotRun', message, line: null },
  stdout: '',
  stdoutTruncated: false,
  timeMs: 0,
});

export class SandboxPool {
  readonly size: number;
  readonly limits: SandboxLimits;
  private readonly queueLimit: number;
  private readonly graceMs: number;
  private readonly startupTimeoutMs: number;
  private readonly recycleWasmBytes: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Waiting[] = [];
  private readonly assets: Record<string, Uint8Array> = {};
  private nextId = 1;
  private averageJobMs = 2000;
  private closed = false;
  /** Workers stopped for overstaying or dying, since the pool started (for tests and metrics). */
  replaced = 0;

  constructor(options: PoolOptions = {}) {
    this.size = options.size ?? defaultPoolSize();
    this.limits = { ...defaultLimits, ...options.limits };
    this.queueLimit = options.queueLimit ?? this.size * 4;
    this.graceMs = options.graceMs ?? 1000;
    this.startupTimeoutMs = options.startupTimeoutMs ?? 60_000;
    this.recycleWasmBytes = options.recycleWasmBytes ?? 2 * this.limits.memoryBytes;
  }

  /**
   * Runs a job's tests; the outcomes in the job's order. The workers start at the first job:
   * an API that never grades (or a test's app) starts no thread (ARCHITECTURE.md, "Code
   * exercises: the sandbox").
   */
  run(job: Omit<WorkerJob, 'id'>): Promise<WorkerOutcome[]> {
    if (this.closed) return Promise.reject(new Error('The code runner is closed.'));
    while (this.slots.length < this.size) this.slots.push(this.spawn());
    const idle = this.slots.find((slot) => slot.running === null);
    if (!idle && this.queue.length >= this.queueLimit) {
      return Promise.reject(new CodeRunnerBusyError(this.retryAfterSeconds()));
    }
    return new Promise((resolve, reject) => {
      const full = { ...job, id: this.nextId++ };
      if (idle) this.start(idle, { job: full, resolve, reject });
      else this.queue.push({ job: full, resolve, reject });
    });
  }

  /** Seconds until a place in the queue is likely free: the work ahead over the workers. */
  retryAfterSeconds(): number {
    const ahead = this.queue.length + this.size;
    return Math.max(1, Math.ceil((ahead * this.averageJobMs) / this.size / 1000));
  }

  /** Submissions waiting for a worker now (for metrics and the bench). */
  get waiting(): number {
    return this.queue.length;
  }

  /** Worker threads now (for the tests: a stopped one is replaced at once). */
  threadIds(): number[] {
    return this.slots.map((slot) => slot.worker.threadId);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.queue.splice(0))
      waiting.reject(new Error('The code runner closed.'));
    await Promise.all(
      this.slots.map(async (slot) => {
        if (slot.running) this.finish(slot, new Error('The code runner closed.'));
        slot.port.close();
        await slot.worker.terminate();
      }),
    );
  }

  private spawn(): Slot {
    const interrupt = new Uint8Array(new SharedArrayBuffer(1));
    const channel = new MessageChannel();
    const worker = new Worker(new URL('./sandbox-worker.mjs', import.meta.url), {
      workerData: {
        limits: this.limits,
        interrupt: interrupt.buffer,
        assets: this.assets,
        port: channel.port2,
      },
      transferList: [channel.port2],
      // The thread's own JavaScript heap and stack; WebAssembly memory is capped inside it.
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      // No secret of the API's environment is in the worker's process.env.
      env: {},
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    worker.unref();
    const slot: Slot = { worker, port: channel.port1, interrupt, running: null };
    channel.port1.on('message', (message: WorkerMessage) => this.onMessage(slot, message));
    channel.port1.unref();
    worker.on('error', (error) => this.onExit(slot, error));
    worker.on('exit', () => this.onExit(slot, null));
    return slot;
  }

  private start(slot: Slot, waiting: Waiting): void {
    const running: Running = { ...waiting, outcomes: [], replace: false, timers: [] };
    slot.running = running;
    slot.interrupt[0] = 0;
    this.arm(slot, this.startupTimeoutMs, () => this.kill(slot, 'startup'));
    slot.worker.postMessage(running.job);
  }

  private arm(slot: Slot, ms: number, action: () => void): void {
    const timer = setTimeout(action, ms);
    timer.unref();
    slot.running?.timers.push(timer);
  }

  private disarm(slot: Slot): void {
    for (const timer of slot.running?.timers.splice(0) ?? []) clearTimeout(timer);
  }

  /** The watchdog of one test: an interrupt where the engine takes one, then the stop. */
  private watch(slot: Slot, language: CodeLanguage, limitMs: number): void {
    this.disarm(slot);
    if (language === 'python') {
      this.arm(slot, limitMs, () => {
        slot.interrupt[0] = 2; // SIGINT: Pyodide raises KeyboardInterrupt at its next check
      });
    }
    // QuickJS stops itself at the limit; PGlite cannot be interrupted, so it gets no grace.
    const stopAfter = language === 'sql' ? limitMs + 200 : limitMs + this.graceMs;
    this.arm(slot, stopAfter, () => this.kill(slot, 'time'));
  }

  private onMessage(slot: Slot, message: WorkerMessage): void {
    if (message.type === 'asset') {
      this.assets[message.name] = message.bytes;
      return;
    }
    const running = slot.running;
    if (message.type === 'ready' || !running || message.id !== running.job.id) return;
    switch (message.type) {
      case 'test-start':
        this.watch(slot, running.job.language, running.job.timeLimitMs);
        return;
      case 'test-done':
        this.disarm(slot);
        running.outcomes[message.index] = message.outcome;
        if (message.outcome.dirty) running.replace = true;
        this.arm(slot, this.startupTimeoutMs, () => this.kill(slot, 'startup'));
        return;
      case 'done':
        if (message.wasmBytes > this.recycleWasmBytes) running.replace = true;
        this.finish(slot, null);
        return;
      case 'failed':
        running.replace = true;
        this.finish(slot, new Error(`The code runner failed: ${message.message}`));
        return;
    }
  }

  /** Stops a worker that overstayed: the test running is over its limit, the rest not run. */
  private kill(slot: Slot, why: 'time' | 'startup'): void {
    const running = slot.running;
    if (!running) return;
    const index = running.outcomes.length;
    // A busy API may see the timer before a message the worker sent in time: read those first.
    for (let sent = receiveMessageOnPort(slot.port); sent; sent = receiveMessageOnPort(slot.port)) {
      this.onMessage(slot, sent.message as WorkerMessage);
    }
    if (slot.running !== running || running.outcomes.length !== index) return;
    running.outcomes[index] =
      why === 'time'
        ? {
            status: 'error',
            error: { kind: 'time_limit', name: 'TimeLimitExceeded', message: '', line: null },
            stdout: '',
            stdoutTruncated: false,
            timeMs: running.job.timeLimitMs,
          }
        : notRun('The sandbox did not start in time.');
    running.replace = true;
    this.finish(slot, null);
  }

  private onExit(slot: Slot, error: Error | null): void {
    if (this.closed || !this.slots.includes(slot)) return;
    const running = slot.running;
    if (running) {
      const outOfMemory =
        (error as NodeJS.ErrnoException | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
      running.outcomes[running.outcomes.length] = outOfMemory
        ? {
            status: 'error',
            error: { kind: 'memory_limit', name: 'MemoryLimitExceeded', message: '', line: null },
            stdout: '',
            stdoutTruncated: false,
            timeMs: 0,
          }
        : notRun(`The sandbox stopped: ${error?.message ?? 'it exited'}.`);
    }
    this.replace(slot);
    if (running) this.complete(running, null);
    this.dispatch();
  }

  /** Ends the slot's job: the tests not run are said so; the worker replaced if need be. */
  private finish(slot: Slot, error: Error | null): void {
    const running = slot.running;
    if (!running) return;
    this.disarm(slot);
    slot.running = null;
    if (running.replace) this.replace(slot);
    this.complete(running, error);
    this.dispatch();
  }

  private complete(running: Running, error: Error | null): void {
    for (const timer of running.timers.splice(0)) clearTimeout(timer);
    if (error) {
      running.reject(error);
      return;
    }
    const outcomes = running.job.tests.map(
      (_test, index) =>
        running.outcomes[index] ??
        notRun('Not run: an earlier test was stopped, and the sandbox with it.'),
    );
    const ms = outcomes.reduce((sum, outcome) => sum + outcome.timeMs, 0);
    this.averageJobMs = this.averageJobMs * 0.8 + ms * 0.2;
    running.resolve(outcomes);
  }

  private replace(slot: Slot): void {
    const at = this.slots.indexOf(slot);
    if (at === -1) return;
    slot.running = null;
    this.replaced++;
    const old = slot.worker;
    slot.port.close();
    old.removeAllListeners('exit');
    old.removeAllListeners('error');
    old.on('error', () => {});
    void old.terminate();
    if (!this.closed) this.slots[at] = this.spawn();
    else this.slots.splice(at, 1);
  }

  private dispatch(): void {
    while (!this.closed && this.queue.length > 0) {
      const idle = this.slots.find((slot) => slot.running === null);
      const next = idle && this.queue.shift();
      if (!idle || !next) return;
      this.start(idle, next);
    }
  }
}
