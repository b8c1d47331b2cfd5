import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenerApplicationName } from '../../db/notifications.js';
import { ACCESS_STATE_CHANNEL } from '../../modules/users/index.js';
import { appWithAnotherConnection } from '../../test/another-connection.js';
import type { TestApp } from '../../test/app.js';
import { bearer, createUser, login } from '../../test/builders.js';
import { accessCheckStatements, statementRecorder } from '../../test/statements.js';
import { waitUntil } from '../../test/wait-until.js';

/*
 * The access check from memory on PostgreSQL, where other processes share the database: a
 * change another connection commits reaches this process through its listening connection,
 * and while that connection is lost, every call reads its access state from the database.
 */

const recorder = statementRecorder();
let t: TestApp;
let other: pg.Client;

beforeAll(async () => {
  // Another process's connection to the same database.
  ({ t, other } = await appWithAnotherConnection(recorder.logger));
});

afterAll(async () => {
  await other?.end();
  await t.close();
});

async function signedIn() {
  const user = await createUser(t.app);
  const session = await login(t.app, user);
  return { user, headers: bearer(session.accessToken) };
}

const get = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/v1/applicants/me', headers });

/** Whether a call with `headers` read its access state from the database. */
async function readFromDatabase(headers: Record<string, string>): Promise<boolean> {
  return accessCheckStatements(await recorder.during(() => get(headers))).length > 0;
}

describe('the access check from memory on PostgreSQL', () => {
  it('hears a block another connection commits', async () => {
    const { user, headers } = await signedIn();
    await get(headers);
    expect(await readFromDatabase(headers)).toBe(false);
    await other.query('update users set is_blacklisted = true where id = $1', [user.id]);
    await waitUntil('the block applies', async () => (await get(headers)).statusCode === 404);
  });

  it('reads from the database while not listening, and keeps copies again once it listens', async () => {
    const { headers } = await signedIn();
    await get(headers);
    expect(await readFromDatabase(headers)).toBe(false);

    const ended = await other.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = $1 and datname = current_database()`,
      [listenerApplicationName(ACCESS_STATE_CHANNEL)],
    );
    expect(ended.rowCount).toBe(1);
    await waitUntil('the lost connection is noticed', () => readFromDatabase(headers));

    // Not listening (or listening again, with nothing kept from before), a change by
    // another process applies at once.
    const { user: blocked, headers: blockedHeaders } = await signedIn();
    await get(blockedHeaders);
    await other.query('update users set is_blacklisted = true where id = $1', [blocked.id]);
    expect((await get(blockedHeaders)).statusCode).toBe(404);

    // The connection is opened again (after half a second) and copies are kept again.
    await waitUntil('listening again', async () => (await readFromDatabase(headers)) === false);
    expect((await get(blockedHeaders)).statusCode).toBe(404);
  });
});
