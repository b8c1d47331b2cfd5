import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type SerialisedJson, serialiseThrough } from './serialised-json.js';

/** Whether an If-None-Match header names the ETag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** A strong ETag of an answer's JSON text: a hash of it, so it changes when the content does. */
export function textEtag(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

/** An answer serialised through its schema once, with its ETag, to be sent as often as asked. */
export interface JsonWithEtag<T> {
  json: SerialisedJson<T>;
  /** `textEtag` of the JSON text. */
  etag: string;
}

export function serialisedWithEtag<S extends z.ZodType>(
  schema: S,
  body: z.output<S>,
): JsonWithEtag<z.output<S>> {
  const json = serialiseThrough(schema, body);
  return { json, etag: textEtag(json.text) };
}

/**
 * Answers a list that rarely changes (countries, the exam schedule), kept serialised with its
 * ETag (`serialisedWithEtag`): a client that holds the same copy (If-None-Match) gets 304 and
 * no body, so the list is not sent again (ARCHITECTURE.md, "Speed and memory"). The endpoint
 * declares `304: null` among its responses.
 */
export function withEtag<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: JsonWithEtag<T>,
): SerialisedJson<T> | FastifyReply {
  reply.header('etag', kept.etag);
  if (etagMatches(request.headers['if-none-match'], kept.etag)) {
    return reply.code(304).send(undefined);
  }
  return kept.json;
}
