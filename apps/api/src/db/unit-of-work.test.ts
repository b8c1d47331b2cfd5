import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queueMail } from '../modules/mail/index.js';
import { createUsersRepository, insertApplicant } from '../modules/users/index.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import type { Executor } from './client.js';
import { mailOutbox, users } from './schema/index.js';

/*
 * The unit of work on the real database (PGlite, or PostgreSQL with DATABASE_URL). "Seen
 * from outside" reads through app.db, not the unit's transaction: on PostgreSQL another
 * pooled connection, which sees only committed rows; on PGlite a query that waits for the
 * transaction to end, so a callback run inside it would never see its answer.
 */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await t.close();
});

let counter = 0;
function newApplicant() {
  counter += 1;
  return {
    email: `unit-${randomBytes(4).toString('hex')}@academy.test`,
    phone: `+3749955${String(counter).padStart(4, '0')}`,
    fullName: 'Unit Of Work',
    language: 'en' as const,
  };
}

/** Whether the user is visible outside the unit's transaction. */
async function seenFromOutside(email: string): Promise<boolean> {
  const rows = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return rows.length === 1;
}

const mail = (to: string) => ({
  to,
  subject: 'Hello',
  html: '<p>Hi</p>',
  text: 'Hi',
  attachments: [],
});

class Refused extends Error {}

describe('unitOfWork', () => {
  it('runs after-commit callbacks once the work is committed, in order', async () => {
    const applicant = newApplicant();
    const events: string[] = [];
    const answer = await t.app.unitOfWork(async ({ tx, afterCommit }) => {
      afterCommit(async () => {
        events.push(`first, committed: ${await seenFromOutside(applicant.email)}`);
      });
      const id = await createUsersRepository(tx).insertApplicant(applicant);
      afterCommit(() => events.push('second'));
      events.push('work done');
      return id;
    });
    expect(events).toEqual(['work done', 'first, committed: true', 'second']);
    expect(typeof answer).toBe('number');
  });

  it('never runs them when the work fails, and keeps nothing of it', async () => {
    const applicant = newApplicant();
    const callback = vi.fn();
    const failing = t.app.unitOfWork(async ({ tx, afterCommit }) => {
      afterCommit(callback);
      await createUsersRepository(tx).insertApplicant(applicant);
      throw new Refused('no');
    });
    await expect(failing).rejects.toBeInstanceOf(Refused);
    expect(callback).not.toHaveBeenCalled();
    expect(await seenFromOutside(applicant.email)).toBe(false);
  });

  it('never runs them when a statement of the work fails', async () => {
    const applicant = newApplicant();
    const callback = vi.fn();
    // The same e-mail again: the unique index refuses it, the database rolls back.
    const failing = t.app.unitOfWork(async ({ tx, afterCommit }) => {
      await createUsersRepository(tx).insertApplicant(applicant);
      afterCommit(callback);
      await createUsersRepository(tx).insertApplicant({ ...applicant, phone: '+37499559999' });
    });
    await expect(failing).rejects.toThrow();
    expect(callback).not.toHaveBeenCalled();
    expect(await seenFromOutside(applicant.email)).toBe(false);
  });

  it('logs a throwing callback without failing the caller; later callbacks still run', async () => {
    const applicant = newApplicant();
    const later = vi.fn();
    const answer = await t.app.unitOfWork(async ({ tx, afterCommit }) => {
      afterCommit(() => {
        throw new Error('callback broke');
      });
      afterCommit(async () => {
        throw new Error('async callback broke');
      });
      afterCommit(later);
      return createUsersRepository(tx).insertApplicant(applicant);
    });
    expect(typeof answer).toBe('number');
    expect(later).toHaveBeenCalledOnce();
    expect(await seenFromOutside(applicant.email)).toBe(true);
    const logged = t.logs.filter((line) => line.event === 'unit_of_work.after_commit_failed');
    expect(logged.map((line) => (line.err as { message: string }).message)).toEqual([
      'callback broke',
      'async callback broke',
    ]);
  });

  it('refuses afterCommit once the unit has ended', async () => {
    let escaped: ((callback: () => void) => void) | undefined;
    await t.app.unitOfWork(async ({ afterCommit }) => {
      escaped = afterCommit;
    });
    expect(() => escaped?.(() => {})).toThrow(/after its unit of work ended/);
  });

  it('gives the work its transaction, which every repository built on it shares', async () => {
    const applicant = newApplicant();
    await t.app.unitOfWork(async ({ tx }) => {
      await insertApplicant({ tx }, applicant);
      // The same transaction: its own uncommitted row is visible through another repository.
      expect(await createUsersRepository(tx).emailTaken(applicant.email)).toBe(true);
    });
    expect(await seenFromOutside(applicant.email)).toBe(true);
  });
});

async function queuedTo(to: string) {
  return t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

describe('queuing mail through a unit of work', () => {
  it('wakes the mail sender once, after the commit', async () => {
    const to = `woken-${randomBytes(4).toString('hex')}@academy.test`;
    // What a woken sender would find: the messages, committed (it claims them from outside).
    const found: number[] = [];
    const wake = t.app.mailer.wake;
    const spy = vi.spyOn(t.app.mailer, 'wake').mockImplementation(async () => {
      found.push((await queuedTo(to)).length);
      wake();
    });
    await t.app.unitOfWork(async (scope) => {
      await queueMail(scope, mail(to), new Date());
      await queueMail(scope, mail(to), new Date());
    });
    expect(spy).toHaveBeenCalledOnce();
    expect(found).toEqual([2]);
  });

  it('wakes nothing when the unit rolls back, and nothing when no mail was queued', async () => {
    const wake = vi.spyOn(t.app.mailer, 'wake');
    const to = `rolled-back-${randomBytes(4).toString('hex')}@academy.test`;
    const failing = t.app.unitOfWork(async (scope) => {
      await queueMail(scope, mail(to), new Date());
      throw new Refused('no');
    });
    await expect(failing).rejects.toBeInstanceOf(Refused);
    await t.app.unitOfWork(async ({ tx }) => createUsersRepository(tx).emailTaken(to));
    expect(wake).not.toHaveBeenCalled();
    expect(await queuedTo(to)).toEqual([]);
  });

  it('commits without waiting for the disk only when asked, and only that transaction', async () => {
    const setting = async (tx: Executor) => {
      const [row] = await tx
        .select({ value: sql<string>`current_setting('synchronous_commit')` })
        .from(sql`(select 1) as one`);
      return row?.value;
    };
    const outside = await t.app.unitOfWork(({ tx }) => setting(tx));
    expect(outside).not.toBe('off');
    const applicant = newApplicant();
    const inside = await t.app.unitOfWork(
      async ({ tx }) => {
        await createUsersRepository(tx).insertApplicant(applicant);
        return setting(tx);
      },
      { commit: 'asynchronous' },
    );
    expect(inside).toBe('off');
    // Committed all the same, and the next transaction is back to the server's setting.
    expect(await seenFromOutside(applicant.email)).toBe(true);
    expect(await t.app.unitOfWork(({ tx }) => setting(tx))).toBe(outside);
  });
});
