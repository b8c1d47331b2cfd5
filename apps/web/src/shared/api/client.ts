import {
  authEndpoints,
  BLACKLISTED_MESSAGE,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointHeaders,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type ErrorCode,
  type ErrorResponse,
  errorResponseSchema,
  friendlyErrorText,
  isErrorCode,
  LEARNING_ACCESS_ENDED,
  MAX_429_RETRIES,
  NETWORK_ERROR,
  RETRY_AFTER_429_MS,
  requiresSignIn,
  SOMETHING_WENT_WRONG,
  type SuccessStatus,
} from '@academy/contracts';
import type { z } from 'zod';
import type { SessionNotice } from '../session/session-notice';
import { ApiError } from './api-error';
import { apiRequestPath } from './api-url';
import { apiClientConfig, type ErrorTextKey } from './client-config';
import { takeFirstLoadResponse } from './first-load-responses';
import { tokens } from './tokens';
import { sendWithUploadProgress } from './xhr-transport';

export { ApiError, type ApiErrorKind } from './api-error';

/*
 * The one HTTP client of the web app. It owns what every call needs: the bearer token, the
 * 429 retry (and the busy code runner's 503), the single queued token refresh, the blacklist
 * exit and the error toast. Feature code calls `api(endpoint, input)` and never catches an
 * error to toast it.
 */

export interface RequestOptions {
  /** Show the error toast when the call fails (default true). Forms that show errors inline pass false. */
  toast?: boolean;
  /**
   * Failures the caller shows itself, by code (a declined card on the payment form): no toast
   * for them, while any other failure of the call still toasts.
   */
  shownByCaller?: readonly ErrorCode[];
  /**
   * A bearer other than the session's: the link token of set/reset password or verification.
   * Such a call is never answered by refreshing the session, which did not issue that token.
   */
  bearer?: string;
  signal?: AbortSignal;
  /**
   * Reports how much of a (multipart) body has been sent, from 0 to 1. fetch cannot tell, so
   * such a call goes through XMLHttpRequest; everything else about it stays the same.
   */
  onUploadProgress?: (fraction: number) => void;
}

type HasParts<E extends EndpointDefinition> = E['params'] extends z.ZodType
  ? true
  : E['query'] extends z.ZodType
    ? true
    : E['headers'] extends z.ZodType
      ? true
      : false;

type HasBody<E extends EndpointDefinition> = E['bodyType'] extends 'multipart'
  ? true
  : E['body'] extends z.ZodType
    ? true
    : false;

/** One object type out of an intersection, as editors and type tests read it. */
type Flatten<T> = { [K in keyof T]: T[K] } & {};

/** `{ params, query, headers, body }`, each only when the endpoint declares it. */
export type ApiInputParts<E extends EndpointDefinition> = Flatten<
  (E['params'] extends z.ZodType ? { params: EndpointParams<E> } : unknown) &
    (E['query'] extends z.ZodType ? { query: EndpointQuery<E> } : unknown) &
    (E['headers'] extends z.ZodType ? { headers: EndpointHeaders<E> } : unknown) &
    (HasBody<E> extends true ? { body: EndpointBody<E> } : unknown)
>;

/**
 * What a call of `E` takes: `{ params, query, headers, body }` (each only when declared) when
 * the endpoint declares path parameters, a query or request headers; otherwise the body
 * itself, or nothing.
 */
export type ApiInput<E extends EndpointDefinition> =
  HasParts<E> extends true
    ? ApiInputParts<E>
    : HasBody<E> extends true
      ? EndpointBody<E>
      : undefined;

type ApiArguments<E extends EndpointDefinition> =
  undefined extends ApiInput<E>
    ? [input?: ApiInput<E>, options?: RequestOptions]
    : [input: ApiInput<E>, options?: RequestOptions];

