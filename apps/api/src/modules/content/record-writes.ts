import { type ContentStatus, type DeletionImpact, impactTouchesStudents } from '@academy/contracts';
import type { TransactionScope, UnitOfWork } from '../../db/unit-of-work.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { recordAudit } from '../audit/index.js';
import type { ContentRepository, ImpactScope } from './repository.js';
import { contentIn, type Level, statusAction } from './structure.js';

/*
 * A level's record changed, given a status or deleted, each with its audit entry, in one unit
 * of work that locks the record first (ARCHITECTURE.md, "Content structure").
 */

/** The impact of deleting the scope, inside a unit of work that has locked it. */
export async function impactOf(repository: ContentRepository, scope: ImpactScope) {
  const counts = await repository.impact(scope);
  return { ...counts, needsConfirmation: impactTouchesStudents(counts) };
}

/**
 * The deletion's rule: never a certificate (they are never deleted, and would go with
 * the content); students' work only when the admin confirmed they lose it.
 */
export function checkDeletion(impact: DeletionImpact, confirmed: boolean): void {
  if (impact.certificates > 0) throw conflict('ERR_CONTENT_HAS_CERTIFICATES');
  if (impact.needsConfirmation && !confirmed) throw conflict('ERR_CONTENT_HAS_PROGRESS');
}

/** Locks the record and changes it, with its audit entry: the record after. */
export async function changeRecord<R extends { status: ContentStatus }, C extends object>(
  scope: TransactionScope,
  actorId: number,
  level: Level<R, C>,
  id: number,
  changes: C,
): Promise<R> {
  const repository = contentIn(scope);
  const before = await level.find(repository, id, true);
  if (!before) throw notFound();
  const after =
    Object.keys(changes).length > 0 ? await level.update(repository, id, changes) : before;
  await recordAudit(scope, {
    actorId,
    action: 'update',
    entityType: level.kind,
    entityId: id,
    before,
    after,
  });
  return after;
}

/** Locks the record and gives it the status, recorded when that changes it: the record after. */
export async function changeStatus<
  R extends { status: ContentStatus },
  C extends { status?: ContentStatus },
>(
  scope: TransactionScope,
  actorId: number,
  level: Level<R, C>,
  id: number,
  status: ContentStatus,
): Promise<R> {
  const repository = contentIn(scope);
  const before = await level.find(repository, id, true);
  if (!before) throw notFound();
  if (before.status === status) return before;
  // Every level's changes are a partial record that may name the status alone.
  const after = await level.update(repository, id, { status } as C);
  await recordAudit(scope, {
    actorId,
    action: statusAction(status),
    entityType: level.kind,
    entityId: id,
    before,
    after,
  });
  return after;
}

/** What deleting the record would take with it. */
export function deletionImpact<R extends { status: ContentStatus }, C extends object>(
  unitOfWork: UnitOfWork,
  level: Level<R, C>,
  id: number,
) {
  return unitOfWork(async (scope) => {
    const repository = contentIn(scope);
    if (!(await level.find(repository, id))) throw notFound();
    return impactOf(repository, { kind: level.kind, id });
  });
}

/**
 * Deletes the record and everything below it, by the deletion's rule, with the impact in
 * its audit entry. The record and its items are locked: no student's work slips in between.
 */
export async function deleteRecord<R extends { status: ContentStatus }, C extends object>(
  unitOfWork: UnitOfWork,
  actorId: number,
  level: Level<R, C>,
  id: number,
  confirmed: boolean,
): Promise<void> {
  await unitOfWork(async (scope) => {
    const repository = contentIn(scope);
    const before = await level.find(repository, id, true);
    if (!before) throw notFound();
    const target = { kind: level.kind, id };
    await repository.lockItemsOf(target);
    const impact = await impactOf(repository, target);
    checkDeletion(impact, confirmed);
    await level.remove(repository, id);
    await recordAudit(scope, {
      actorId,
      action: 'delete',
      entityType: level.kind,
      entityId: id,
      before: { ...before, impact },
    });
  });
}
