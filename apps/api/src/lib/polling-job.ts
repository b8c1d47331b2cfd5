import type { FastifyBaseLogger } from 'fastify';

/** A background job that runs a pass now and then (the reminder jobs). */
export interface PollingJob {
  /** One pass now; answers what the pass counts (the reminders it sent). */
  runOnce(): Promise<number>;
  /** Polls every `intervalMs`, the first pass at once (the app does this when it listens). */
  start(): void;
  /** Stops polling and waits for a pass in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `intervalMs` once started, one pass at a time; a failed pass is logged as
 * `failedEvent` and the next one comes in its time. `stop` waits for the pass in progress,
 * so the app closes its database after it.
 */
export function createPollingJob(deps: {
  pass: () => Promise<number>;
  intervalMs: number;
  log: FastifyBaseLogger;
  failedEvent: string;
}): PollingJob {
  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<number> | null = null;

  function runOnce(): Promise<number> {
    const run = deps.pass();
    current = run;
    const clear = () => {
      if (current === run) current = null;
    };
    run.then(clear, clear);
    return run;
  }

  function schedule(delayMs: number) {
    if (!running) return;
    timer = setTimeout(() => {
      timer = null;
      runOnce()
        .catch((error: unknown) => deps.log.error({ err: error, event: deps.failedEvent }))
        .finally(() => schedule(deps.intervalMs));
    }, delayMs);
  }

  return {
    runOnce,
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await current?.catch(() => undefined);
    },
  };
}
