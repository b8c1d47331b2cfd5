import {
  type AdminDirection,
  type ContentStatus,
  DIRECTION_IMAGE_MAX_BYTES,
} from '@academy/contracts';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import type { IncomingUpload } from '../../lib/multipart-upload.js';
import { recordAudit } from '../audit/index.js';
import type { FilesService } from '../files/index.js';
import { directionImageType } from './image-check.js';
import { changeRecord, changeStatus, deleteRecord, deletionImpact } from './record-writes.js';
import { reorderSiblings } from './reorder-siblings.js';
import { type ContentRepository, createContentRepository } from './repository.js';
import { assertTitleFree, contentIn, directionLevel, directionSummary } from './structure.js';

/** Directions: the top level, ordered among all directions, each with its picture. */
/** An uploaded file part (lib/multipart-upload.ts). */
export type IncomingImage = IncomingUpload;

export function createDirectionService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  files: FilesService;
}) {
  const reader = createContentRepository(deps.db);

  async function directionSummaryOf(repository: ContentRepository, id: number) {
    const record = await repository.findDirection(id);
    if (!record) throw notFound();
    const subjectCount = (await repository.listSubjects(id)).length;
    return directionSummary({ ...record, subjectCount });
  }

  return {
    async listDirections(search?: string) {
      const rows = await reader.listDirections(search || undefined);
      return { items: rows.map(directionSummary) };
    },

    async direction(id: number): Promise<AdminDirection> {
      const record = await reader.findDirection(id);
      if (!record) throw notFound();
      const subjectRows = await reader.listSubjects(id);
      return {
        ...directionSummary({ ...record, subjectCount: subjectRows.length }),
        subjects: subjectRows,
      };
    },

    async createDirection(actorId: number, body: { title: string; description: string }) {
      return deps.unitOfWork(async (scope) => {
        const repository = contentIn(scope);
        await repository.lockDirectionOrder();
        await assertTitleFree(repository, { level: 'direction' }, body.title);
        const row = await repository.insertDirection(body);
        await recordAudit(scope, {
          actorId,
          action: 'create',
          entityType: 'direction',
          entityId: row.id,
          after: row,
        });
        return directionSummary({ ...row, subjectCount: 0 });
      });
    },

    async updateDirection(
      actorId: number,
      id: number,
      body: { title?: string; description?: string; position?: number },
    ) {
      return deps.unitOfWork(async (scope) => {
        const repository = contentIn(scope);
        const order = await repository.lockDirectionOrder();
        const before = await repository.findDirection(id);
        if (!before) throw notFound();
        await assertTitleFree(repository, { level: 'direction' }, body.title, id);
        const { position, ...fields } = body;
        let after =
          Object.keys(fields).length > 0 ? await repository.updateDirection(id, fields) : before;
        if (position !== undefined) {
          const moved = order.filter((other) => other !== id);
          moved.splice(Math.min(position, moved.length), 0, id);
          await repository.orderDirections(moved);
          after = { ...after, position: moved.indexOf(id) };
        }
        await recordAudit(scope, {
          actorId,
          action: 'update',
          entityType: 'direction',
          entityId: id,
          before,
          after,
        });
        return directionSummaryOf(repository, id);
      });
    },

    async reorderDirections(actorId: number, ids: readonly number[]) {
      return deps.unitOfWork(async (scope) => {
        await reorderSiblings(scope, {
          actorId,
          ids,
          lock: (repository) => repository.lockDirectionOrder(),
          order: (repository, order) => repository.orderDirections(order),
          parent: { entityType: 'direction', entityId: 'all', field: 'order' },
        });
        const repository = contentIn(scope);
        return { items: (await repository.listDirections()).map(directionSummary) };
      });
    },

    async setDirectionStatus(actorId: number, id: number, status: ContentStatus) {
      return deps.unitOfWork(async (scope) => {
        await changeStatus(scope, actorId, directionLevel, id, status);
        return directionSummaryOf(contentIn(scope), id);
      });
    },

    async directionImpact(id: number) {
      return deletionImpact(deps.unitOfWork, directionLevel, id);
    },

    async deleteDirection(actorId: number, id: number, confirmed: boolean) {
      await deleteRecord(deps.unitOfWork, actorId, directionLevel, id, confirmed);
    },

    async setDirectionImage(actorId: number, id: number, image: IncomingImage) {
      if (!(await reader.findDirection(id))) {
        image.discard();
        throw notFound();
      }
      const data = await image.read();
      if (data.length > DIRECTION_IMAGE_MAX_BYTES) throw new HttpError(413, 'ERR_FILE_TOO_LARGE');
      const contentType = await directionImageType(image.name, data);
      if (!contentType) throw badRequest('ERR_INVALID_FILE_TYPE');
      const file = await deps.files.save({
        data,
        contentType,
        originalName: image.name,
        createdBy: actorId,
        visibility: 'public',
      });
      try {
        return await deps.unitOfWork(async (scope) => {
          await changeRecord(scope, actorId, directionLevel, id, { imageFileId: file.id });
          return directionSummaryOf(contentIn(scope), id);
        });
      } catch (error) {
        // The direction never referred to the new image (deleted meanwhile, say): nothing
        // is kept. Should removing it fail too, the caller still hears the first failure.
        await deps.files.discard(file).catch(() => undefined);
        throw error;
      }
    },

    async removeDirectionImage(actorId: number, id: number) {
      return deps.unitOfWork(async (scope) => {
        const repository = contentIn(scope);
        const before = await repository.findDirection(id, true);
        if (!before) throw notFound();
        if (before.imageFileId !== null) {
          const after = await repository.updateDirection(id, { imageFileId: null });
          await recordAudit(scope, {
            actorId,
            action: 'update',
            entityType: 'direction',
            entityId: id,
            before,
            after,
          });
        }
        return directionSummaryOf(repository, id);
      });
    },
  };
}
