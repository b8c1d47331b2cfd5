import { z } from 'zod';

/** A numeric id in a path (`/subject/{id}`). */
export const idParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });
export type IdParams = z.infer<typeof idParamsSchema>;

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

/**
 * An empty JSON body, for calls that carry no payload: nothing at all (the server sees
 * null), or `{}`.
 */
export const emptyBodySchema = z.strictObject({}).nullish();
