import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithAnotherConnection } from '../../test/another-connection.js';
import type { TestApp } from '../../test/app.js';
import { testClock } from '../../test/builders.js';
import { openNotificationStream } from '../../test/notification-stream.js';
import { statementRecorder } from '../../test/statements.js';
import { signedIn } from '../../test/task-requests.js';
import { notificationEvents, notify } from './index.js';
import { NOTIFICATIONS_CHANNEL } from './repository.js';

/*
 * The live stream's order on PostgreSQL (ARCHITECTURE.md, "Notifications", "Order"), where
 * transactions of several connections write at once: a notification whose transaction
 * commits after a later one's is sent all the same, and first.
 */

const clock = testClock('2026-11-21T08:00:00.000Z');
let t: TestApp;
let other: pg.Client;

beforeAll(async () => {
  ({ t, other } = await appWithAnotherConnection(statementRecorder().logger));
});

afterAll(async () => {
  await other?.query('rollback').catch(() => undefined);
  await other?.end();
  await t.close();
});

describe('the stream’s order on PostgreSQL', () => {
  it('holds a notification back until an older transaction has ended, then sends both in order', async () => {
    const lea = await signedIn(t.app);
    const stream = await openNotificationStream(t.app, lea.headers);

    // Another process's transaction takes the smaller id and stays open…
    await other.query('begin');
    const early = await other.query<{ id: number; tx_id: string }>(
      `insert into notifications (user_id, kind, params, link)
         values ($1, 'certificate_issued', '{"title":"Early"}', '/certificates')
       returning id, tx_id`,
      [lea.id],
    );
    // …while this one writes the larger id and commits first.
    await t.app.unitOfWork((scope) =>
      notify(
        scope,
        { userIds: [lea.id] },
        notificationEvents.certificateIssued({ title: 'Late' }),
        clock.now(),
      ),
    );
    // Announced, but not sent: the open transaction could still add an earlier one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stream.received()).not.toContain('"title":"Late"');

    await other.query(`select pg_notify($1, $2)`, [NOTIFICATIONS_CHANNEL, String(lea.id)]);
    await other.query('commit');
    await stream.next('"title":"Late"');
    const received = stream.received();
    expect(received.indexOf('"title":"Early"')).toBeGreaterThan(-1);
    expect(received.indexOf('"title":"Early"')).toBeLessThan(received.indexOf('"title":"Late"'));
    expect(stream.ids()[0]).toBe(`${early.rows[0]?.tx_id}-${early.rows[0]?.id}`);
    stream.close();
  });

  it('sends what waited for a transaction that rolled back, without it', async () => {
    const max = await signedIn(t.app);
    const stream = await openNotificationStream(t.app, max.headers);
    await other.query('begin');
    await other.query(
      `insert into notifications (user_id, kind, params, link)
         values ($1, 'certificate_issued', '{"title":"Undone"}', '/certificates')`,
      [max.id],
    );
    await t.app.unitOfWork((scope) =>
      notify(
        scope,
        { userIds: [max.id] },
        notificationEvents.certificateIssued({ title: 'Kept' }),
        clock.now(),
      ),
    );
    // Nothing announces a rollback: the stream asks again by itself.
    await other.query('rollback');
    await stream.next('"title":"Kept"');
    expect(stream.received()).not.toContain('Undone');
    stream.close();
  });
});
