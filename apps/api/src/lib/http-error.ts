import type { ErrorCode, FieldError, FileProblem } from '@academy/contracts';

/**
 * An expected failure with the status and catalogue code the client sees. Services throw
 * these; the error handler turns them into `{ statusCode, message }`.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly fields?: FieldError[],
    options?: ErrorOptions,
  ) {
    super(code, options);
  }
}

export const badRequest = (code: ErrorCode, fields?: FieldError[]) =>
  new HttpError(400, code, fields);
export const unauthorized = (code: ErrorCode = 'ERR_UNAUTHORIZED') => new HttpError(401, code);
export const forbidden = (code: ErrorCode = 'ERR_USER_FORBIDDEN') => new HttpError(403, code);
export const notFound = (code: ErrorCode = 'ERR_NOT_FOUND') => new HttpError(404, code);
export const conflict = (code: ErrorCode) => new HttpError(409, code);

/**
 * A 422 that lists every problem of a checked upload of many files, each with its file and
 * line (a direction's import): answered as `problems` beside the code.
 */
export class FileProblemsError extends HttpError {
  constructor(
    code: ErrorCode,
    readonly problems: FileProblem[],
  ) {
    super(422, code);
  }
}

/** A 429 that tells the client when to come back (sent as Retry-After, in whole seconds). */
export class TooManyRequestsError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(code: ErrorCode, retryAfterMs: number) {
    super(429, code);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

/**
 * A 503 that tells the client when to come back (Retry-After, whole seconds): a shared
 * resource is busy, not broken, and nothing of the request was done (the code runner's full
 * queue; ARCHITECTURE.md, "Code exercises").
 */
export class BusyError extends HttpError {
  constructor(
    code: ErrorCode,
    readonly retryAfterSeconds: number,
  ) {
    super(503, code);
  }
}
