import { type AddressInfo, createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../test/app.js';

/*
 * A database that cannot be reached answers 503 ERR_SERVICE_UNAVAILABLE, the API's usual
 * error body, never a 500 with internals (README.md, "Faults"). The failures are
 * node-postgres's own, through the app's PostgreSQL client (db/client.ts) and Drizzle as a
 * repository meets them: a connection refused, and one the server drops at the first
 * statement, alone or in a transaction (a checked-out connection's loss must neither end
 * the process nor keep the connection from the pool). The fault test postgres-down.postgres.test.ts does the same under load
 * against a real server; this one runs on every database.
 */

/** Answers node-postgres's start-up as a server with trust auth would, then hangs up. */
async function hangingUpServer(): Promise<{ port: number; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let started = false;
    socket.on('data', () => {
      if (started) {
        socket.destroy();
        return;
      }
      started = true;
      // AuthenticationOk, then ReadyForQuery (idle): the client is connected.
      socket.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const { port, stop } = await hangingUpServer();
  await stop();
  return port;
}

let t: TestApp;
let hangingUp: Awaited<ReturnType<typeof hangingUpServer>> | undefined;
let dropping: DatabaseHandle;
let refusing: DatabaseHandle;

beforeAll(async () => {
  hangingUp = await hangingUpServer();
  dropping = await createDatabase({
    kind: 'postgres',
    url: `postgres://academy@127.0.0.1:${hangingUp.port}/academy`,
  });
  refusing = await createDatabase({
    kind: 'postgres',
    url: `postgres://academy@127.0.0.1:${await closedPort()}/academy`,
  });
  t = await buildTestApp(
    {},
    {
      setup(app) {
        app.get('/v1/test/refused', async () => refusing.db.execute(sql`select 1`));
        app.get('/v1/test/dropped', async () => dropping.db.execute(sql`select 1`));
        app.get('/v1/test/dropped-in-transaction', async () =>
          dropping.db.transaction(async (tx) => tx.execute(sql`select 1`)),
        );
        app.get('/v1/test/wrong-statement', async () =>
          app.db.execute(sql`select * from no_such_table`),
        );
      },
    },
  );
});

afterAll(async () => {
  await t?.close();
  await dropping?.close();
  await refusing?.close();
  await hangingUp?.stop();
});

describe('a database that cannot be reached', () => {
  it.each([
    { url: '/v1/test/refused', reason: /^ECONNREFUSED: / },
    { url: '/v1/test/dropped', reason: /^Connection terminated unexpectedly$/ },
    {
      url: '/v1/test/dropped-in-transaction',
      reason: /Connection terminated unexpectedly|not queryable/,
    },
  ])('answers 503 ERR_SERVICE_UNAVAILABLE: $url', async ({ url, reason }) => {
    const logsBefore = t.logs.length;
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ statusCode: 503, message: 'ERR_SERVICE_UNAVAILABLE' });

    // Logged with the request id and the driver's reason, not the statement.
    const logged = t.logs.slice(logsBefore).filter((line) => line.event === 'database.unavailable');
    expect(logged).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'database unavailable',
        reqId: expect.any(String),
      }),
    ]);
    expect(String(logged[0]?.reason)).toMatch(reason);
    expect(JSON.stringify(logged)).not.toContain('select 1');
  });

  it("gives a transaction's lost connection back to the pool, however many are lost", async () => {
    // More than the pool's ten connections: one kept checked out per failure would leave
    // the pool empty, and every later request waiting for a connection in vain.
    for (let i = 0; i < 12; i++) {
      const started = Date.now();
      const response = await t.app.inject({
        method: 'GET',
        url: '/v1/test/dropped-in-transaction',
      });
      expect(response.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(2_000);
    }
    expect(dropping.pool).toMatchObject({ totalCount: 0, waitingCount: 0 });
  });

  it('leaves a wrong statement a 500: only an unreachable database is a 503', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/test/wrong-statement' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, message: 'ERR_INTERNAL' });
  });
});
