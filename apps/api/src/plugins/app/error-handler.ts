import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode, ErrorResponse, FieldError } from '@academy/contracts';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailable } from '../../lib/database-errors.js';
import {
  BusyError,
  FileProblemsError,
  HttpError,
  notFound,
  TooManyRequestsError,
} from '../../lib/http-error.js';
import { securityHeaders } from '../external/helmet.js';

/** Zod issues as `{ field, message }`, the field a dotted path (`answers.0.questionId`). */
function toFieldErrors(
  issues: { instancePath: string; keyword: string; message?: string; params: object }[],
  context: string,
): FieldError[] {
  return issues.flatMap((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const message = issue.message ?? 'Invalid value';
    // An unknown field is reported on itself (zod puts the names in params.keys).
    if (issue.keyword === 'unrecognized_keys' && 'keys' in issue.params) {
      const keys = Array.isArray(issue.params.keys) ? issue.params.keys.map(String) : [];
      return keys.map((key) => ({ field: path ? `${path}.${key}` : key, message }));
    }
    return [{ field: path || context, message }];
  });
}

/** The catalogue code for a framework error (body parser, rate limit, …) with a 4xx status. */
function codeForClientError(statusCode: number): ErrorCode {
  switch (statusCode) {
    case 404:
      return 'ERR_NOT_FOUND';
    case 413:
      return 'ERR_PAYLOAD_TOO_LARGE';
    case 429:
      return 'ERR_TOO_MANY_REQUESTS';
    default:
      return 'ERR_BAD_REQUEST';
  }
}

/**
 * The one answer to every failure: `{ statusCode, message }` with a catalogue code; 400
 * validation failures add the failing fields. A database that cannot be reached is a 503
 * ERR_SERVICE_UNAVAILABLE (logged with the driver's reason); anything else unexpected
 * becomes a bare 500 (logged with its stack), so internals never reach the client, nor does
 * a framework error's own message (which may echo the request's path).
 */
function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let body: ErrorResponse;

  if (hasZodFastifySchemaValidationErrors(error)) {
    body = {
      statusCode: 400,
      message: 'ERR_VALIDATION',
      errors: toFieldErrors(error.validation, error.validationContext ?? 'body'),
    };
  } else if (error instanceof HttpError) {
    if (error instanceof BusyError) request.log.warn({ code: error.code }, 'busy: try again');
    else if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    body = { statusCode: error.statusCode, message: error.code };
    if (error.fields) body.errors = error.fields;
    if (error instanceof FileProblemsError) body.problems = error.problems;
    if (error instanceof TooManyRequestsError || error instanceof BusyError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
  } else if (
    typeof error.statusCode === 'number' &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  ) {
    body = { statusCode: error.statusCode, message: codeForClientError(error.statusCode) };
    request.log.info({ code: error.code, statusCode: error.statusCode }, 'request refused');
  } else {
    const unavailable = databaseUnavailable(error);
    if (unavailable !== null) {
      // The database is away (README.md, "Faults"): worth trying again later. A transaction
      // of the request is whole or absent: the server rolls back what the lost connection
      // left open (had the commit itself been under way, it may have gone through). One
      // line per request while it lasts: the reason, not the statement and its parameters.
      request.log.error(
        { event: 'database.unavailable', reason: unavailable },
        'database unavailable',
      );
      body = { statusCode: 503, message: 'ERR_SERVICE_UNAVAILABLE' };
    } else {
      request.log.error({ err: error }, 'request failed');
      body = { statusCode: 500, message: 'ERR_INTERNAL' };
    }
  }

  return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * Fastify's `frameworkErrors`: what it cannot route (a malformed URL such as `/v1/%E0%A4%A`,
 * a parameter over the length limit) it answers before any hook runs, so without this the
 * answer would be Fastify's own body, echoing the path, without helmet's headers. Set on the
 * constructor in app.ts; the hooks never see these requests, so the headers are set here.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.headers(securityHeaders);
  return answerError(error, request, reply);
}

/** Statuses of parser errors other than a plain 400 (the ones Fastify's default tells apart). */
const clientErrorStatus: Partial<Record<string, number>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (an unknown method,
 * a malformed header) has no request object at all, only the socket. It gets the same body
 * and headers as any refused call, then the connection closes, as Fastify's default does.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode = clientErrorStatus[error.code] ?? 400;
  const answer: ErrorResponse = { statusCode, message: codeForClientError(statusCode) };
  const body = JSON.stringify(answer);
  this.log.debug({ code: error.code, statusCode }, 'unparseable request refused');
  if (socket.writable) {
    const headers = {
      ...securityHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n${head}\r\n${body}`);
  }
  socket.destroy(error);
}

/** The app's error handler (answerError) and the 404 handler. */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler(answerError);

  // Unknown routes answer the catalogue's 404, rate-limited like any call so that probing
  // for routes costs the same budget.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async () => {
    throw notFound();
  });
}

export default fp(errorHandler, { name: 'error-handler', dependencies: ['rate-limit'] });
