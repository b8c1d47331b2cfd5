import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from './client.js';

/**
 * What a write needs to join a unit of work: its transaction. Each module builds its own
 * repository on `tx`; another module's tables are written through that module's public
 * functions, which take the scope (ARCHITECTURE.md, "A request's way through the API").
 * The demo seed and the test builders pass `{ tx }` of their own transaction.
 */
export interface TransactionScope {
  readonly tx: Executor;
}

export interface UnitOfWorkScope extends TransactionScope {
  /**
   * Runs `callback` once the transaction has committed, in the order registered: never
   * before the commit, never after a rollback. A callback that throws is logged; it neither
   * undoes the committed work nor fails the caller.
   */
  afterCommit(callback: () => unknown): void;
  /**
   * Says a mail was queued on `tx` (the mail module's `queueMail` calls it): the mail sender
   * is woken once, after the commit. A sender woken earlier would not see the message yet
   * (or, on PGlite, wait for the transaction), and one woken after a rollback would look
   * for a message that never existed.
   */
  mailQueued(): void;
  /** The app's public address (config `publicUrl`): where links in mails queued here point. */
  readonly publicUrl: string;
}

export interface UnitOfWorkOptions {
  /**
   * `asynchronous`: the commit does not wait for its record to reach the disk
   * (PostgreSQL's `synchronous_commit = off`, for this transaction only). The work is still
   * atomic and its notifications still go out if and only if it commits; what a crash of
   * the database server (not of the API) can lose is the last fraction of a second of such
   * commits, whole. Only for writes a student can simply make again, never for money or
   * accounts (ARCHITECTURE.md, "Speed and memory", "Student writes"). Default: `flushed`.
   */
  commit?: 'flushed' | 'asynchronous';
}

/**
 * A student's own learning write (a lecture completed, a test submitted, a mini project
 * handed in): made all day by every student, and simply made again should a crash of the
 * database server lose it, so its commit does not wait for the disk.
 */
export const STUDENT_WRITE: UnitOfWorkOptions = { commit: 'asynchronous' };

/** Runs `work` in one transaction and answers what it answers. */
export type UnitOfWork = <T>(
  work: (scope: UnitOfWorkScope) => Promise<T>,
  options?: UnitOfWorkOptions,
) => Promise<T>;

/**
 * The one way services change several rows together: one transaction, and what is to happen
 * only once it committed (waking the mail sender, above all). Works the same on PGlite and
 * PostgreSQL, as `db.transaction` does. It knows no module: each brings its repository.
 */
export function createUnitOfWork(deps: {
  db: Database;
  log: FastifyBaseLogger;
  /** Called after the commit of a unit that queued mail (once per unit). */
  wakeMailer: () => unknown;
  publicUrl: string;
}): UnitOfWork {
  const { db, log } = deps;

  return async function unitOfWork<T>(
    work: (scope: UnitOfWorkScope) => Promise<T>,
    options: UnitOfWorkOptions = {},
  ): Promise<T> {
    const callbacks: (() => unknown)[] = [];
    let open = true;
    const afterCommit = (callback: () => unknown) => {
      // A callback registered by work that outlived its unit would silently never run.
      if (!open) throw new Error('afterCommit called after its unit of work ended');
      callbacks.push(callback);
    };
    let mailWasQueued = false;
    const mailQueued = () => {
      if (mailWasQueued) return;
      mailWasQueued = true;
      afterCommit(deps.wakeMailer);
    };

    let result: T;
    try {
      result = await db.transaction(async (tx) => {
        if (options.commit === 'asynchronous') {
          await tx.execute(sql`set local synchronous_commit = off`);
        }
        return work({ tx, afterCommit, mailQueued, publicUrl: deps.publicUrl });
      });
    } finally {
      open = false;
    }

    for (const callback of callbacks) {
      try {
        await callback();
      } catch (error) {
        log.error({ err: error, event: 'unit_of_work.after_commit_failed' }, 'after-commit failed');
      }
    }
    return result;
  };
}
