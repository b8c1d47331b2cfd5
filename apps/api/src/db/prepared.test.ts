import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsersRepository } from '../modules/users/index.js';
import { buildTestApp, type TestApp } from '../test/app.js';
import type { Executor } from './client.js';
import { preparedStatement } from './prepared.js';
import { users } from './schema/index.js';

/*
 * Prepared statements inside transactions, on the real database (PGlite, or PostgreSQL with
 * DATABASE_URL). On PostgreSQL a transaction uses the statements of the pooled connection it
 * runs on, so they are built once per connection, not once per transaction, and still run
 * inside the transaction: they see its own writes and vanish with its rollback.
 */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

let builds = 0;
const userByEmail = preparedStatement('test_prepared_user_by_email', (db: Executor, name) => {
  builds += 1;
  return db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .prepare(name);
});

const newApplicant = () => ({
  email: `prepared-${randomBytes(4).toString('hex')}@academy.test`,
  phone: `+3749966${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
  fullName: 'Prepared Statement',
  language: 'en' as const,
});

class Undo extends Error {}

describe('a prepared statement in a transaction', () => {
  it('sees the transaction’s own rows, and nothing of them after a rollback', async () => {
    const applicant = newApplicant();
    let seenInside: unknown[] = [];
    await expect(
      t.app.db.transaction(async (tx) => {
        await createUsersRepository(tx).insertApplicant(applicant);
        seenInside = await userByEmail(tx).execute({ email: applicant.email });
        throw new Undo();
      }),
    ).rejects.toBeInstanceOf(Undo);
    expect(seenInside).toHaveLength(1);
    expect(await userByEmail(t.app.db).execute({ email: applicant.email })).toHaveLength(0);
  });

  it('is built once per pooled connection on PostgreSQL, not once per transaction', async () => {
    const pool = t.app.databasePool;
    builds = 0;
    const applicant = newApplicant();
    await t.app.db.transaction((tx) => createUsersRepository(tx).insertApplicant(applicant));
    for (let round = 0; round < 20; round += 1) {
      const rows = await t.app.db.transaction((tx) =>
        userByEmail(tx).execute({ email: applicant.email }),
      );
      expect(rows).toHaveLength(1);
    }
    if (pool) {
      // At most one build per pooled connection (a connection that ran the first test's
      // transaction has it already), never one per transaction.
      expect(pool.totalCount).toBeLessThan(20);
      expect(builds).toBeLessThanOrEqual(pool.totalCount);
    } else {
      // PGlite: one connection, whose statements a transaction must not borrow (it would
      // wait for itself), so each transaction builds its own.
      expect(builds).toBe(20);
    }
  });
});
