import type { ErrorResponse } from '@academy/contracts';

/** The body of a failed call: `{ statusCode, message }` with a catalogue code or a sentence. */
export function anErrorResponse(statusCode: number, message: string): ErrorResponse {
  return { statusCode, message };
}
