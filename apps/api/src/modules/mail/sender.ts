import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createOutboxRepository } from './outbox-repository.js';
import type { MailTransport } from './transport.js';

/** How often the outbox is polled (other processes' mail, retries that came due). */
export const MAIL_POLL_INTERVAL_MS = 2000;
/** Messages claimed at a time. */
const MAIL_BATCH_SIZE = 10;
/** How long a claimed message is reserved for the sender that claimed it. */
export const MAIL_CLAIM_LEASE_MS = 5 * 60_000;
/** Retry delays double from the first to the cap: 10 s, 20 s, 40 s … 10 min, then every 10 min. */
export const MAIL_RETRY_BASE_MS = 10_000;
export const MAIL_RETRY_MAX_MS = 10 * 60_000;
const LAST_ERROR_MAX_LENGTH = 500;

/** The wait before the next attempt, after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(MAIL_RETRY_MAX_MS, MAIL_RETRY_BASE_MS * 2 ** exponent);
}

export interface DrainResult {
  sent: number;
  failed: number;
}

export interface MailSender {
  /** Whether messages are delivered at all (SMTP_URL set); otherwise they stay in the outbox. */
  readonly delivers: boolean;
  /** Starts polling (the app does this when it listens). Without a transport it does nothing. */
  start(): void;
  /**
   * Stops polling and waits for the mail being sent to finish; the rest of its batch goes
   * back to the outbox unsent (any process sends it), so stopping waits for one mail at most.
   */
  stop(): Promise<void>;
  /** A message was queued: poll now rather than at the next interval. */
  wake(): void;
  /** Sends everything that is due now, once; runs after any pass already in progress. */
  drain(): Promise<DrainResult>;
}

/**
 * The background sender of the outbox. Each pass claims due messages (safely across
 * processes, see claimDue), sends them one by one and records the outcome: sent, or back to
 * waiting with one attempt more, the error and a later retry time. A message is only ever
 * marked sent after the SMTP server accepted it, so none is lost; a crash between the two
 * can at worst send one twice.
 */
export function createMailSender(deps: {
  db: Database;
  transport: MailTransport | null;
  now: Clock;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
}): MailSender {
  const { transport, now, log } = deps;
  const outbox = createOutboxRepository(deps.db);
  const pollIntervalMs = deps.pollIntervalMs ?? MAIL_POLL_INTERVAL_MS;

  let running = false;
  /** While stop() waits: the pass in progress ends after the mail it is sending. */
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  /** The pass in progress; passes never overlap. */
  let current: Promise<DrainResult> | null = null;
  let wokenDuringPass = false;

  async function sendDue(activeTransport: MailTransport): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, failed: 0 };
    for (;;) {
      const claimedAt = now();
      const batch = await outbox.claimDue(
        claimedAt,
        new Date(claimedAt.getTime() + MAIL_CLAIM_LEASE_MS),
        MAIL_BATCH_SIZE,
      );
      for (const [index, mail] of batch.entries()) {
        if (stopping) {
          await outbox.release(
            batch.slice(index).map((unsent) => unsent.id),
            now(),
          );
          return result;
        }
        try {
          await activeTransport.send(mail);
          await outbox.markSent(mail.id, now());
          result.sent++;
          log.info({ event: 'mail.sent', mailId: mail.id, attempts: mail.attempts + 1 });
        } catch (error) {
          const attempts = mail.attempts + 1;
          const message = error instanceof Error ? error.message : String(error);
          const retryAt = new Date(now().getTime() + retryDelayMs(attempts));
          await outbox.markFailed(mail.id, message.slice(0, LAST_ERROR_MAX_LENGTH), retryAt);
          result.failed++;
          log.warn({ event: 'mail.failed', mailId: mail.id, attempts, retryAt, error: message });
        }
      }
      if (batch.length < MAIL_BATCH_SIZE || stopping) return result;
    }
  }

  function drain(): Promise<DrainResult> {
    const activeTransport = transport;
    if (!activeTransport) return Promise.resolve({ sent: 0, failed: 0 });
    const previous = current ?? Promise.resolve({ sent: 0, failed: 0 });
    const pass = previous
      .catch(() => ({ sent: 0, failed: 0 }))
      .then(() => sendDue(activeTransport));
    current = pass;
    const clear = () => {
      if (current === pass) current = null;
    };
    pass.then(clear, clear);
    return pass;
  }

  function schedule(delayMs: number) {
    if (!running) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  function tick() {
    timer = null;
    if (!running) return;
    wokenDuringPass = false;
    drain()
      .catch((error: unknown) => log.error({ err: error, event: 'mail.pass_failed' }))
      .finally(() => schedule(wokenDuringPass ? 0 : pollIntervalMs));
  }

  return {
    delivers: transport !== null,

    start() {
      if (running) return;
      if (!transport) {
        log.info('SMTP_URL is not set: nothing is sent, mail stays in the outbox');
        return;
      }
      running = true;
      schedule(0);
    },

    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      stopping = true;
      try {
        await current?.catch(() => undefined);
      } finally {
        // A later drain() (asked for explicitly) sends all that is due again.
        stopping = false;
      }
    },

    wake() {
      if (!running) return;
      if (current) {
        wokenDuringPass = true;
        return;
      }
      schedule(0);
    },

    drain,
  };
}
