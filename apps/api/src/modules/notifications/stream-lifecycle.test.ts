import { Agent } from 'node:http';
import { PassThrough } from 'node:stream';
import type { LoginResponse, SessionsResponse } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { bearer, createUser, login, type TestUser } from '../../test/builders.js';
import { openNotificationStream, streamOverHttp } from '../../test/notification-stream.js';
import { type SignedIn, signedIn } from '../../test/task-requests.js';
import { notificationEvents, notify } from './index.js';
import { createNotificationStreams } from './streams.js';

/*
 * The live stream's life (ARCHITECTURE.md, "Notifications", "Live"). It ends with its
 * session, at once rather than at the next heartbeat (20 s), whether the session logs out,
 * staff end it or the user is blocked, and sends nothing written after; the user's other
 * sessions keep theirs. A client that goes away ends its stream without a warning or an
 * error. A closing app ends every stream first, so that the close finishes at once and each
 * client's response ends whole (the real process under SIGTERM: faults/shutdown.test.ts).
 * On PGlite and, with DATABASE_URL, PostgreSQL.
 */

/**
 * How long a stream may take to end once its session has: half the heartbeat, so that the
 * heartbeat's check cannot be what ended it, and ample on a busy machine (it takes
 * milliseconds).
 */
const ENDS_WITHIN_MS = 10_000;

/** How long a wait for what happens in milliseconds may take on a busy machine. */
const WAIT = { timeout: 10_000 };

/** How long closing the app may take with streams open: half the shutdown's deadline. */
const CLOSES_WITHIN_MS = 5_000;

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, { role: 'admin' });
});

afterAll(async () => {
  await t.close();
});

const issue = (userId: number, title: string) =>
  t.app.unitOfWork((scope) =>
    notify(
      scope,
      { userIds: [userId] },
      notificationEvents.certificateIssued({ title }),
      t.app.now(),
    ),
  );

/** A student logged in twice, as on two devices, each session with its stream open. */
async function twoSessionsStreaming() {
  const user = await createUser(t.app);
  const first = await login(t.app, user);
  const second = await login(t.app, user);
  const firstStream = await openNotificationStream(t.app, bearer(first.accessToken));
  const secondStream = await openNotificationStream(t.app, bearer(second.accessToken));
  // Both stream: an event reaches each.
  await issue(user.id, 'Before');
  await firstStream.next('"title":"Before"');
  await secondStream.next('"title":"Before"');
  return { user, first, second, firstStream, secondStream };
}

/** The id of the session `session` is of, as its devices list names it. */
async function sessionIdOf(session: LoginResponse): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v1/sessions',
    headers: bearer(session.accessToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  const current = response.json<SessionsResponse>().items.find((item) => item.current);
  if (!current) throw new Error('no current session');
  return current.id;
}

describe('a live stream ends with its session', () => {
  it('when the session logs out, sending nothing written after; the other session’s goes on', async () => {
    const { user, first, firstStream, secondStream } = await twoSessionsStreaming();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      payload: { refreshToken: first.refreshToken },
    });
    expect(logout.statusCode).toBe(204);
    await issue(user.id, 'After');

    await firstStream.ended(ENDS_WITHIN_MS);
    // The other session's stream got it: it was written and announced to both.
    await secondStream.next('"title":"After"');
    expect(firstStream.received()).not.toContain('"title":"After"');
    expect(secondStream.isEnded()).toBe(false);
    secondStream.close();
  });

  it('when staff end the session, sending nothing written after; the other session’s goes on', async () => {
    const { user, first, firstStream, secondStream } = await twoSessionsStreaming();
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/v1/admin/users/${user.id}/sessions/${await sessionIdOf(first)}`,
      headers: admin.headers,
    });
    expect(ended.statusCode, ended.body).toBe(204);
    await issue(user.id, 'After');

    await firstStream.ended(ENDS_WITHIN_MS);
    await secondStream.next('"title":"After"');
    expect(firstStream.received()).not.toContain('"title":"After"');
    expect(secondStream.isEnded()).toBe(false);
    secondStream.close();
  });

  it('when the user is blocked: every session’s stream ends', async () => {
    const { user, first, firstStream, secondStream } = await twoSessionsStreaming();
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/users/${user.id}/blacklist`,
      headers: admin.headers,
      payload: { reason: 'Shared the account' },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);

    await firstStream.ended(ENDS_WITHIN_MS);
    await secondStream.ended(ENDS_WITHIN_MS);
    // Opened again with the same token, it is refused like any call of a blocked user.
    const again = await t.app.inject({
      method: 'GET',
      url: '/v1/notifications/stream',
      headers: bearer(first.accessToken),
    });
    expect(again.statusCode).toBe(404);
  });

  it('checks the session before it sends what it read, even before the change is announced', async () => {
    // The streams alone, told of nothing but the new rows: the check before sending is what
    // keeps the second event from a stream whose session ended in between.
    const user = await createUser(t.app);
    const streams = createNotificationStreams({ db: t.app.db, log: t.app.log });
    let allowed = true;
    const output = new PassThrough();
    let sent = '';
    output.on('data', (chunk: Buffer) => {
      sent += chunk.toString();
    });
    await streams.open({
      userId: user.id,
      lastEventId: undefined,
      output,
      check: async () => {
        if (!allowed) throw new Error('the session ended');
      },
    });
    try {
      await issue(user.id, 'Allowed');
      streams.handlers.notified(String(user.id));
      await expect.poll(() => sent, WAIT).toContain('"title":"Allowed"');

      allowed = false;
      await issue(user.id, 'Refused');
      streams.handlers.notified(String(user.id));
      await expect.poll(() => output.writableEnded, WAIT).toBe(true);
      expect(sent).not.toContain('Refused');
      expect(streams.size()).toBe(0);
    } finally {
      streams.endAll();
    }
  });

  it('checks again, when told of a change, the streams of that user only (of all: everyone’s)', async () => {
    const [ann, bob] = [await createUser(t.app), await createUser(t.app)];
    const streams = createNotificationStreams({ db: t.app.db, log: t.app.log });
    const allowed = new Set([ann.id, bob.id]);
    const checked: number[] = [];
    const open = async (user: TestUser) => {
      const output = new PassThrough().resume();
      await streams.open({
        userId: user.id,
        lastEventId: undefined,
        output,
        check: async () => {
          checked.push(user.id);
          if (!allowed.has(user.id)) throw new Error('the session ended');
        },
      });
      return output;
    };
    const annOutput = await open(ann);
    const bobOutput = await open(bob);
    try {
      // A check starts as it is asked for: who was checked is known at once.
      allowed.delete(ann.id);
      streams.accessChanged(ann.id);
      expect(checked).toEqual([ann.id]);
      await expect.poll(() => annOutput.writableEnded, WAIT).toBe(true);
      expect(bobOutput.writableEnded).toBe(false);

      allowed.delete(bob.id);
      checked.length = 0;
      streams.accessChanged(null);
      expect(checked).toEqual([bob.id]);
      await expect.poll(() => bobOutput.writableEnded, WAIT).toBe(true);
      expect(streams.size()).toBe(0);
    } finally {
      streams.endAll();
    }
  });
});

