import {
  API_BASE_PATH,
  type EndpointDefinition,
  type ErrorCode,
  type ErrorStatus,
  endpointErrors,
  type FieldError,
  type FileProblem,
  type SuccessStatus,
} from '@academy/contracts';
import { HttpResponse, http, type PathParams } from 'msw';
import type { z } from 'zod';

/*
 * MSW handlers built from contracts' endpoint objects: a test answers an endpoint only with
 * what the endpoint declares. The types allow only its statuses; at run time the handler also
 * refuses an error code not declared for the status and a success body its schema rejects,
 * answering 500 and failing the test (see `takeRefusals`, checked after every test).
 */

type SuccessOf<E extends EndpointDefinition> = Extract<keyof E['responses'], SuccessStatus>;

type HasInput<E extends EndpointDefinition> = E['params'] extends z.ZodType
  ? true
  : E['query'] extends z.ZodType
    ? true
    : E['body'] extends z.ZodType
      ? true
      : false;

/** A JSON body: a multipart endpoint declares no `body` schema, nor these failures by shape. */
type HasBody<E extends EndpointDefinition> = E['body'] extends z.ZodType ? true : false;

/** The statuses `endpointErrors` adds from an endpoint's shape (its run-time twin decides). */
type ImpliedErrorStatus<E extends EndpointDefinition> =
  | 429
  | 500
  | 503
  | (HasInput<E> extends true ? 400 : never)
  | (HasBody<E> extends true ? 413 : never)
  | (E['access'] extends 'public' | 'link' ? never : 401 | 404)
  | (E['access'] extends 'applicant' | 'student' | 'staff' | 'admin' ? 403 : never);

type OwnErrorStatus<E extends EndpointDefinition> = Extract<
  keyof NonNullable<E['errors']>,
  ErrorStatus
>;

export type DeclaredErrorStatus<E extends EndpointDefinition> =
  | ImpliedErrorStatus<E>
  | OwnErrorStatus<E>;

export type DeclaredStatus<E extends EndpointDefinition> = SuccessOf<E> | DeclaredErrorStatus<E>;

/**
 * A failure's body: its code, or the code with the failing fields of a validation error, or
 * with the problems of a refused import.
 */
export type ErrorReplyBody =
  | ErrorCode
  | { message: ErrorCode; errors?: FieldError[]; problems?: FileProblem[] };

/** A download's bytes. */
export type BinaryBody = ArrayBuffer | Uint8Array<ArrayBuffer> | string;

type SuccessBody<
  E extends EndpointDefinition,
  S extends SuccessStatus,
> = E['responses'][S] extends z.ZodType
  ? E['responseType'] extends 'binary'
    ? BinaryBody
    : z.input<E['responses'][S]>
  : undefined;

export interface ReplyInit {
  headers?: HeadersInit;
}

/** What the body argument of `reply(status, …)` is for that status: none for a 204. */
type ReplyArguments<E extends EndpointDefinition, S extends number> = S extends SuccessStatus
  ? SuccessBody<E, S> extends undefined
    ? [body?: undefined, init?: ReplyInit]
    : [body: SuccessBody<E, S>, init?: ReplyInit]
  : [body: ErrorReplyBody, init?: ReplyInit];

declare const replyBrand: unique symbol;

/** An answer to one endpoint, made by the `reply` its handler hands the resolver. */
export interface Reply<E extends EndpointDefinition = EndpointDefinition> {
  readonly [replyBrand]: E;
  readonly status: number | 'network-error';
  readonly body: unknown;
  readonly init: ReplyInit;
}

export type ReplyFunction<E extends EndpointDefinition> = <S extends DeclaredStatus<E>>(
  status: S,
  ...args: ReplyArguments<E, S>
) => Reply<E>;

/** An answer chosen by a test helper's caller: `(reply) => reply(409, 'ERR_…')`. */
export type Answer<E extends EndpointDefinition> = (reply: ReplyFunction<E>) => Reply<E>;

export interface HandleInfo<E extends EndpointDefinition> {
  request: Request;
  params: PathParams;
  /** Answers `status` with `body`; only the endpoint's statuses compile. */
  reply: ReplyFunction<E>;
  /** No answer at all: the connection fails (the client reports "Network Error"). */
  networkError: () => Reply<E>;
}

