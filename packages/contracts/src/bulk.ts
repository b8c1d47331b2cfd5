import { z } from 'zod';
import { idSchema } from './common.js';
import { type ErrorCode, errorCodes } from './errors.js';
import { englishMessages, type MessageFormatter } from './validation.js';

/*
 * Bulk work on the staff lists (ARCHITECTURE.md, "Bulk work"): one call names many
 * applicants or users, the server handles each in a transaction of its own under the
 * single-record rules, and answers per id whether it was done and, if not, why.
 */

/** The most ids one bulk call takes: a page of the lists is at most this long. */
export const BULK_MAX_IDS = 100;

/** The ids of a bulk call: one to BULK_MAX_IDS, each once. */
export const bulkIdsSchema = (m: MessageFormatter = englishMessages) =>
  z
    .array(idSchema, { error: m('required') })
    .min(1, { error: m('required') })
    .max(BULK_MAX_IDS, { error: m('tooManyItems', { max: BULK_MAX_IDS }) })
    .refine((ids) => new Set(ids).size === ids.length, { error: m('duplicateItems') });

/** One id's outcome: done (`code` null) or refused with the catalogue's code. */
export const bulkOutcomeSchema = z.object({
  id: z.number().int(),
  code: z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]).nullable(),
});
export type BulkOutcome = z.infer<typeof bulkOutcomeSchema>;

/** The answer of a bulk call: every id in the order given, and the counts. */
export const bulkResponseSchema = z.object({
  done: z.number().int(),
  failed: z.number().int(),
  results: z.array(bulkOutcomeSchema),
});
export type BulkResponse = z.infer<typeof bulkResponseSchema>;
