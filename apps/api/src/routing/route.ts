import {
  allowedRoles,
  type EndpointAccess,
  type EndpointDefinition,
  endpointErrors,
  errorResponseSchema,
  type HandlerResponse,
  type ParsedBody,
  type ParsedHeaders,
  type ParsedParams,
  type ParsedQuery,
  type SuccessStatus,
  successStatuses,
} from '@academy/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SerialisedJson } from '../lib/serialised-json.js';
import type { AuthUser, RequestGuard } from '../plugins/app/authentication.js';
import { type RouteGroupName, routeGroupAccesses } from './group-name.js';

/*
 * The one way a route is registered: from its endpoint object in contracts. Schemas, the
 * OpenAPI operation (id, tag, summary, security, every response) and the access check come
 * from the object and the group the route sits in, so none of them can be forgotten or
 * written twice (ARCHITECTURE.md, "Endpoints").
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The route group this encapsulated instance belongs to (routing/groups.ts). */
    routeGroup?: RouteGroupName;
  }
  interface FastifyContextConfig {
    /**
     * Checks narrower than the route's group (an admin-only endpoint in the staff group): the
     * group runs them right after its own guard, before the body is parsed, so a caller
     * without the role learns nothing about the input the endpoint expects.
     */
    narrowerGuards?: RequestGuard[];
  }
}

type SignedInAccess = Exclude<EndpointAccess, 'public' | 'link'>;

/** A request to an endpoint: its input already validated and parsed by its schemas. */
export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: ParsedParams<E>;
  Querystring: ParsedQuery<E>;
  Body: ParsedBody<E>;
  Headers: ParsedHeaders<E>;
}> &
  (E['access'] extends SignedInAccess ? { user: AuthUser } : unknown);

/**
 * A handler answers with the body of the endpoint's success status (the lowest one it
 * declares, 204 without a body), or that body already serialised through the status's
 * schema (an answer kept in memory, `SerialisedJson`), or sends through `reply` itself and
 * returns it (several success statuses, files, headers).
 */
type HandlerAnswer<E extends EndpointDefinition> =
  | HandlerResponse<E>
  | SerialisedJson<HandlerResponse<E>>
  | FastifyReply;

export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => HandlerAnswer<E> | Promise<HandlerAnswer<E>>;

export interface RouteOptions {
  /**
   * This route's own limit, in requests per minute per address, on top of the global one;
   * `false` leaves the route unlimited (health checks).
   */
  perMinute?: number | false;
  /**
   * Counts `perMinute` per signed-in user instead of per address: checked after the route's
   * guard, so one account on many addresses shares one count, and students behind one
   * address (a classroom's network) do not share theirs.
   */
  perUser?: boolean;
}

const ONE_MINUTE_MS = 60_000;

/** A limit counted per user: after the guards (onRequest), keyed by the signed-in user. */
const perUserLimit = {
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `user:${request.user?.id}`,
} as const;

const emptyBody = z.null().optional();

/** What Fastify answers a JSON body with. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** Every status an endpoint answers, with its schema: bodies of successes, and the errors. */
function responseSchemas(endpoint: EndpointDefinition): Record<number, z.ZodType> {
  const schemas: Record<number, z.ZodType> = {};
  for (const [status, body] of Object.entries(endpoint.responses)) {
    schemas[Number(status)] =
      body ?? emptyBody.describe(status === '304' ? 'Not modified' : 'Done');
  }
  for (const [status, codes] of Object.entries(endpointErrors(endpoint))) {
    schemas[Number(status)] = errorResponseSchema.describe((codes ?? []).join(', '));
  }
  return schemas;
}

function defaultStatus(endpoint: EndpointDefinition): SuccessStatus {
  return Math.min(...successStatuses(endpoint)) as SuccessStatus;
}

/**
 * Registers `endpoint` on `app`, which must be an instance of a route group that serves the
 * endpoint's access: a student endpoint in the public group is refused at start-up.
 */
export function route<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RouteOptions = {},
): void {
  const group = app.routeGroup;
  const accesses: readonly EndpointAccess[] = group ? routeGroupAccesses[group] : [];
  if (!group || !accesses.includes(endpoint.access)) {
    throw new Error(
      `${endpoint.operationId} (${endpoint.access}) cannot be registered in the ${group ?? 'root'} route group`,
    );
  }

  if (options.perUser && endpoint.access === 'public') {
    throw new Error(`${endpoint.operationId} is public: its limit cannot be counted per user`);
  }

  const preHandler: RequestGuard[] = [];
  // The group checks the roles it serves; an endpoint narrower than its group checks its own.
  const roles = allowedRoles(endpoint.access);
  const narrowerGuards =
    roles && endpoint.access !== group ? [app.requireRole(...roles)] : undefined;
  if (endpoint.requiresLearningAccess) preHandler.push(app.learningAccess);

  const status = defaultStatus(endpoint);
  const multipart = endpoint.bodyType === 'multipart';

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      ...(narrowerGuards ? { narrowerGuards } : {}),
      ...(options.perMinute === undefined
        ? {}
        : {
            rateLimit:
              options.perMinute === false
                ? false
                : {
                    max: options.perMinute,
                    timeWindow: ONE_MINUTE_MS,
                    ...(options.perUser ? perUserLimit : {}),
                  },
          }),
    },
    ...(preHandler.length > 0 ? { preHandler } : {}),
    schema: {
      operationId: endpoint.operationId,
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      security: endpoint.access === 'public' ? [] : [{ bearerAuth: [] }],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      // Headers the endpoint reads (payments/pay's idempotency key): validated like the rest
      // (400 ERR_VALIDATION naming the header) and documented as header parameters.
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      ...(endpoint.body && !multipart ? { body: endpoint.body } : {}),
      ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: responseSchemas(endpoint),
    },
    handler: async (request, reply) => {
      const answer = await handler(request as EndpointRequest<E>, reply);
      // A reply the handler sent through is awaited (Fastify's reply is thenable) until its
      // response ends, or until its client goes away: then it has begun (a stream cut short)
      // without ending, and must not be answered again.
      if (answer === reply || reply.sent || reply.raw.headersSent || reply.raw.destroyed) {
        return reply;
      }
      if (answer instanceof SerialisedJson) {
        // A string with a JSON type is sent as it is, past the schema's serialiser.
        return reply.code(status).type(JSON_TYPE).send(answer.text);
      }
      return reply.code(status).send(status === 204 ? undefined : answer);
    },
  });
}
