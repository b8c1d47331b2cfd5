import type { AdminSubject, AdminSubjectSummary, ContentStatus } from '@academy/contracts';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { notFound } from '../../lib/http-error.js';
import { recordAudit } from '../audit/index.js';
import { changeRecord, changeStatus, deleteRecord, deletionImpact } from './record-writes.js';
import { reorderSiblings } from './reorder-siblings.js';
import { type ContentRepository, createContentRepository } from './repository.js';
import { assertTitleFree, chaptersWithItems, contentIn, subjectLevel } from './structure.js';

/** Subjects: ordered within their direction. */
export function createSubjectService(deps: { db: Database; unitOfWork: UnitOfWork }) {
  const reader = createContentRepository(deps.db);

  async function subjectSummaryOf(
    repository: ContentRepository,
    directionId: number,
    subjectId: number,
  ): Promise<AdminSubjectSummary> {
    const row = (await repository.listSubjects(directionId)).find((s) => s.id === subjectId);
    if (!row) throw notFound();
    return row;
  }

  return {
    async listSubjects(directionId: number) {
      if (!(await reader.findDirection(directionId))) throw notFound();
      return { items: await reader.listSubjects(directionId) };
    },

    async createSubject(
      actorId: number,
      directionId: number,
      body: { title: string; description: string },
    ) {
      return deps.unitOfWork(async (scope) => {
        const repository = contentIn(scope);
        // The direction's row lock makes parallel creations take turns for the last place.
        if (!(await repository.findDirection(directionId, true))) throw notFound();
        await assertTitleFree(repository, { level: 'subject', directionId }, body.title);
        const row = await repository.insertSubject({ directionId, ...body });
        await recordAudit(scope, {
          actorId,
          action: 'create',
          entityType: 'subject',
          entityId: row.id,
          after: row,
        });
        return { ...row, chapterCount: 0, itemCount: 0 };
      });
    },

    async reorderSubjects(actorId: number, directionId: number, ids: readonly number[]) {
      return deps.unitOfWork(async (scope) => {
        const repository = contentIn(scope);
        if (!(await repository.findDirection(directionId, true))) throw notFound();
        await reorderSiblings(scope, {
          actorId,
          ids,
          lock: (locking) => locking.lockSubjectOrder(directionId),
          order: (ordering, order) => ordering.orderSubjects(order),
          parent: { entityType: 'direction', entityId: directionId, field: 'subjects' },
        });
        return { items: await repository.listSubjects(directionId) };
      });
    },

    /** The subject editor's one read: three statements however large the subject. */
    async subject(id: number): Promise<AdminSubject> {
      const row = await reader.subjectWithDirection(id);
      if (!row) throw notFound();
      const { directionTitle, directionStatus, directionId, ...subject } = row;
      const [chapterRows, itemRows] = [
        await reader.listChapters(id),
        await reader.items({ subjectId: id }),
      ];
      return {
        id: subject.id,
        title: subject.title,
        description: subject.description,
        status: subject.status,
        position: subject.position,
        direction: { id: directionId, title: directionTitle, status: directionStatus },
        chapters: chaptersWithItems(chapterRows, itemRows),
      };
    },

    async updateSubject(
      actorId: number,
      id: number,
      body: { title?: string; description?: string },
    ) {
      return deps.unitOfWork(async (scope) => {
        if (body.title !== undefined) {
          const repository = contentIn(scope);
          const subject = await repository.findSubject(id);
          if (!subject) throw notFound();
          // The direction first, as a creation locks it: its subjects are named in turns.
          await repository.findDirection(subject.directionId, true);
          const of = { level: 'subject', directionId: subject.directionId } as const;
          await assertTitleFree(repository, of, body.title, id);
        }
        const after = await changeRecord(scope, actorId, subjectLevel, id, body);
        return subjectSummaryOf(contentIn(scope), after.directionId, id);
      });
    },

    async setSubjectStatus(actorId: number, id: number, status: ContentStatus) {
      return deps.unitOfWork(async (scope) => {
        const after = await changeStatus(scope, actorId, subjectLevel, id, status);
        return subjectSummaryOf(contentIn(scope), after.directionId, id);
      });
    },

    async subjectImpact(id: number) {
      return deletionImpact(deps.unitOfWork, subjectLevel, id);
    },

    async deleteSubject(actorId: number, id: number, confirmed: boolean) {
      await deleteRecord(deps.unitOfWork, actorId, subjectLevel, id, confirmed);
    },
  };
}
