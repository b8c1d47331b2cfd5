import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/secrets.js';
import { appWithAnotherConnection } from '../../test/another-connection.js';
import type { TestApp } from '../../test/app.js';
import { bearer, createUser, login } from '../../test/builders.js';
import { openNotificationStream } from '../../test/notification-stream.js';
import { statementRecorder } from '../../test/statements.js';
import { NOTIFICATIONS_CHANNEL } from './repository.js';

/*
 * The stream's end with its session on PostgreSQL (ARCHITECTURE.md, "Notifications", "A
 * stream ends with its session"), where other processes share the database: a session
 * another process ends (here another connection, revoking its refresh tokens as a logout
 * does) ends this process's stream of it through its listening connection, without waiting
 * for the heartbeat, while the user's other session streams on.
 */

/** As stream-lifecycle.test.ts: half the heartbeat, ample on a busy machine. */
const ENDS_WITHIN_MS = 10_000;

let t: TestApp;
let other: pg.Client;

beforeAll(async () => {
  ({ t, other } = await appWithAnotherConnection(statementRecorder().logger));
});

afterAll(async () => {
  await other?.end();
  await t.close();
});

describe('a live stream on PostgreSQL', () => {
  it('ends when another process ends its session; the other session’s goes on', async () => {
    const user = await createUser(t.app);
    const first = await login(t.app, user);
    const second = await login(t.app, user);
    const ending = await openNotificationStream(t.app, bearer(first.accessToken));
    const going = await openNotificationStream(t.app, bearer(second.accessToken));
    await ending.next('retry: ');
    await going.next('retry: ');

    // Another process logs the first session out: its whole family of refresh tokens.
    const revoked = await other.query(
      `update refresh_tokens set revoked_at = now()
        where revoked_at is null
          and family_id = (select family_id from refresh_tokens where token_hash = $1)`,
      [hashToken(first.refreshToken)],
    );
    expect(revoked.rowCount).toBe(1);
    await ending.ended(ENDS_WITHIN_MS);

    // What that process writes next reaches the session that lives on.
    await other.query(
      `insert into notifications (user_id, kind, params, link)
         values ($1, 'certificate_issued', '{"title":"After"}', '/certificates')`,
      [user.id],
    );
    await other.query('select pg_notify($1, $2)', [NOTIFICATIONS_CHANNEL, String(user.id)]);
    await going.next('"title":"After"');
    expect(ending.received()).not.toContain('"title":"After"');
    expect(going.isEnded()).toBe(false);
    going.close();
  });
});
