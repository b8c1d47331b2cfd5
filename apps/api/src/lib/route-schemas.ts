import { errorResponseSchema } from '@academy/contracts';
import { z } from 'zod';

/**
 * Response schemas for a route's error statuses. 429 (rate limit) and 500 can happen on any
 * route, so they are always declared; each route names its other failure statuses.
 */
export function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): Record<Codes[number] | 429 | 500, typeof errorResponseSchema> {
  const all = [...codes, 429, 500] as (Codes[number] | 429 | 500)[];
  return Object.fromEntries(all.map((code) => [code, errorResponseSchema])) as Record<
    Codes[number] | 429 | 500,
    typeof errorResponseSchema
  >;
}

/** A response without a body (204, 304). Optional, so handlers may send nothing. */
export const emptyResponse = (description: string) => z.null().optional().describe(description);
