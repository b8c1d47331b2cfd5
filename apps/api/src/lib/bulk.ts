import type { BulkOutcome, BulkResponse } from '@academy/contracts';
import { HttpError } from './http-error.js';

/**
 * Bulk work (ARCHITECTURE.md, "Bulk work"): `handle` runs for each id in turn, each call its
 * own unit of work under the single-record rules, so a refusal rolls back that record only
 * and the rest go on. A refusal (an HttpError) becomes the id's code; anything else (the
 * database gone) ends the call as it would a single one, the ids before it staying done.
 */
export async function eachInTurn(
  ids: readonly number[],
  handle: (id: number) => Promise<void>,
): Promise<BulkResponse> {
  const results: BulkOutcome[] = [];
  for (const id of ids) {
    try {
      await handle(id);
      results.push({ id, code: null });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      results.push({ id, code: error.code });
    }
  }
  const failed = results.filter((result) => result.code !== null).length;
  return { done: results.length - failed, failed, results };
}
