import { createHash, randomUUID } from 'node:crypto';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';

/*
 * The payments a student's learning depends on. A test's retake is unlocked by a succeeded
 * payment with purpose `retake` for that user and that task: the billing tables are the one
 * source of "paid", whoever records the payment (ARCHITECTURE.md, "Learning").
 */

/**
 * `exists` condition: the user has a succeeded retake payment for the task in
 * `taskIdColumn`. Task queries put it in their own statement, so `retakePaid` costs no
 * extra query.
 */
export function retakePaidFor(userId: number, taskIdColumn: PgColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${payments} where ${payments.userId} = ${userId} and ${payments.taskId} = ${taskIdColumn} and ${payments.purpose} = 'retake' and ${payments.status} = 'succeeded')`;
}

/** The request a retake payment stands for, hashed as payments keep requests. */
function retakeRequestHash(taskId: number): string {
  return createHash('sha256')
    .update(JSON.stringify({ purpose: 'retake', taskId }))
    .digest('hex');
}

export function createBillingRepository(db: Executor) {
  return {
    /** Whether the user has paid for the retake of the task. */
    async hasPaidRetake(userId: number, taskId: number): Promise<boolean> {
      const rows = await db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.taskId, taskId),
            eq(payments.purpose, 'retake'),
            eq(payments.status, 'succeeded'),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Records a succeeded retake payment at RETAKE_PRICE under a fresh idempotency key;
     * answers its id. Until the app takes payments itself, tests and the development test
     * hook (modules/test-hooks) unlock retakes with it.
     */
    async recordPaidRetake(userId: number, taskId: number): Promise<number> {
      const [row] = await db
        .insert(payments)
        .values({
          userId,
          idempotencyKey: `retake-${randomUUID()}`,
          requestHash: retakeRequestHash(taskId),
          status: 'succeeded',
          purpose: 'retake',
          amount: 1500,
          currency: 'USD',
          description: 'Test retake',
          provider: 'test-hook',
          paidAt: new Date(),
          taskId,
        })
        .returning({ id: payments.id });
      if (!row) throw new Error('Payment insert returned no row');
      return row.id;
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
