import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether an If-None-Match header names the ETag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** A strong ETag of an answer's text: a hash of it, so it changes when the content does. */
export function textEtag(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

/** A strong ETag of a JSON answer (`textEtag` of its JSON text). */
export const jsonEtag = (body: unknown): string => textEtag(JSON.stringify(body));

/**
 * Answers a list that rarely changes (countries, the exam schedule) with an ETag of its
 * content: a client that holds the same copy (If-None-Match) gets 304 and no body, so the
 * list is neither serialised nor sent again (ARCHITECTURE.md, "Speed and memory"). The
 * endpoint declares `304: null` among its responses. `etag` is the body's `jsonEtag`, when
 * it is known already (kept with a copy of the body).
 */
export function withEtag<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: T,
  etag: string = jsonEtag(body),
): T | FastifyReply {
  reply.header('etag', etag);
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send(undefined);
  return body;
}
