import { type Agent, get } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * Opens GET notifications/stream as `headers`' user (after `lastEventId` when given) and
 * collects what it sends: `next(text)` waits until the stream has sent `text`, `ids()` are
 * the events' ids in the order sent, `ended()` waits until the server has ended the response.
 */
export async function openNotificationStream(
  app: FastifyInstance,
  headers: Record<string, string>,
  lastEventId?: string,
) {
  const response = await app.inject({
    method: 'GET',
    url: '/v1/notifications/stream',
    headers: { ...headers, ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }) },
    payloadAsStream: true,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  const body = response.stream();
  let received = '';
  let ended = false;
  body.on('data', (chunk: Buffer) => {
    received += chunk.toString();
  });
  // The server ended the response: its body was read to the end (a close by the test is no end).
  body.on('end', () => {
    ended = true;
  });
  return {
    received: () => received,
    // On PostgreSQL a stream holds back what comes after a transaction still open anywhere on
    // the server (ARCHITECTURE.md, "Notifications", "Order"): other test files run at once on
    // the same server, some holding a transaction open on purpose, so an event may wait for
    // them. A generous bound, waited out only when the event never comes.
    next: async (text: string) => {
      await expect.poll(() => received.includes(text) || ended, { timeout: 20_000 }).toBe(true);
      expect(received, ended ? 'the server ended the stream first' : undefined).toContain(text);
    },
    ended: (timeout = 10_000) => expect.poll(() => ended, { timeout }).toBe(true),
    isEnded: () => ended,
    ids: () => [...received.matchAll(/^id: (.+)$/gm)].map((match) => match[1] as string),
    close: () => body.destroy(),
  };
}

/** How a stream over a real connection ended; `at` is when (Date.now()). */
export interface StreamOutcome {
  status: number;
  /** The response was read to its last chunk: the server ended it, nothing cut it short. */
  complete: boolean;
  /** The error code, when the response or the request failed instead. */
  error: string | null;
  at: number;
}

/**
 * GET notifications/stream at `base` (`http://host:port`) over a real connection, kept alive
 * as a browser keeps it: `open` resolves once the stream has begun (its `retry:` line) and
 * rejects if it ended first; `outcome` once the response ended or failed; `socketClosed()`
 * tells whether the connection has closed since.
 */
export function streamOverHttp(base: string, headers: Record<string, string>, agent: Agent) {
  let received = '';
  let socketClosed = false;
  let begun: () => void = () => undefined;
  const outcome = new Promise<StreamOutcome>((resolve) => {
    const failed = (status: number, error: NodeJS.ErrnoException) =>
      resolve({ status, complete: false, error: error.code ?? error.message, at: Date.now() });
    const request = get(
      `${base}/v1/notifications/stream`,
      { agent, headers: { ...headers, connection: 'keep-alive' } },
      (response) => {
        response.socket.once('close', () => {
          socketClosed = true;
        });
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          received += chunk;
          if (received.includes('retry: ')) begun();
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            complete: response.complete,
            error: null,
            at: Date.now(),
          }),
        );
        response.on('error', (error) => failed(response.statusCode ?? 0, error));
      },
    );
    request.on('error', (error) => failed(0, error));
  });
  const open = new Promise<void>((resolve, reject) => {
    begun = resolve;
    outcome.then((ended) =>
      reject(new Error(`the stream ended before it began: ${JSON.stringify(ended)} ${received}`)),
    );
  });
  // Awaited by the caller; one that never is must not fail the run as unhandled.
  open.catch(() => undefined);
  return { open, outcome, received: () => received, socketClosed: () => socketClosed };
}
