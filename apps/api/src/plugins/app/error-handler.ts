import type { ErrorCode, ErrorResponse, FieldError } from '@academy/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, notFound, TooManyRequestsError } from '../../lib/http-error.js';

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
 * The one error handler: every failure answers `{ statusCode, message }` with a catalogue
 * code; 400 validation failures add the failing fields. Anything unexpected becomes a bare
 * 500 (logged with its stack), so internals never reach the client. Also the 404 handler.
 */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ErrorResponse;

    if (hasZodFastifySchemaValidationErrors(error)) {
      body = {
        statusCode: 400,
        message: 'ERR_VALIDATION',
        errors: toFieldErrors(error.validation, error.validationContext ?? 'body'),
      };
    } else if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      body = { statusCode: error.statusCode, message: error.code };
      if (error.fields) body.errors = error.fields;
      if (error instanceof TooManyRequestsError) {
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
      request.log.error({ err: error }, 'request failed');
      body = { statusCode: 500, message: 'ERR_INTERNAL' };
    }

    return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
  });

  // Unknown routes answer the catalogue's 404, rate-limited like any call so that probing
  // for routes costs the same budget.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async () => {
    throw notFound();
  });
}

export default fp(errorHandler, { name: 'error-handler', dependencies: ['rate-limit'] });