describe('a client that goes away', () => {
  it('ends its stream quietly: no warning, no error, no second answer', async () => {
    const listening = await buildTestApp();
    const agent = new Agent({ keepAlive: true });
    try {
      const base = await listening.app.listen({ port: 0, host: '127.0.0.1' });
      const user = await createUser(listening.app);
      const session = await login(listening.app, user);
      const streams = Array.from({ length: 3 }, () =>
        streamOverHttp(base, bearer(session.accessToken), agent),
      );
      await Promise.all(streams.map((stream) => stream.open));
      // A tab closed, a page left: the connections are cut with the streams running.
      agent.destroy();
      const cut = () =>
        listening.logs.filter((line) => line.msg === 'stream closed prematurely').length;
      await expect.poll(cut, WAIT).toBe(streams.length);
      // A request after it, so whatever followed the cut has run.
      expect(
        (await listening.app.inject({ method: 'GET', url: '/v1/health/live' })).statusCode,
      ).toBe(200);
      const loud = listening.logs.filter((line) => Number(line.level) >= 40);
      expect(loud).toEqual([]);
    } finally {
      agent.destroy();
      await listening.close();
    }
  });
});

describe('closing the app with streams open', () => {
  it('ends every stream first: the close finishes at once, each response ends whole and its connection closes', async () => {
    const closing = await buildTestApp();
    const agent = new Agent({ keepAlive: true });
    try {
      const base = await closing.app.listen({ port: 0, host: '127.0.0.1' });
      const users = [await createUser(closing.app), await createUser(closing.app)];
      const sessions = await Promise.all(
        [users[0], users[0], users[1]].map((user) => login(closing.app, user as TestUser)),
      );
      const streams = sessions.map((session) =>
        streamOverHttp(base, bearer(session.accessToken), agent),
      );
      await Promise.all(streams.map((stream) => stream.open));

      // Far within the shutdown's 10 s (server.ts): nothing waits for a stream to end.
      let timer: NodeJS.Timeout | undefined;
      const closed = await Promise.race([
        closing.app.close().then(() => true),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), CLOSES_WITHIN_MS);
        }),
      ]);
      clearTimeout(timer);
      expect(closed, `app.close() did not finish within ${CLOSES_WITHIN_MS} ms`).toBe(true);
      const outcomes = await Promise.all(streams.map((stream) => stream.outcome));
      for (const outcome of outcomes) {
        expect(outcome).toEqual({
          status: 200,
          complete: true,
          error: null,
          at: expect.any(Number),
        });
      }
      await expect.poll(() => streams.every((stream) => stream.socketClosed()), WAIT).toBe(true);
    } finally {
      agent.destroy();
      await closing.close();
    }
  });

  it('ends at once a stream still being opened when the app began closing', async () => {
    const streams = createNotificationStreams({ db: t.app.db, log: t.app.log });
    const user = await createUser(t.app);
    const output = new PassThrough();
    const opening = streams.open({
      userId: user.id,
      lastEventId: undefined,
      output,
      check: async () => undefined,
    });
    // The app closes while the stream reads its starting position.
    streams.endAll();
    await opening;
    expect(output.writableEnded).toBe(true);
    expect(streams.size()).toBe(0);
  });
});
