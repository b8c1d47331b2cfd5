import type { z } from 'zod';
import type { Role } from './enums.js';
import { BLACKLISTED_MESSAGE, type ErrorCode, LEARNING_ACCESS_ENDED } from './errors.js';

/*
 * An endpoint is one object: method, path, who may call it, the shapes of what goes in and
 * comes out, and the failures it may answer. The API registers its route from the object,
 * the web client calls it through the object, and the web tests answer it through the
 * object, so a shape or a status is written in one place (ARCHITECTURE.md, "Endpoints").
 */

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * Who may call an endpoint. Each value belongs to one route group of the API, which
 * enforces it for every route in the group:
 * - `public`: anyone, no token;
 * - `link`: anyone holding a mailed link's token (or a temporary-password login's token) as
 *   bearer; public group, the service checks the token;
 * - `account`: any signed-in user, whatever the role;
 * - `applicant`: signed-in applicants, and students (who were applicants first);
 * - `student`: signed-in students;
 * - `staff`: signed-in mentors and admins;
 * - `admin`: signed-in admins (staff group, marked admin-only).
 */
export const endpointAccesses = [
  'public',
  'link',
  'account',
  'applicant',
  'student',
  'staff',
  'admin',
] as const;
export type EndpointAccess = (typeof endpointAccesses)[number];

export type SuccessStatus = 200 | 201 | 202 | 204 | 304;
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/** A success status's body: a schema, or null for a status without a body (204, 304). */
export type ResponseBody = z.ZodType | null;

export interface EndpointDefinition {
  /** Unique, camelCase: the OpenAPI operationId and the name in `endpoints`. */
  readonly operationId: string;
  readonly method: HttpMethod;
  /** Below the API base path (`/v1`), with `:name` parameters: `/subject/:id`. */
  readonly path: `/${string}`;
  readonly access: EndpointAccess;
  /** The OpenAPI tag (the area of the API). */
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /**
   * Request headers the endpoint reads (lower-case names), such as payments/pay's
   * `idempotency-key`. Other headers pass; a missing or bad one is a 400 like any input.
   */
  readonly headers?: z.ZodType;
  readonly body?: z.ZodType;
  /** `multipart`: the body is form data (uploads), not JSON; `body` is then not a schema. */
  readonly bodyType?: 'json' | 'multipart';
  /** Success statuses with their bodies. */
  readonly responses: Readonly<Partial<Record<SuccessStatus, ResponseBody>>>;
  /** `binary`: the 200 body is a file (downloads); `json` otherwise. */
  readonly responseType?: 'json' | 'binary';
  /**
   * The failures the endpoint's own logic answers, by status, with their codes. Those that
   * follow from its shape are added by `endpointErrors`: validation (400), the access
   * guard's (401, 403, 404 blacklisted; 403 ERR_LEARNING_ACCESS_ENDED with
   * `requiresLearningAccess`), rate limits (429), 500, and 503 while the database is away.
   */
  readonly errors?: Readonly<Partial<Record<ErrorStatus, readonly ErrorCode[]>>>;
  /**
   * Student endpoints of the learning area: also refused while the student has neither a
   * running trial nor an active subscription (the student group's access hook).
   */
  readonly requiresLearningAccess?: boolean;
}

/** Declares an endpoint, keeping its literal types (statuses, schemas) for inference. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

/** Accesses that need a signed-in user's access token. */
const signedIn: readonly EndpointAccess[] = ['account', 'applicant', 'student', 'staff', 'admin'];

export function requiresSignIn(access: EndpointAccess): boolean {
  return signedIn.includes(access);
}

/** Whether an endpoint takes a bearer token at all (a session's or a mailed link's). */
export function takesBearer(access: EndpointAccess): boolean {
  return access !== 'public';
}

/** The roles an access lets in; null when no role is checked. */
export function allowedRoles(access: EndpointAccess): readonly Role[] | null {
  switch (access) {
    case 'applicant':
      return ['applicant', 'student'];
    case 'student':
      return ['student'];
    case 'staff':
      return ['mentor', 'admin'];
    case 'admin':
      return ['admin'];
    default:
      return null;
  }
}

type ErrorMap = Partial<Record<ErrorStatus, ErrorCode[]>>;

function add(map: ErrorMap, status: ErrorStatus, ...codes: readonly ErrorCode[]): void {
  const list = map[status] ?? [];
  for (const code of codes) if (!list.includes(code)) list.push(code);
  map[status] = list;
}

