import type { EndpointDefinition } from '@academy/contracts';
import type { z } from 'zod';
import { requestSchema } from '../routing/validation.js';
import type { BadRequest, Case, Refusal } from './cases.js';

/*
 * Whether the contract refuses a case, decided by the endpoint's own schemas (behind the
 * API's one rule on text, routing/validation.ts) on what the API hands them (path segments decoded, the query's repeated names as lists, the body parsed),
 * in the order Fastify validates (params, body, query, headers): a refused case must answer
 * 400 ERR_VALIDATION naming exactly the fields the schema names.
 */

/** Fastify's default: a longer path parameter matches no route. */
const MAX_PARAM_LENGTH = 100;
const uriTooLong: Refusal = { status: 414, message: 'ERR_BAD_REQUEST' };
const badRequest: Refusal = { status: 400, message: 'ERR_BAD_REQUEST' };

export type Verdict =
  | { refused: false }
  | {
      refused: true;
      /** The answers allowed. */
      refusals: readonly Refusal[];
      /** For a validation failure: the fields its `errors` must name. */
      fields?: string[];
    };

type Refused = Extract<Verdict, { refused: true }>;

const validation = (fields: string[], ...others: Refusal[]): Refused => ({
  refused: true,
  refusals: [{ status: 400, message: 'ERR_VALIDATION' }, ...others],
  fields,
});

/** The fields a zod error names, as the API's error handler writes them. */
function fieldsOf(error: z.ZodError, context: string): string[] {
  const fields = error.issues.flatMap((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => (path ? `${path}.${key}` : key));
    }
    return [path || context];
  });
  return [...new Set(fields)].sort();
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Text as the API reads it back from the percent-encoded form it is sent in. */
const roundTrip = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

function queryObject(pairs: readonly (readonly [string, string])[]) {
  const query: Record<string, string | string[]> = {};
  for (const [rawKey, rawValue] of pairs) {
    const key = roundTrip(rawKey);
    const value = roundTrip(rawValue);
    const known = query[key];
    query[key] = known === undefined ? value : [...[known].flat(), value];
  }
  return query;
}

/** The body as the API parses it; undefined when none is sent. */
function parsedBody(request: BadRequest): { value: unknown } | null {
  const body = request.body;
  if (!body) return { value: undefined };
  const text = typeof body.payload === 'string' ? body.payload : body.payload.toString('utf8');
  const type = body.contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === 'text/plain') return { value: text };
  if (type === 'application/json') {
    try {
      return { value: JSON.parse(text.replace(/^\uFEFF/, '')) };
    } catch {
      return null;
    }
  }
  return null;
}

export interface OracleOptions {
  /** Checks the endpoint makes before validation (the webhook's signature), if any. */
  beforeValidation?: (request: BadRequest) => readonly Refusal[] | null;
}

export function verdictOf(
  endpoint: EndpointDefinition,
  testCase: Case,
  options: OracleOptions = {},
): Verdict {
  if (testCase.refusedWith) return { refused: true, refusals: testCase.refusedWith };
  const request = testCase.request;

  // What the router refuses: a broken escape (400), a segment too long to route (414). The
  // router measures a segment after decoding most escapes, so one long only as sent may
  // also be routed.
  const params: Record<string, string> = {};
  let maybeUnrouted = false;
  for (const [name, segment] of Object.entries(request.segments)) {
    const value = decoded(segment);
    if (value === null) {
      return { refused: true, refusals: [badRequest] };
    }
    if (value.length > MAX_PARAM_LENGTH) return { refused: true, refusals: [uriTooLong] };
    if (segment.length > MAX_PARAM_LENGTH) maybeUnrouted = true;
    params[name] = value;
  }
  const verdict = validated(endpoint, testCase, params, options);
  if (!maybeUnrouted) return verdict;
  return verdict.refused ? { ...verdict, refusals: [...verdict.refusals, uriTooLong] } : verdict;
}

function validated(
  endpoint: EndpointDefinition,
  testCase: Case,
  params: Record<string, string>,
  options: OracleOptions,
): Verdict {
  const request = testCase.request;

  const before = options.beforeValidation?.(request);
  if (before) return { refused: true, refusals: before };

  if (endpoint.params) {
    const result = requestSchema(endpoint.params).safeParse(params);
    if (!result.success) return validation(fieldsOf(result.error, 'params'));
  }
  if (endpoint.body && endpoint.bodyType !== 'multipart') {
    const body = parsedBody(request);
    if (body === null) throw new Error(`${testCase.kind}: a body the oracle cannot read`);
    const result = requestSchema(endpoint.body).safeParse(body.value);
    if (!result.success) {
      // JSON's parser refuses a key that would reach a prototype before any schema does.
      const parser = hasPrototypeKey(body.value) ? [badRequest] : [];
      return validation(fieldsOf(result.error, 'body'), ...parser);
    }
    if (hasPrototypeKey(body.value)) return { refused: true, refusals: [badRequest] };
  }
  if (endpoint.query) {
    const result = requestSchema(endpoint.query).safeParse(queryObject(request.query));
    if (!result.success) return validation(fieldsOf(result.error, 'querystring'));
  }
  if (endpoint.headers) {
    const result = requestSchema(endpoint.headers).safeParse(request.headers);
    if (!result.success) return validation(fieldsOf(result.error, 'headers'));
  }
  return { refused: false };
}

/** Whether a parsed JSON value has a `__proto__` key, or `constructor.prototype`, anywhere. */
function hasPrototypeKey(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Object.hasOwn(value, '__proto__')) return true;
  const made = (value as Record<string, unknown>).constructor;
  if (Object.hasOwn(value, 'constructor') && typeof made === 'object' && made !== null) {
    if (Object.hasOwn(made, 'prototype')) return true;
  }
  return Object.values(value).some(hasPrototypeKey);
}