/** One call, as the client sends it (and sends it again after a 429 or a refresh). */
interface Call {
  endpoint: EndpointDefinition;
  url: string;
  /** The endpoint's declared request headers, sent as given (with every repeat of the call). */
  headers?: Record<string, string>;
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
const HTTP_SERVICE_UNAVAILABLE = 503;
/** Grading's queue is full (POST task-answer with code): repeated after its Retry-After. */
const CODE_RUNNER_BUSY = 'ERR_CODE_RUNNER_BUSY' satisfies ErrorCode;
/** Repeats of a busy code runner's 503 before its text is shown. */
export const MAX_BUSY_RETRIES = 3;
/** The wait when a busy 503 names none, and the longest wait it may ask for. */
export const RETRY_AFTER_BUSY_MS = 2000;
export const MAX_RETRY_AFTER_BUSY_MS = 10_000;
/** The request limit's own 429: the only one that passes within the client's retries. */
const RATE_LIMITED = 'ERR_TOO_MANY_REQUESTS' satisfies ErrorCode;

function errorText(key: ErrorTextKey, english: string): string {
  return apiClientConfig().translateError(key, english);
}

function catalogueText(code: ErrorCode): string {
  return errorText(code, friendlyErrorText(code));
}

/**
 * The text of a failure: a 500 is "Something went wrong", a known code its friendly text,
 * anything else as sent.
 */
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

function invalidResponse(status: number, cause: unknown): ApiError {
  return new ApiError('invalid-response', errorText('ERR_INTERNAL', SOMETHING_WENT_WRONG), {
    status,
    cause,
  });
}

function buildUrl(
  endpoint: EndpointDefinition,
  params: Record<string, string | number> | undefined,
  query: Record<string, unknown> | undefined,
): string {
  return new URL(apiRequestPath(endpoint, params, query), window.location.origin).toString();
}

/** Splits an input by the rule of `ApiInput`. */
function readInput(endpoint: EndpointDefinition, input: unknown) {
  if (
    endpoint.params === undefined &&
    endpoint.query === undefined &&
    endpoint.headers === undefined
  ) {
    return { params: undefined, query: undefined, headers: undefined, body: input };
  }
  const parts = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    headers?: Record<string, string>;
    body?: unknown;
  };
  return { params: parts.params, query: parts.query, headers: parts.headers, body: parts.body };
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

function isMultipart(call: Call): boolean {
  return call.endpoint.bodyType === 'multipart';
}

/**
 * A plain read the page's first-load script already sent with this bearer (README, "First
 * load"): its answer, as if this call had been made then; null to send the request.
 */
function firstLoadAnswer(call: Call, bearer: string | null): Promise<Response | null> | null {
  if (call.endpoint.method !== 'GET' || call.headers !== undefined) return null;
  return takeFirstLoadResponse(call.url, bearer);
}

async function transmit(call: Call, headers: Headers, bearer: string | null): Promise<Response> {
  const early = await firstLoadAnswer(call, bearer);
  if (early) return early;
  const body =
    call.body === undefined
      ? null
      : isMultipart(call)
        ? (call.body as FormData)
        : JSON.stringify(call.body);
  const { onUploadProgress, signal } = call.options;
  if (onUploadProgress) {
    return sendWithUploadProgress({
      method: call.endpoint.method,
      url: call.url,
      headers,
      body,
      signal,
      onUploadProgress,
    });
  }
  return fetch(call.url, { method: call.endpoint.method, headers, body, signal });
}

async function sendOnce(call: Call): Promise<Sent> {
  // The refresh call is the one call that never carries the access token: it has none yet.
  const bearer =
    call.options.bearer ??
    (call.endpoint === authEndpoints.refreshToken ? null : tokens.getAccessToken());
  const headers = new Headers(call.headers);
  headers.set('Accept', call.endpoint.responseType === 'binary' ? '*/*' : 'application/json');
  // Form data sets its own type, with the boundary between its parts.
  if (call.body !== undefined && !isMultipart(call)) {
    headers.set('Content-Type', 'application/json');
  }
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  try {
    return { response: await transmit(call, headers, bearer), bearer };
  } catch (error) {
    // A caller that cancels (a query unmounting) wants no toast and no "Network Error".
    if (call.options.signal?.aborted) throw error;
    throw networkError(error);
  }
}

/**
 * Whether a 429 is worth repeating: the request limit's (or a 429 without our error body, from
 * a proxy). Any other 429 is a rule with its own answer and its own minutes (a login locked
 * after failed passwords, an invitation resent a moment ago): repeating it a second later
 * only delays what the user needs to read.
 */
async function isPassingLimit(response: Response): Promise<boolean> {
  if (response.status !== HTTP_TOO_MANY_REQUESTS) return false;
  const message = await readServerMessage(response.clone());
  return message === null || message === RATE_LIMITED;
}

/**
 * How long to wait before repeating a 503 ERR_CODE_RUNNER_BUSY (every grading worker busy,
 * nothing recorded), from its Retry-After in seconds; null when it is not that answer.
 */
async function busyRetryDelay(response: Response): Promise<number | null> {
  if (response.status !== HTTP_SERVICE_UNAVAILABLE) return null;
  if ((await readServerMessage(response.clone())) !== CODE_RUNNER_BUSY) return null;
  const seconds = Number(response.headers.get('Retry-After'));
  const ms = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : RETRY_AFTER_BUSY_MS;
  return Math.min(ms, MAX_RETRY_AFTER_BUSY_MS);
}

/**
 * 429: wait RETRY_AFTER_429_MS and repeat, at most MAX_429_RETRIES times. 503
 * ERR_CODE_RUNNER_BUSY: wait its Retry-After and repeat, at most MAX_BUSY_RETRIES times.
 */
async function sendWithRetries(call: Call): Promise<Sent> {
  let sent = await sendOnce(call);
  let limited = 0;
  let busy = 0;
  for (;;) {
    if (limited < MAX_429_RETRIES && (await isPassingLimit(sent.response))) {
      limited += 1;
      await wait(RETRY_AFTER_429_MS, call.options.signal);
    } else {
      const delay = busy < MAX_BUSY_RETRIES ? await busyRetryDelay(sent.response) : null;
      if (delay === null) return sent;
      busy += 1;
      await wait(delay, call.options.signal);
    }
    sent = await sendOnce(call);
  }
}

async function readServerMessage(response: Response): Promise<string | null> {
  return (await readServerError(response))?.message ?? null;
}

/** The server's error body, when it is one. */
async function readServerError(response: Response): Promise<ErrorResponse | null> {
  try {
    const parsed = errorResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function endSession(reason: SessionNotice): void {
  tokens.clear();
  apiClientConfig().sessionEnded(reason);
}

let renewal: Promise<RenewOutcome> | null = null;

async function refreshTokens(): Promise<RenewOutcome> {
  const refreshToken = tokens.getRefreshToken();
  if (refreshToken === null) {
    endSession('ended');
    return 'ended';
  }
  const endpoint = authEndpoints.refreshToken;
  let sent: Sent;
  try {
    sent = await sendWithRetries({
      endpoint,
      url: buildUrl(endpoint, undefined, undefined),
      body: { refreshToken },
      options: {},
    });
  } catch {
    // No answer says nothing about the session: keep it, and let the calls report "Network Error".
    return 'unreachable';
  }
  const pair = sent.response.ok
    ? endpoint.responses[200].safeParse(await sent.response.json().catch(() => null))
    : null;
  if (!pair?.success || !tokens.replace(pair.data)) {
    endSession('ended');
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

function canRenew(call: Call, sent: Sent, message: string | null): boolean {
  const { status } = sent.response;
  if (status !== HTTP_UNAUTHORIZED && status !== HTTP_FORBIDDEN) return false;
  // A learning call refused because the trial or subscription ended: no token changes that.
  // Any other 401/403 (an expired token) is renewed, on learning calls too.
  if (status === HTTP_FORBIDDEN && message === LEARNING_ACCESS_ENDED) return false;
  // Only a signed-in call is about the session. Public calls (login, the refresh itself, a
  // logout, whose token is about to be revoked) and mailed-link calls have nothing to renew.
  if (!requiresSignIn(call.endpoint.access)) return false;
  if (call.options.bearer !== undefined) return false;
  // Without a session there is nothing to renew.
  return sent.bearer !== null || tokens.getRefreshToken() !== null;
}

async function perform(call: Call, mayRenew: boolean): Promise<Response> {
  const sent = await sendWithRetries(call);
  const { response } = sent;
  if (response.ok) return response;

  const served = await readServerError(response);
  const message = served?.message ?? null;
  if (response.status === HTTP_NOT_FOUND && message === BLACKLISTED_MESSAGE) {
    endSession('blocked');
    throw sessionEnded(BLACKLISTED_MESSAGE);
  }
  if (mayRenew && canRenew(call, sent, message)) {
    const outcome = await renewSession(sent.bearer);
    if (outcome === 'renewed') return perform(call, false);
    if (outcome === 'ended') throw sessionEnded('ERR_REFRESH_TOKEN_INVALID');
    throw networkError();
  }
  throw new ApiError('http', failureText(response.status, message), {
    status: response.status,
    code: message,
    problems: served?.problems ?? [],
    fields: served?.errors ?? [],
  });
}

/** The answer read with the schema of the status that came back (none for a 204). */
async function readAnswer(endpoint: EndpointDefinition, response: Response): Promise<unknown> {
  const { status } = response;
  if (!Object.hasOwn(endpoint.responses, status)) {
    throw invalidResponse(
      status,
      new Error(`${endpoint.operationId}: undeclared status ${status}`),
    );
  }
  const schema = endpoint.responses[status as SuccessStatus];
  if (!schema) return undefined;
  if (endpoint.responseType === 'binary') {
    try {
      return await response.blob();
    } catch (cause) {
      throw invalidResponse(status, cause);
    }
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw invalidResponse(status, cause);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidResponse(status, parsed.error);
  return parsed.data;
}

/** A 403 ERR_LEARNING_ACCESS_ENDED: the student's trial or subscription is over. */
export function isLearningAccessEnded(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === HTTP_FORBIDDEN &&
    error.code === LEARNING_ACCESS_ENDED
  );
}

/**
 * Calls `endpoint` (one of contracts' `endpoints`) and answers its parsed success body: the
 * schema of the status that came back reads it, a 204 answers `undefined`, a binary download
 * a `Blob`.
 *
 * The input: when the endpoint declares path `params` or a `query`, it is
 * `{ params, query, body }`, each only when declared; otherwise it is the body itself, left
 * out when the endpoint takes none. Declared request headers are input too:
 * `api(billingEndpoints.pay, { headers: { 'idempotency-key': key }, body })`.
 * `api(authEndpoints.login, credentials)`,
 * `api(accountEndpoints.getMe)`,
 * `api(registrationEndpoints.listAvailableExamSlots, { query: { from, to } })`.
 * A multipart endpoint's body is a `FormData`.
 *
 * A failure rejects with an `ApiError` whose message is the text for the user, already shown
 * as a toast unless `toast: false`. A 403 ERR_LEARNING_ACCESS_ENDED is not a toast: the app's
 * `learningAccessEnded` takes the student to the plans.
 */
export async function api<E extends EndpointDefinition>(
  endpoint: E,
  ...[input, options = {}]: ApiArguments<E>
): Promise<EndpointResponse<E>> {
  const { params, query, headers, body } = readInput(endpoint, input);
  const call: Call = { endpoint, url: buildUrl(endpoint, params, query), headers, body, options };
  try {
    return (await readAnswer(endpoint, await perform(call, true))) as EndpointResponse<E>;
  } catch (error) {
    if (isLearningAccessEnded(error)) {
      // The trial or subscription is over: the app shows the plans with that message
      // instead of a toast (or the screen's own failure).
      apiClientConfig().learningAccessEnded();
    } else if (
      // An ended session navigates away; a toast about it would only be noise.
      error instanceof ApiError &&
      error.kind !== 'session-ended' &&
      options.toast !== false &&
      !(isErrorCode(error.code) && options.shownByCaller?.includes(error.code))
    ) {
      apiClientConfig().notify(error.message);
    }
    throw error;
  }
}