export type HandleResolver<E extends EndpointDefinition> = (
  info: HandleInfo<E>,
) => Reply<E> | Promise<Reply<E>>;

const refusals: string[] = [];

/** The refusals since the last call, emptied. The test set-up fails any test that had one. */
export function takeRefusals(): string[] {
  return refusals.splice(0);
}

/** The absolute URL the HTTP client calls for an endpoint's path (`:name` kept for MSW). */
export function endpointUrl(endpoint: Pick<EndpointDefinition, 'path'>): string {
  return new URL(`${API_BASE_PATH}${endpoint.path}`, window.location.origin).toString();
}

function makeReply<E extends EndpointDefinition>(
  status: number | 'network-error',
  body: unknown,
  init: ReplyInit = {},
): Reply<E> {
  return { status, body, init } as Reply<E>;
}

function refuse(endpoint: EndpointDefinition, reason: string): Response {
  const message = `${endpoint.method} ${endpoint.path} (${endpoint.operationId}): ${reason}`;
  refusals.push(message);
  console.error(`Test handler refused an answer. ${message}`);
  return HttpResponse.json(
    { statusCode: 500, message: `Test handler: ${message}` },
    { status: 500 },
  );
}

function successResponse(
  endpoint: EndpointDefinition,
  status: SuccessStatus,
  reply: Reply,
): Response {
  const schema = endpoint.responses[status];
  const { headers } = reply.init;
  if (!schema) {
    if (reply.body !== undefined) return refuse(endpoint, `${status} has no body`);
    return new HttpResponse(null, { status, headers });
  }
  if (endpoint.responseType === 'binary') {
    return new HttpResponse(reply.body as BinaryBody, { status, headers });
  }
  const parsed = schema.safeParse(reply.body);
  if (!parsed.success) {
    return refuse(endpoint, `the ${status} body breaks its schema: ${parsed.error.message}`);
  }
  return HttpResponse.json(reply.body as never, { status, headers });
}

function errorResponse(endpoint: EndpointDefinition, status: number, reply: Reply): Response {
  const declared = endpointErrors(endpoint)[status as ErrorStatus];
  if (!declared) {
    const statuses = [
      ...Object.keys(endpoint.responses),
      ...Object.keys(endpointErrors(endpoint)),
    ].join(', ');
    return refuse(endpoint, `status ${status} is not declared (declared: ${statuses})`);
  }
  const body = reply.body as ErrorReplyBody;
  const { message, errors, problems } =
    typeof body === 'string' ? { message: body, errors: undefined, problems: undefined } : body;
  if (!declared.includes(message)) {
    return refuse(
      endpoint,
      `${status} ${message} is not declared (declared for ${status}: ${declared.join(', ')})`,
    );
  }
  return HttpResponse.json(
    {
      statusCode: status,
      message,
      ...(errors ? { errors } : {}),
      ...(problems ? { problems } : {}),
    },
    { status, headers: reply.init.headers },
  );
}

/**
 * An MSW handler for `endpoint`: its method, at `/v1` + its path (`:name` parameters match
 * any value its params schema accepts; other requests go on to the next handler). The resolver answers with `reply(status, body)`:
 * `handle(endpoints.login, ({ reply }) => reply(404, 'ERR_USER_NOT_EXISTS'))`.
 */
export function handle<E extends EndpointDefinition>(endpoint: E, resolver: HandleResolver<E>) {
  const method = endpoint.method.toLowerCase() as Lowercase<E['method']>;
  return http[method](endpointUrl(endpoint), async ({ request, params }) => {
    // `/lectures/:id` matches `/lectures/last-opened` too; the server's router prefers the
    // static route. A handler leaves to the others a path its parameters do not fit.
    if (endpoint.params && !endpoint.params.safeParse(params).success) return undefined;
    const answer = await resolver({
      request,
      params,
      reply: ((status: number, body?: unknown, init?: ReplyInit) =>
        makeReply<E>(status, body, init)) as ReplyFunction<E>,
      networkError: () => makeReply<E>('network-error', undefined),
    });
    if (answer.status === 'network-error') return HttpResponse.error();
    if (Object.hasOwn(endpoint.responses, answer.status)) {
      return successResponse(endpoint, answer.status as SuccessStatus, answer);
    }
    return errorResponse(endpoint, answer.status, answer);
  });
}