/**
 * Every failure an endpoint may answer, by status: its own (`errors`) and those that follow
 * from its shape. The API documents these, and the web tests refuse to answer any other.
 */
export function endpointErrors(endpoint: EndpointDefinition): ErrorMap {
  const map: ErrorMap = {};
  const hasBody = endpoint.body !== undefined || endpoint.bodyType === 'multipart';
  if (endpoint.params || endpoint.query || endpoint.headers || hasBody) {
    add(map, 400, 'ERR_VALIDATION');
  }
  if (hasBody) {
    add(map, 400, 'ERR_BAD_REQUEST');
    add(map, 413, 'ERR_PAYLOAD_TOO_LARGE');
  }
  if (requiresSignIn(endpoint.access)) {
    add(map, 401, 'ERR_UNAUTHORIZED');
    add(map, 404, BLACKLISTED_MESSAGE);
  }
  if (allowedRoles(endpoint.access)) add(map, 403, 'ERR_USER_FORBIDDEN');
  if (endpoint.requiresLearningAccess) add(map, 403, LEARNING_ACCESS_ENDED);
  for (const [status, codes] of Object.entries(endpoint.errors ?? {})) {
    add(map, Number(status) as ErrorStatus, ...(codes ?? []));
  }
  add(map, 429, 'ERR_TOO_MANY_REQUESTS');
  add(map, 500, 'ERR_INTERNAL');
  // The database away: any endpoint may answer it meanwhile (README.md, "Faults").
  add(map, 503, 'ERR_SERVICE_UNAVAILABLE');
  return map;
}

/** The success statuses an endpoint declares. */
export function successStatuses(endpoint: EndpointDefinition): SuccessStatus[] {
  return Object.keys(endpoint.responses).map(Number) as SuccessStatus[];
}

/** Fills an endpoint's `:name` parameters: `/subject/:id` with `{ id: 3 }` is `/subject/3`. */
export function endpointPath(
  endpoint: Pick<EndpointDefinition, 'path'>,
  params: Record<string, string | number> = {},
): string {
  return endpoint.path.replace(/:([A-Za-z]\w*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/* ---- types derived from an endpoint, for both sides ---- */

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends: path parameters, query and body, as the client writes them. */
export type EndpointParams<E extends EndpointDefinition> = SchemaInput<E['params']>;
export type EndpointQuery<E extends EndpointDefinition> = SchemaInput<E['query']>;
/** The request headers an endpoint reads (payments/pay's `idempotency-key`). */
export type EndpointHeaders<E extends EndpointDefinition> = SchemaInput<E['headers']>;
export type EndpointBody<E extends EndpointDefinition> = E['bodyType'] extends 'multipart'
  ? FormData
  : SchemaInput<E['body']>;

/** What a handler receives once the input is validated (defaults applied, coerced). */
export type ParsedParams<E extends EndpointDefinition> = SchemaOutput<E['params']>;
export type ParsedQuery<E extends EndpointDefinition> = SchemaOutput<E['query']>;
export type ParsedBody<E extends EndpointDefinition> = SchemaOutput<E['body']>;
export type ParsedHeaders<E extends EndpointDefinition> = SchemaOutput<E['headers']>;

/**
 * The success statuses whose bodies code handles. A 304 is not one: a handler sends it
 * through `reply`, and a browser hands the page its cached 200 answer instead.
 */
type SuccessOf<E extends EndpointDefinition> = Exclude<
  Extract<keyof E['responses'], SuccessStatus>,
  304
>;

/** The body of a success answer as the client reads it; `undefined` for a 204. */
export type EndpointResponse<E extends EndpointDefinition> = E['responseType'] extends 'binary'
  ? Blob
  : {
      [S in SuccessOf<E>]: E['responses'][S] extends z.ZodType
        ? z.output<E['responses'][S]>
        : undefined;
    }[SuccessOf<E>];

/** The body a handler answers with (before serialisation): the schema input; none for a 204. */
export type HandlerResponse<E extends EndpointDefinition> = {
  // biome-ignore lint/suspicious/noConfusingVoidType: what a 204 handler returns: nothing
  [S in SuccessOf<E>]: E['responses'][S] extends z.ZodType ? z.input<E['responses'][S]> : void;
}[SuccessOf<E>];
