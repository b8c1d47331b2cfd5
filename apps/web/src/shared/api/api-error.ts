import type { FieldError, FileProblem } from '@academy/contracts';
/*
 * The client's error, apart from the client (client.ts) so that a screen can tell its
 * failures without loading the client and the endpoints' schemas with its first render: the
 * login page loads them only when the form is sent.
 */

export type ApiErrorKind = 'http' | 'network' | 'invalid-response' | 'session-ended';

/** A failed call. `message` is the text to show a user, already translated. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  /** The server's `message` as sent: a catalogue code or a plain sentence. */
  readonly code: string | null;
  /** The problems a refused import lists (422 ERR_CONTENT_IMPORT_INVALID); empty otherwise. */
  readonly problems: readonly FileProblem[];
  /** The failing fields the server named (a 400 ERR_VALIDATION, a refused save); empty otherwise. */
  readonly fields: readonly FieldError[];

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: {
      status?: number;
      code?: string | null;
      cause?: unknown;
      problems?: readonly FileProblem[];
      fields?: readonly FieldError[];
    } = {},
  ) {
    super(message, { cause: details.cause });
    this.kind = kind;
    this.status = details.status ?? null;
    this.code = details.code ?? null;
    this.problems = details.problems ?? [];
    this.fields = details.fields ?? [];
  }
}
