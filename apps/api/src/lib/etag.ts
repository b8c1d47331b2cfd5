import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether an If-None-Match header names the ETag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** A strong ETag of a JSON answer: a hash of its text, so it changes when the content does. */
export function jsonEtag(body: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
}

/**
 * Answers a list that rarely changes (countries, the exam schedule) with an ETag of its
 * content: a client that holds the same copy (If-None-Match) gets 304 and no body, so the
 * list is neither serialised nor sent again (ARCHITECTURE.md, "Speed and memory"). The
 * endpoint declares `304: null` among its responses.
 */
export function withEtag<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: T,
): T | FastifyReply {
  const etag = jsonEtag(body);
  reply.header('etag', etag);
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send(undefined);
  return body;
}
