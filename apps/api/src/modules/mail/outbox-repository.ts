import type { Language } from '@academy/contracts';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type MailAttachment, mailOutbox } from '../../db/schema/index.js';

/** Whom a mail about their account goes to, and in which language. */
export interface MailRecipient {
  id: number;
  email: string;
  fullName: string;
  language: Language;
}

/** A rendered message, ready to queue. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

export type OutboxRecord = typeof mailOutbox.$inferSelect;

/** Mails not sent yet, by whether an attempt to send them has failed. */
export interface OutboxBacklog {
  /** Waiting for their first attempt (or in it). */
  queued: number;
  /** Waiting for a retry after a failed attempt (or in it). */
  retrying: number;
}

/** States a message can be picked up in: waiting, or claimed by a sender whose lease ran out. */
const claimable = ['pending', 'sending'] as const;

export function createOutboxRepository(db: Executor) {
  return {
    /** Queues a message; run it in the transaction of the change that causes it. */
    async enqueue(mail: OutgoingMail, now: Date): Promise<number> {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...mail, nextAttemptAt: now })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('Outbox insert returned no row');
      return row.id;
    },

    /**
     * Claims up to `limit` messages that are due, in one statement: the rows are locked with
     * SKIP LOCKED, so senders in other processes claim other rows, and each claim is a lease
     * (next_attempt_at moves to `leaseUntil`). A sender that dies mid-send leaves its
     * messages claimable again once the lease runs out, so nothing is lost.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRecord[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.status, claimable), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(mailOutbox)
        .set({ status: 'sending', nextAttemptAt: leaseUntil })
        .where(inArray(mailOutbox.id, due))
        .returning();
      return rows.sort((a, b) => a.id - b.id);
    },

    async markSent(id: number, now: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: now, lastError: null })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
    },

    /**
     * Gives claimed messages back unsent, due at once and with no attempt counted: a sender
     * that stops hands back what it will not send, for any process to take.
     */
    async release(ids: readonly number[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(mailOutbox)
        .set({ status: 'pending', nextAttemptAt: now })
        .where(and(inArray(mailOutbox.id, [...ids]), eq(mailOutbox.status, 'sending')));
    },

    /** Back to waiting, one attempt more, retried from `nextAttemptAt`. */
    async markFailed(id: number, error: string, nextAttemptAt: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          status: 'pending',
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: error,
          nextAttemptAt,
        })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
    },

    /**
     * The mails not sent yet, counted in one statement over the rows the status index
     * finds (sent mails, nearly all of the table, are not read): the metrics' outbox depth.
     */
    async backlog(): Promise<OutboxBacklog> {
      const [row] = await db
        .select({
          queued: sql<number>`count(*) filter (where ${mailOutbox.attempts} = 0)::int`,
          retrying: sql<number>`count(*) filter (where ${mailOutbox.attempts} > 0)::int`,
        })
        .from(mailOutbox)
        .where(inArray(mailOutbox.status, claimable));
      return { queued: row?.queued ?? 0, retrying: row?.retrying ?? 0 };
    },

    /** The newest messages first (development mailbox). */
    async recent(limit: number): Promise<OutboxRecord[]> {
      return db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(limit);
    },

    async findById(id: number): Promise<OutboxRecord | null> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row ?? null;
    },
  };
}
