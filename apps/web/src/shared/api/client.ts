import {
  API_BASE_PATH,
  apiPaths,
  BLACKLISTED_MESSAGE,
  type ErrorCode,
  errorResponseSchema,
  friendlyErrorText,
  isErrorCode,
  MAX_429_RETRIES,
  NETWORK_ERROR,
  RETRY_AFTER_429_MS,
  refreshTokenResponseSchema,
  SOMETHING_WENT_WRONG,
} from '@academy/contracts';
import type { z } from 'zod';
import { apiClientConfig, type ErrorTextKey } from './client-config';
import { tokens } from './tokens';

/*
 * The one HTTP client of the web app. It owns what spec §8 asks of every call: the bearer
 * token, the 429 retry, the single queued token refresh, the blacklist exit and the error
 * toast. Feature code calls `api.get/post/patch` and never catches an error to toast it.
 */

export interface RequestOptions {
  /** Show the error toast when the call fails (default true). Forms that show errors inline pass false. */
  toast?: boolean;
  /**
   * A bearer other than the session's: the link token of set/reset password or verification.
   * Such a call is never answered by refreshing the session, which did not issue that token.
   */
  bearer?: string;
  query?: Record<string, string>;
  signal?: AbortSignal;
}

export type ApiErrorKind = 'http' | 'network' | 'invalid-response' | 'session-ended';

/** A failed call. `message` is the text to show a user, already translated. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  /** The server's `message` as sent: a catalogue code or a plain sentence. */
  readonly code: string | null;

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: { status?: number; code?: string | null; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.kind = kind;
    this.status = details.status ?? null;
    this.code = details.code ?? null;
  }
}

type HttpMethod = 'GET' | 'POST' | 'PATCH';

interface Call {
  method: HttpMethod;
  path: string;
  body: unknown;
  options: RequestOptions;
}

interface Sent {
  response: Response;
  /** The bearer the call carried, to tell whether a refresh happened since. */
  bearer: string | null;
}

type RenewOutcome = 'renewed' | 'ended' | 'unreachable';

const HTTP_UNAUTHORIZED = 401;
const HTTP_FORBIDDEN = 403;
const HTTP_NOT_FOUND = 404;
const HTTP_TOO_MANY_REQUESTS = 429;
const HTTP_INTERNAL_ERROR = 500;
const LOGIN_LOCKOUT = 'ERR_TOO_MANY_LOGIN_ATTEMPTS' satisfies ErrorCode;

function errorText(key: ErrorTextKey, english: string): string {
  return apiClientConfig().translateError(key, english);
}

function catalogueText(code: ErrorCode): string {
  return errorText(code, friendlyErrorText(code));
}

/** Spec §8: a 500 is "Something went wrong", a known code its friendly text, anything else as sent. */
function failureText(status: number, message: string | null): string {
  if (status === HTTP_INTERNAL_ERROR || message === null) {
    return errorText('ERR_INTERNAL', SOMETHING_WENT_WRONG);
  }
  return isErrorCode(message) ? catalogueText(message) : message;
}

function networkError(cause?: unknown): ApiError {
  return new ApiError('network', errorText('NETWORK_ERROR', NETWORK_ERROR), { cause });
}

function sessionEnded(code: ErrorCode): ApiError {
  return new ApiError('session-ended', catalogueText(code), { code });
}

