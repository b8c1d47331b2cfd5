import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener on a notification channel tells its owner. */
export interface NotificationHandlers {
  /** A notification's payload, delivered once its transaction committed. */
  notified(payload: string): void;
  /**
   * Listening began (true) or stopped (false, the connection lost). Between a stop and the
   * next start notifications are lost: whatever was derived from them must be dropped.
   */
  listening(on: boolean): void;
}

export interface NotificationListener {
  /**
   * Resolves once the notifications sent by every write this process finished before the
   * call have been handed to `notified`; rejects while not listening.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * How many statements that may change data this process has finished: the PostgreSQL
 * listener's `settle` waits for the notifications of those (client.ts counts them).
 */
export interface FinishedWrites {
  count(): number;
}

/** A statement is taken to change data unless it is a plain SELECT. */
export function mayChangeData(statement: unknown): boolean {
  const text =
    typeof statement === 'string'
      ? statement
      : typeof statement === 'object' && statement !== null && 'text' in statement
        ? String(statement.text)
        : '';
  return !/^\s*select\b/i.test(text);
}

const RECONNECT_FIRST_MS = 500;

/** The application_name of the connection listening on `channel`. */
export const listenerApplicationName = (channel: string) => `academy listen ${channel}`;
const RECONNECT_MAX_MS = 30_000;

/**
 * PGlite runs in this process and hands a transaction's notifications to the listeners before
 * its COMMIT returns: whatever has been written has been notified, so `settle` waits for
 * nothing.
 */
export async function listenOnPglite(
  client: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationListener> {
  const unlisten = await client.listen(channel, handlers.notified);
  handlers.listening(true);
  return {
    settle: () => Promise.resolve(),
    async close() {
      handlers.listening(false);
      if (!client.closed) await unlisten();
    },
  };
}

/**
 * PostgreSQL: a connection of its own, outside the pool, LISTENing on `channel`; lost, it is
 * opened again (after 0.5 s, doubling up to 30 s) and `listening` tells the owner both ways.
 *
 * A notification reaches a listening connection a moment after the writer's COMMIT returned,
 * not before. PostgreSQL signals the listening backend during the commit, and that backend
 * sends what is queued before it answers its next statement; node-postgres hands over the
 * notification before that answer. So `settle` sends one `select 1` on the listening
 * connection, once some write finished after the last such round trip began, and shares it
 * among the callers that wait for the same writes.
 */
export function listenOnPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
  writes: FinishedWrites,
  onError: (error: Error) => void,
): NotificationListener {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let attempts = 0;
  /** The writes finished when the last completed round trip was sent. */
  let settledUpTo = 0;
  /** The round trip under way, and the writes finished when it was sent. */
  let running: { upTo: number; done: Promise<void> } | null = null;
  /** The one waiting for it, for writes that finished after it was sent. */
  let following: Promise<void> | null = null;

  const roundTrip = (): Promise<void> => {
    const on = client;
    if (!on) return Promise.reject(new Error(`not listening on ${channel}`));
    const upTo = writes.count();
    const done = on.query('select 1').then(() => {
      if (upTo > settledUpTo) settledUpTo = upTo;
    });
    const current = { upTo, done };
    running = current;
    const finished = () => {
      if (running === current) running = null;
    };
    done.then(finished, finished);
    return done;
  };

  const lost = (lostClient: pg.Client, error?: Error) => {
    // A connection still connecting reports its failure below, in `connect`.
    if (client !== lostClient) return;
    if (error) onError(error);
    client = null;
    running = null;
    following = null;
    handlers.listening(false);
    lostClient.end().catch(() => undefined);
    reconnectLater();
  };

  const reconnectLater = () => {
    if (closed || retry) return;
    const delay = Math.min(RECONNECT_FIRST_MS * 2 ** attempts, RECONNECT_MAX_MS);
    attempts += 1;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, delay);
    retry.unref();
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 10_000,
      // How an operator (or a test) finds this connection in pg_stat_activity.
      application_name: listenerApplicationName(channel),
    });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notified(message.payload ?? '');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.removeAllListeners('end');
      next.end().catch(() => undefined);
      onError(error as Error);
      reconnectLater();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    attempts = 0;
    // Whatever was written before LISTEN took effect, a read from now on sees in the tables.
    settledUpTo = writes.count();
    client = next;
    handlers.listening(true);
  };

  void connect();

  return {
    settle() {
      const target = writes.count();
      if (settledUpTo >= target) return Promise.resolve();
      if (!client) return Promise.reject(new Error(`not listening on ${channel}`));
      if (!running) return roundTrip();
      if (running.upTo >= target) return running.done;
      // The round trip under way was sent before these writes finished: one more after it,
      // shared by everyone who waits meanwhile (a connection runs one statement at a time).
      following ??= running.done
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          following = null;
          return roundTrip();
        });
      return following;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      const open = client;
      client = null;
      handlers.listening(false);
      if (open) {
        open.removeAllListeners('end');
        await open.end().catch(() => undefined);
      }
    },
  };
}
