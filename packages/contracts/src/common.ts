import { z } from 'zod';

/**
 * The largest id the database holds: ids are PostgreSQL `integer` (serial) columns. A larger
 * number is refused as invalid input (400) before it reaches a query, where it would fail.
 */
export const MAX_ID = 2_147_483_647;

/** An id in a JSON body. */
export const idSchema = z.number().int().positive().max(MAX_ID);

/**
 * A whole number as a path or a query string carries it: decimal digits only, so that text
 * JavaScript would also read as a number (`0x10`, `1e3`, ` 7`, `7.0`) is refused, not taken
 * for another one.
 */
export const decimalTextSchema = z
  .union([z.number(), z.string().regex(/^\d+$/, 'Expected a whole number in decimal digits')])
  .pipe(z.coerce.number<string | number>());

/** An id in a path or query string, where it arrives as text (`/subject/{id}`). */
export const idTextSchema = decimalTextSchema.pipe(idSchema);

/** Path parameters of a `/…/{id}` route. */
export const idParamsSchema = z.strictObject({ id: idTextSchema });
export type IdParams = z.input<typeof idParamsSchema>;

/** Stored files are addressed by a generated UUID, never a client's file name. */
export const fileIdSchema = z.uuid();
export const fileParamsSchema = z.strictObject({ fileId: fileIdSchema });

export const fileRefSchema = z.object({ id: fileIdSchema, path: z.string() });
export type FileRef = z.infer<typeof fileRefSchema>;

/** ISO 8601 instant, with offset (`2026-11-23T07:00:00.000Z`). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
/** Calendar date `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date();

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /health/live: the process answers; no dependency is asked. */
export const livenessResponseSchema = z.object({
  status: z.literal('ok'),
});
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/**
 * GET /health/ready: every dependency answered. Redis is asked only when the server uses one
 * (REDIS_URL); otherwise it reads `not configured`.
 */
export const readinessResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  redis: z.enum(['ok', 'not configured']),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

/**
 * An empty JSON body, for calls that carry no payload: nothing at all (the server sees
 * null), or `{}`.
 */
export const emptyBodySchema = z.strictObject({}).nullish();