function buildUrl(call: Call): string {
  const url = new URL(`${API_BASE_PATH}/${call.path}`, window.location.origin);
  for (const [name, value] of Object.entries(call.options.query ?? {})) {
    url.searchParams.set(name, value);
  }
  return url.toString();
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

async function sendOnce(call: Call): Promise<Sent> {
  // The refresh call is the one call that never carries the access token (spec §7).
  const bearer =
    call.options.bearer ?? (call.path === apiPaths.refreshToken ? null : tokens.getAccessToken());
  const headers = new Headers({ Accept: 'application/json' });
  if (call.body !== undefined) headers.set('Content-Type', 'application/json');
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  try {
    const response = await fetch(buildUrl(call), {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: call.options.signal,
    });
    return { response, bearer };
  } catch (error) {
    // A caller that cancels (a query unmounting) wants no toast and no "Network Error".
    if (call.options.signal?.aborted) throw error;
    throw networkError(error);
  }
}

/**
 * Whether a 429 is worth repeating. A lock-out after too many failed passwords lasts minutes
 * (its Retry-After says so): repeating it a second later only delays the answer the user
 * needs ("reset your password"), so only passing rate limits are repeated.
 */
async function isPassingLimit(response: Response): Promise<boolean> {
  if (response.status !== HTTP_TOO_MANY_REQUESTS) return false;
  return (await readServerMessage(response.clone())) !== LOGIN_LOCKOUT;
}

/** 429: wait RETRY_AFTER_429_MS and repeat, at most MAX_429_RETRIES times. */
async function sendWithRetries(call: Call): Promise<Sent> {
  let sent = await sendOnce(call);
  for (
    let retry = 0;
    retry < MAX_429_RETRIES && (await isPassingLimit(sent.response));
    retry += 1
  ) {
    await wait(RETRY_AFTER_429_MS, call.options.signal);
    sent = await sendOnce(call);
  }
  return sent;
}

async function readServerMessage(response: Response): Promise<string | null> {
  try {
    const parsed = errorResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.message : null;
  } catch {
    return null;
  }
}

function endSession(): void {
  tokens.clear();
  apiClientConfig().navigateToRoot();
}

let renewal: Promise<RenewOutcome> | null = null;

async function refreshTokens(): Promise<RenewOutcome> {
  const refreshToken = tokens.getRefreshToken();
  if (refreshToken === null) {
    endSession();
    return 'ended';
  }
  let sent: Sent;
  try {
    sent = await sendWithRetries({
      method: 'POST',
      path: apiPaths.refreshToken,
      body: { refreshToken },
      options: {},
    });
  } catch {
    // No answer says nothing about the session: keep it, and let the calls report "Network Error".
    return 'unreachable';
  }
  const pair = sent.response.ok
    ? refreshTokenResponseSchema.safeParse(await sent.response.json().catch(() => null))
    : null;
  if (!pair?.success || !tokens.replace(pair.data)) {
    endSession();
    return 'ended';
  }
  return 'renewed';
}

/**
 * One refresh at a time: calls failing while it runs wait for it and are then replayed. A call
 * that failed with a token older than the stored one is replayed without refreshing again, so
 * any number of concurrent 401s costs exactly one refresh (a rotated refresh token is single-use).
 */
function renewSession(staleBearer: string | null): Promise<RenewOutcome> {
  if (renewal) return renewal;
  const current = tokens.getAccessToken();
  // The session ended while this call was out (a failed refresh, a logout): nothing to renew.
  if (current === null && staleBearer !== null) return Promise.resolve('ended');
  if (current !== null && current !== staleBearer) return Promise.resolve('renewed');
  renewal = refreshTokens().finally(() => {
    renewal = null;
  });
  return renewal;
}

function canRenew(call: Call, sent: Sent): boolean {
  const { status } = sent.response;
  if (status !== HTTP_UNAUTHORIZED && status !== HTTP_FORBIDDEN) return false;
  // Directions answer 403 when the trial or subscription is over; a refresh cannot change
  // that. An expired token (401) on directions is renewed like anywhere else.
  if (status === HTTP_FORBIDDEN && call.path === apiPaths.directions) return false;
  // The refresh call cannot renew itself; renewing before a logout would only rotate the
  // token the logout is about to revoke.
  if (call.path === apiPaths.refreshToken || call.path === apiPaths.logout) return false;
  if (call.options.bearer !== undefined) return false;
  // Without a session (a failed login) there is nothing to renew.
  return sent.bearer !== null || tokens.getRefreshToken() !== null;
}

async function perform(call: Call, mayRenew: boolean): Promise<Response> {
  const sent = await sendWithRetries(call);
  const { response } = sent;
  if (response.ok) return response;

  const message = await readServerMessage(response);
  if (response.status === HTTP_NOT_FOUND && message === BLACKLISTED_MESSAGE) {
    endSession();
    throw sessionEnded(BLACKLISTED_MESSAGE);
  }
  if (mayRenew && canRenew(call, sent)) {
    const outcome = await renewSession(sent.bearer);
    if (outcome === 'renewed') return perform(call, false);
    if (outcome === 'ended') throw sessionEnded('ERR_REFRESH_TOKEN_INVALID');
    throw networkError();
  }
  throw new ApiError('http', failureText(response.status, message), {
    status: response.status,
    code: message,
  });
}

async function request<T>(call: Call, read: (response: Response) => Promise<T>): Promise<T> {
  try {
    return await read(await perform(call, true));
  } catch (error) {
    // An ended session navigates away; a toast about it would only be noise.
    if (
      error instanceof ApiError &&
      error.kind !== 'session-ended' &&
      call.options.toast !== false
    ) {
      apiClientConfig().notify(error.message);
    }
    throw error;
  }
}

function parseWith<S extends z.ZodType>(schema: S) {
  return async (response: Response): Promise<z.output<S>> => {
    const invalid = (cause: unknown) =>
      new ApiError('invalid-response', errorText('ERR_INTERNAL', SOMETHING_WENT_WRONG), {
        status: response.status,
        cause,
      });
    let body: unknown;
    try {
      body = await response.json();
    } catch (cause) {
      throw invalid(cause);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw invalid(parsed.error);
    return parsed.data;
  };
}

async function ignoreBody(): Promise<void> {}

function send(
  method: HttpMethod,
  path: string,
  body: unknown,
  schema: z.ZodType | undefined,
  options: RequestOptions,
): Promise<unknown> {
  return request({ method, path, body, options }, schema ? parseWith(schema) : ignoreBody);
}

/** GET an `apiPaths` entry and parse the answer with its contracts schema. */
function get<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  return request({ method: 'GET', path, body: undefined, options }, parseWith(schema));
}

/** POST to an `apiPaths` entry; with a schema the answer is parsed, without it is ignored (204). */
function post<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  options?: RequestOptions,
): Promise<z.output<S>>;
function post(
  path: string,
  body?: unknown,
  schema?: undefined,
  options?: RequestOptions,
): Promise<void>;
function post(
  path: string,
  body?: unknown,
  schema?: z.ZodType,
  options: RequestOptions = {},
): Promise<unknown> {
  return send('POST', path, body, schema, options);
}

/** PATCH an `apiPaths` entry; with a schema the answer is parsed, without it is ignored (204). */
function patch<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  options?: RequestOptions,
): Promise<z.output<S>>;
function patch(
  path: string,
  body?: unknown,
  schema?: undefined,
  options?: RequestOptions,
): Promise<void>;
function patch(
  path: string,
  body?: unknown,
  schema?: z.ZodType,
  options: RequestOptions = {},
): Promise<unknown> {
  return send('PATCH', path, body, schema, options);
}

export const api = { get, post, patch };
