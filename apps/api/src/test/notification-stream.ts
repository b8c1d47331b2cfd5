import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * Opens GET notifications/stream as `headers`' user (after `lastEventId` when given) and
 * collects what it sends: `next(text)` waits until the stream has sent `text`, `ids()` are
 * the events' ids in the order sent.
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
  body.on('data', (chunk: Buffer) => {
    received += chunk.toString();
  });
  return {
    received: () => received,
    next: (text: string) => expect.poll(() => received, { timeout: 5000 }).toContain(text),
    ids: () => [...received.matchAll(/^id: (.+)$/gm)].map((match) => match[1] as string),
    close: () => body.destroy(),
  };
}
