import type { PassThrough } from 'node:stream';
import {
  NOTIFICATION_EVENT,
  NOTIFICATION_STREAM_HEARTBEAT_SECONDS,
  type StreamPosition,
} from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { NotificationHandlers, NotificationListener } from '../../db/notifications.js';
import {
  createNotificationsRepository,
  NOTIFICATIONS_CHANNEL,
  type Position,
  positionOf,
  positionText,
} from './repository.js';

/*
 * The live streams of this process (ARCHITECTURE.md, "Notifications"). `notify` announces its
 * recipients on the database's `notifications` channel when its transaction commits; every
 * process hears it, and each stream of a recipient reads from the table what came after the
 * last position it sent, in the order of the writing transactions ("Order"). The table is the
 * one source: an announcement carries no notification, so a stream never sends another
 * user's, and one that was missed (a stream reconnecting, the listener lost for a while) is
 * read on the next pull all the same.
 */

/** Rows read per statement while a stream catches up. */
const BATCH = 100;
/**
 * How soon a stream reads again when rows wait for an older transaction still open (a moment,
 * usually: that transaction commits or rolls back), doubling up to the longest.
 */
const HELD_BACK_RETRY_MS = 50;
const HELD_BACK_LONGEST_MS = 2_000;
const EVERYONE = '*';

interface OpenStream {
  userId: number;
  pull(): void;
  heartbeat(): void;
  /** Runs the request's authentication again; the stream ends when it fails. */
  recheck(): void;
  end(): void;
}

export interface NotificationStreams {
  /**
   * Sends the user's notifications after `lastEventId` (none: from now on) to `output`, as
   * Server-Sent Events, until `end`; `check` (the request's authentication, again) runs
   * before anything read is sent, at each heartbeat and when the user's access state
   * changes (`accessChanged`), and ends the stream when it throws: the session ended, the
   * user blocked, the token expired. Opened while the app closes, the stream ends at once.
   */
  open(input: {
    userId: number;
    lastEventId: StreamPosition | undefined;
    output: PassThrough;
    check: () => Promise<void>;
  }): Promise<OpenStream>;
  /** What the database's listener hands over (`app.keepNotified`). */
  handlers: NotificationHandlers;
  /**
   * The user's access state changed (`app.watchAccessState`; null: anyone's may have): their
   * streams run their check again, so a logout or a block ends them at once.
   */
  accessChanged(userId: number | null): void;
  attach(listener: NotificationListener): void;
  /** Streams open now. */
  size(): number;
  /** Ends every stream (the app is closing). */
  endAll(): void;
}

export function createNotificationStreams(deps: {
  db: Database;
  log: FastifyBaseLogger;
}): NotificationStreams {
  const repository = createNotificationsRepository(deps.db);
  const byUser = new Map<number, Set<OpenStream>>();
  /** Set by `endAll`: the app is closing, and a stream still being opened ends at once. */
  let closing = false;

  const each = (visit: (stream: OpenStream) => void) => {
    for (const streams of byUser.values()) for (const stream of streams) visit(stream);
  };

  const heartbeat = setInterval(
    () => each((stream) => stream.heartbeat()),
    NOTIFICATION_STREAM_HEARTBEAT_SECONDS * 1000,
  );
  heartbeat.unref();

  async function open({
    userId,
    lastEventId,
    output,
    check,
  }: Parameters<NotificationStreams['open']>[0]): Promise<OpenStream> {
    let last: Position =
      lastEventId === undefined ? await repository.now() : positionOf(lastEventId);
    let ended = false;
    let running: Promise<void> | null = null;
    let again = false;
    let retryMs = HELD_BACK_RETRY_MS;
    let retry: NodeJS.Timeout | null = null;
    let checking = false;
    let checkAgain = false;

    const write = (text: string) => {
      if (!ended) output.write(text);
    };

    /** The request's authentication, again: false (and the stream ended) when it fails. */
    const stillAllowed = async () => {
      try {
        await check();
        return true;
      } catch {
        stream.end();
        return false;
      }
    };

    const drain = async () => {
      do {
        again = false;
        let heldBack = false;
        for (let full = true; full && !ended; ) {
          const read = await repository.since(userId, last, BATCH);
          // Nothing is sent once the session has ended, even before its announcement ended
          // the stream: rows committed after a logout find it ended here.
          if (read.rows.length > 0 && !(await stillAllowed())) return;
          for (const { item, position } of read.rows) {
            const id = positionText(position);
            write(`id: ${id}\nevent: ${NOTIFICATION_EVENT}\ndata: ${JSON.stringify(item)}\n\n`);
            last = position;
          }
          heldBack = read.heldBack;
          full = read.rows.length === BATCH;
        }
        // What waits for an older transaction is read again shortly: its commit announces
        // nothing more (the announcement may have come and gone), so the stream asks again.
        if (heldBack && !ended && retry === null) {
          retry = setTimeout(() => {
            retry = null;
            stream.pull();
          }, retryMs);
          retry.unref();
          retryMs = Math.min(retryMs * 2, HELD_BACK_LONGEST_MS);
        } else if (!heldBack) {
          retryMs = HELD_BACK_RETRY_MS;
        }
      } while (again && !ended);
    };

    const stream: OpenStream = {
      userId,
      pull() {
        if (ended) return;
        if (running) {
          again = true;
          return;
        }
        running = drain()
          .catch((error: unknown) =>
            deps.log.warn({ err: error, event: 'notifications.stream_read_failed', userId }),
          )
          .finally(() => {
            running = null;
          });
      },
      heartbeat() {
        write(': keep-alive\n\n');
        stream.recheck();
      },
      recheck() {
        if (ended) return;
        if (checking) {
          checkAgain = true;
          return;
        }
        checking = true;
        void stillAllowed().finally(() => {
          checking = false;
          if (checkAgain) {
            checkAgain = false;
            stream.recheck();
          }
        });
      },
      end() {
        if (ended) return;
        ended = true;
        if (retry) clearTimeout(retry);
        byUser.get(userId)?.delete(stream);
        if (byUser.get(userId)?.size === 0) byUser.delete(userId);
        output.end();
      },
    };

    if (closing) {
      // The app began closing while this one was being opened: endAll has run already.
      stream.end();
      return stream;
    }
    const streams = byUser.get(userId) ?? new Set<OpenStream>();
    streams.add(stream);
    byUser.set(userId, streams);
    // The retry delay for the browser's reconnection, then whatever came after Last-Event-ID.
    write('retry: 3000\n\n');
    stream.pull();
    return stream;
  }

  return {
    open,
    handlers: {
      notified(payload) {
        if (payload === EVERYONE) {
          each((stream) => stream.pull());
          return;
        }
        for (const id of payload.split(',')) {
          for (const stream of byUser.get(Number(id)) ?? []) stream.pull();
        }
      },
      // Back to listening after a loss: what was announced meanwhile is read now.
      listening(on) {
        if (on) each((stream) => stream.pull());
      },
    },
    accessChanged(userId) {
      if (userId === null) each((stream) => stream.recheck());
      else for (const stream of byUser.get(userId) ?? []) stream.recheck();
    },
    attach: () => undefined,
    size: () => {
      let count = 0;
      each(() => {
        count += 1;
      });
      return count;
    },
    endAll() {
      closing = true;
      clearInterval(heartbeat);
      each((stream) => stream.end());
    },
  };
}

export { NOTIFICATIONS_CHANNEL };
