import type { EndpointDefinition, EndpointResponse } from '@academy/contracts';
import {
  hashKey,
  mutationOptions,
  type QueryClient,
  type QueryKey,
  queryOptions,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { type ApiInput, api, type RequestOptions } from './client';

/*
 * The query plumbing of every endpoint, derived from its contracts object (web README, "Data
 * layer"): a read is `endpointQuery(endpoint, input)`, a change `endpointMutation(endpoint)`.
 * A query's key is `[operationId, input]` (`[operationId]` when the endpoint takes no input),
 * so one endpoint's answers share one prefix, two screens asking the same thing share one
 * answer, and what a change makes stale is named by its endpoints (`invalidateEndpoints`).
 */

/** What a query passes to the HTTP client besides its input; the query supplies the signal. */
export type QueryRequestOptions = Pick<RequestOptions, 'toast' | 'shownByCaller' | 'bearer'>;

/** What a mutation passes to the HTTP client besides its input. */
export type MutationRequestOptions = Omit<RequestOptions, 'signal'>;

type QueryArguments<E extends EndpointDefinition> =
  undefined extends ApiInput<E>
    ? [input?: ApiInput<E>, request?: QueryRequestOptions]
    : [input: ApiInput<E>, request?: QueryRequestOptions];

/** The client's call with an input typed for `E` by the caller (the helpers below). */
const call = api as <E extends EndpointDefinition>(
  endpoint: E,
  input: ApiInput<E> | undefined,
  options?: RequestOptions,
) => Promise<EndpointResponse<E>>;

/**
 * The key of `endpoint`'s answer to `input`: `[operationId, input]`, or `[operationId]` for an
 * endpoint without input. A call with another bearer than the session's (a mailed link's
 * token) is another answer, so the bearer is part of its key.
 */
export function endpointKey<E extends EndpointDefinition>(
  endpoint: E,
  input?: ApiInput<E>,
  request?: QueryRequestOptions,
): QueryKey {
  const key: unknown[] = [endpoint.operationId];
  if (input !== undefined) key.push(input);
  if (request?.bearer !== undefined) {
    if (input === undefined) key.push(null);
    key.push({ bearer: request.bearer });
  }
  return key;
}

/**
 * `queryOptions` of a read: its key, and a query function that calls the endpoint with the
 * query's signal. Spread it to add TanStack options:
 * `useQuery({ ...endpointQuery(endpoints.listApplicants, { query }), placeholderData })`.
 */
export function endpointQuery<E extends EndpointDefinition>(
  endpoint: E,
  ...[input, request]: QueryArguments<E>
) {
  return queryOptions({
    queryKey: endpointKey(endpoint, input, request) as QueryKey,
    queryFn: ({ signal }): Promise<EndpointResponse<E>> =>
      call(endpoint, input, { ...request, signal }),
  });
}

export type EndpointMutationOptions<E extends EndpointDefinition, TContext = unknown> = Omit<
  UseMutationOptions<EndpointResponse<E>, Error, ApiInput<E>, TContext>,
  'mutationKey' | 'mutationFn'
> & {
  /** Options of the HTTP client: `toast`, `shownByCaller`, `bearer`, `onUploadProgress`. */
  request?: MutationRequestOptions;
};

/**
 * `mutationOptions` of a change: keyed `[operationId]`, its variables the endpoint's input.
 * Cache effects go in the options, with the query client of the mutation's context:
 * `endpointMutation(endpoints.x, { onSuccess: (_answer, _input, _result, { client }) => … })`.
 */
export function endpointMutation<E extends EndpointDefinition, TContext = unknown>(
  endpoint: E,
  { request, ...options }: EndpointMutationOptions<E, TContext> = {},
) {
  return mutationOptions<EndpointResponse<E>, Error, ApiInput<E>, TContext>({
    mutationKey: [endpoint.operationId],
    mutationFn: (input) => call(endpoint, input, request),
    ...options,
  });
}

/**
 * Marks stale every cached answer of these endpoints, whatever their input: the explicit list
 * of what a change touches ("everything of an area" is the list of the area's reads).
 * `except` keeps one answer fresh: the one the change just put in the cache.
 */
export function invalidateEndpoints(
  client: QueryClient,
  endpoints: readonly EndpointDefinition[],
  { except }: { except?: QueryKey } = {},
): Promise<void> {
  const ids = new Set<unknown>(endpoints.map((endpoint) => endpoint.operationId));
  const kept = except === undefined ? null : hashKey(except);
  return client.invalidateQueries({
    predicate: (query) => ids.has(query.queryKey[0]) && query.queryHash !== kept,
  });
}
