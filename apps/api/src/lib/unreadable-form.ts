import { HttpError } from './http-error.js';

/**
 * What reading a multipart form threw, as the answer to give. A form the parser cannot read
 * (no boundary, cut short, a malformed part) is the client's error: 400 ERR_BAD_REQUEST,
 * where the parser's bare Error would be a 500. Refusals with a 4xx status (the parser's
 * limits, 413) pass as they are.
 */
export function unreadableForm(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const statusCode =
    typeof error === 'object' && error !== null && 'statusCode' in error
      ? Number(error.statusCode)
      : 0;
  if (statusCode >= 400 && statusCode < 500) return error;
  return new HttpError(400, 'ERR_BAD_REQUEST', undefined, { cause: error });
}
