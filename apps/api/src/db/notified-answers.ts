import type { z } from 'zod';
import type { Clock } from '../lib/clock.js';
import { type JsonWithEtag, serialisedWithEtag } from '../lib/etag.js';
import type { SerialisedJson } from '../lib/serialised-json.js';
import { declaredNameOf, type KeptReads } from './kept-tables.js';
import { createNotifiedCache, type NotifiedCache } from './notified-cache.js';

/**
 * How long an answer is used at most: a bound on any staleness the notifications could miss
 * (none is known), not what keeps the copies right.
 */
const MAX_ANSWER_AGE_MS = 10 * 60_000;

/** An answer as it is kept: its JSON text and ETag. */
export type NotifiedAnswer<T> = JsonWithEtag<T>;

/** What a read builds: the answer, and until when the time alone leaves it as it is. */
export interface FreshAnswer<T> {
  body: T;
  /**
   * The first instant (epoch ms) at which the passing of time alone changes the answer, or
   * would make reading it again write something; without it, only a change in the tables does.
   */
  until?: number;
}

interface Copy extends NotifiedAnswer<unknown> {
  /** When the read finished: at an earlier clock (tests set it back), it is read again. */
  readAt: number;
  until: number;
}

export interface NotifiedAnswers {
  /**
   * The user's answer under `key`, serialised through `schema`: from memory while it is known
   * to be current, else what `read` builds (kept for next time). A key names one kind of
   * answer, so always one schema, and falls under a name of the cache's `reads`: an
   * undeclared key throws.
   */
  remembered<S extends z.ZodType>(
    userId: number,
    key: string,
    schema: S,
    read: () => Promise<FreshAnswer<z.output<S>>>,
  ): Promise<NotifiedAnswer<z.output<S>>>;
  /** The cache to hand the database's notifications on the answers' channel to. */
  copies: Pick<NotifiedCache<Copy>, 'handlers' | 'attach' | 'size'>;
  /** The channel the answers' changes are announced on, and the tables each answer reads. */
  reads: KeptReads;
}

/**
 * Whole answers kept in memory as JSON text while the database announces every change to
 * what they show (`createNotifiedCache`; ARCHITECTURE.md, "Answers from memory"), and while
 * the time has not changed them (`FreshAnswer.until`). Errors are not kept: a read that
 * throws throws each time.
 */
export function createNotifiedAnswers(options: {
  now: Clock;
  /** At most this many characters of JSON are kept; least recently used go first. */
  maxChars: number;
  /**
   * The tables each kept answer reads, by key or key prefix (kept-tables.ts): the triggers
   * that announce their changes are checked against it (kept-tables.test.ts).
   */
  reads: KeptReads;
}): NotifiedAnswers {
  const { now, reads } = options;
  const copies = createNotifiedCache<Copy>({
    maxSize: options.maxChars,
    sizeOf: (copy) => copy.json.text.length,
    maxAgeMs: MAX_ANSWER_AGE_MS,
  });
  return {
    async remembered<S extends z.ZodType>(
      userId: number,
      key: string,
      schema: S,
      read: () => Promise<FreshAnswer<z.output<S>>>,
    ) {
      if (declaredNameOf(reads, key) === null) {
        throw new Error(`Kept answer "${key}" declares no tables (on channel ${reads.channel})`);
      }
      const copy = await copies.get(
        userId,
        key,
        async () => {
          const { body, until } = await read();
          return {
            ...serialisedWithEtag(schema, body),
            readAt: now().getTime(),
            until: until ?? Number.POSITIVE_INFINITY,
          };
        },
        (kept) => {
          const at = now().getTime();
          return at >= kept.readAt && at < kept.until;
        },
      );
      // `read` never answers null, so neither does the cache; only `schema`'s answers are
      // kept under `key`.
      const { json, etag } = copy as Copy;
      return { json: json as SerialisedJson<z.output<S>>, etag };
    },
    copies,
    reads,
  };
}
