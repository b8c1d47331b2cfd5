import type {
  AdminLecture,
  AdminLectureAttachment,
  ContentStatus,
  ItemDeletionImpact,
} from '@academy/contracts';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { recordAudit } from '../audit/index.js';
import type { FileStorage, FilesService } from '../files/index.js';
import { type IncomingFile, submissionFileType } from '../mini-projects/index.js';
import { deleteItem } from './item-deletion.js';
import type { LectureRecord } from './lecture-repository.js';
import { lectureSnapshot } from './lecture-repository.js';
import { tellStudentsOfPublished } from './published-notice.js';
import { type ContentItemsRepository, createContentItemsRepository } from './repository.js';
import { checkRevision, contentChanged } from './revision.js';

/** What PUT admin/lectures/{id} saves, as its request schema parsed it. */
type LectureSave = Pick<LectureRecord, 'title' | 'content' | 'videoUrl' | 'revision'>;

export interface LectureServiceDeps {
  db: Database;
  unitOfWork: UnitOfWork;
  files: FilesService;
  storage: FileStorage;
  now: Clock;
}

/** The attachments as the audit log keeps them: which file, under which name, in order. */
const attachmentsSnapshot = (attachments: AdminLectureAttachment[]) => ({
  attachments: attachments.map(({ id, fileId, name }) => ({ id, fileId, name })),
});

/** The lecture editor's rules (ARCHITECTURE.md, "The staff area", "Content editors"). */
export function createLectureEditorService(deps: LectureServiceDeps) {
  const read = createContentItemsRepository(deps.db);

  async function view(repository: ContentItemsRepository, lecture: LectureRecord) {
    const context = await repository.context(lecture.chapterId);
    if (!context) throw notFound();
    return {
      id: lecture.id,
      title: lecture.title,
      content: lecture.content,
      videoUrl: lecture.videoUrl,
      status: lecture.status,
      revision: lecture.revision,
      attachments: await repository.lectures.attachments(lecture.id),
      context,
    } satisfies AdminLecture;
  }

  /** Removes stored bytes once their records are gone for good. */
  const removeBytes = (storageKeys: string[]) => () =>
    Promise.all(storageKeys.map((key) => deps.storage.remove(key)));

  return {
    async get(id: number): Promise<AdminLecture> {
      const lecture = await read.lectures.find(id);
      if (!lecture) throw notFound();
      return view(read, lecture);
    },

    /** Saves the lecture's fields when it is still at the revision the editor loaded. */
    async update(actorId: number, id: number, input: LectureSave): Promise<AdminLecture> {
      return deps.unitOfWork(async (scope) => {
        const contentItems = createContentItemsRepository(scope.tx);
        const repository = contentItems;
        const before = await repository.lectures.lock(id);
        if (!before) throw notFound();
        checkRevision(before, input.revision);
        const { revision, ...fields } = input;
        const after = await repository.lectures.update(id, revision, fields);
        if (!after) throw contentChanged();
        await recordAudit(scope, {
          actorId,
          action: 'update',
          entityType: 'lecture',
          entityId: id,
          before: lectureSnapshot(before),
          after: lectureSnapshot(after),
        });
        return view(repository, after);
      });
    },

    async setStatus(actorId: number, id: number, status: ContentStatus): Promise<AdminLecture> {
      return deps.unitOfWork(async (scope) => {
        const contentItems = createContentItemsRepository(scope.tx);
        const repository = contentItems;
        const changed = await repository.lectures.setStatus(id, status);
        if (changed) {
          await recordAudit(scope, {
            actorId,
            action: status === 'published' ? 'publish' : 'unpublish',
            entityType: 'lecture',
            entityId: id,
            before: { status: status === 'published' ? 'draft' : 'published' },
            after: { status },
          });
          if (status === 'published') await tellStudentsOfPublished(scope, changed, deps.now());
          return view(repository, changed);
        }
        // Already so (another admin was first, or nothing to do): answer it as it is.
        const lecture = await repository.lectures.find(id);
        if (!lecture) throw notFound();
        return view(repository, lecture);
      });
    },

    async impact(id: number): Promise<ItemDeletionImpact> {
      if (!(await read.lectures.find(id))) throw notFound();
      return read.lectures.impact(id);
    },

    /**
     * Deletes the lecture, its attachments and their files, and (by cascade) the students'
     * progress in it, which needs `confirm` when there is any.
     */
    async delete(actorId: number, id: number, confirm: boolean): Promise<void> {
      await deps.unitOfWork((scope) => {
        const contentItems = createContentItemsRepository(scope.tx);
        const repository = contentItems.lectures;
        return deleteItem(scope, {
          actorId,
          id,
          confirm,
          entityType: 'lecture',
          repository,
          async remove(lecture) {
            const attachments = await repository.attachments(id);
            await repository.delete(id);
            const storageKeys = await repository.deleteUnattachedFiles(
              attachments.map((attachment) => attachment.fileId),
            );
            scope.afterCommit(removeBytes(storageKeys));
            return { ...lectureSnapshot(lecture), ...attachmentsSnapshot(attachments) };
          },
        });
      });
    },

    /**
     * Stores an uploaded file (public, like the lecture) and attaches it last. The bytes are
     * checked as a mini project's answer files are (ARCHITECTURE.md, "Uploads and private
     * files"); a file whose attaching fails is removed again.
     */
    async upload(actorId: number, id: number, file: IncomingFile): Promise<AdminLectureAttachment> {
      if (!(await read.lectures.find(id))) {
        file.discard();
        throw notFound();
      }
      const data = await file.read();
      const contentType = await submissionFileType(file.name, data);
      if (!contentType) throw badRequest('ERR_INVALID_FILE_TYPE');
      const stored = await deps.files.save({
        data,
        contentType,
        originalName: file.name,
        createdBy: actorId,
        visibility: 'public',
      });
      try {
        return await deps.unitOfWork(async (scope) => {
          const contentItems = createContentItemsRepository(scope.tx);
          const repository = contentItems.lectures;
          if (!(await repository.lock(id))) throw notFound();
          const before = await repository.attachments(id);
          const attachmentId = await repository.addAttachment(id, stored.id, file.name);
          const after = await repository.attachments(id);
          await recordAudit(scope, {
            actorId,
            action: 'update',
            entityType: 'lecture',
            entityId: id,
            before: attachmentsSnapshot(before),
            after: attachmentsSnapshot(after),
          });
          const attachment = after.find((a) => a.id === attachmentId);
          if (!attachment) throw new Error(`Attachment ${attachmentId} vanished`);
          return attachment;
        });
      } catch (error) {
        const keys = await deps.unitOfWork((scope) =>
          createContentItemsRepository(scope.tx).lectures.deleteUnattachedFiles([stored.id]),
        );
        await removeBytes(keys)();
        throw error;
      }
    },

    async renameAttachment(
      actorId: number,
      id: number,
      attachmentId: number,
      name: string,
    ): Promise<AdminLectureAttachment> {
      return deps.unitOfWork(async (scope) => {
        const contentItems = createContentItemsRepository(scope.tx);
        const repository = contentItems.lectures;
        if (!(await repository.lock(id))) throw notFound();
        const before = await repository.findAttachment(id, attachmentId);
        if (!before) throw notFound();
        await repository.renameAttachment(attachmentId, name);
        const after = { ...before, name };
        await recordAudit(scope, {
          actorId,
          action: 'update',
          entityType: 'lecture',
          entityId: id,
          before: attachmentsSnapshot([before]),
          after: attachmentsSnapshot([after]),
        });
        return after;
      });
    },

    /** Puts the attachments in the order given: every one of the lecture's, each once. */
    async reorderAttachments(
      actorId: number,
      id: number,
      ids: readonly number[],
    ): Promise<AdminLectureAttachment[]> {
      return deps.unitOfWork(async (scope) => {
        const contentItems = createContentItemsRepository(scope.tx);
        const repository = contentItems.lectures;
        if (!(await repository.lock(id))) throw notFound();
        const before = await repository.attachments(id);
        const known = new Set(before.map((a) => a.id));
        const given = new Set(ids);
        if (
          given.size !== ids.length ||
          given.size !== known.size ||
          ids.some((a) => !known.has(a))
        )
          throw badRequest('ERR_BAD_REQUEST');
        for (const [position, attachmentId] of ids.entries()) {
          await repository.setAttachmentPosition(attachmentId, position);
        }
        const after = await repository.attachments(id);
        await recordAudit(scope, {
          actorId,
          action: 'reorder',
          entityType: 'lecture',
          entityId: id,
          before: attachmentsSnapshot(before),
          after: attachmentsSnapshot(after),
        });
        return after;
      });
    },

    /** Removes an attachment and its file (unless another lecture attaches it too). */
    async removeAttachment(actorId: number, id: number, attachmentId: number): Promise<void> {
      await deps.unitOfWork(async (scope) => {
        const contentItems = createContentItemsRepository(scope.tx);
        const repository = contentItems.lectures;
        if (!(await repository.lock(id))) throw notFound();
        const before = await repository.attachments(id);
        const attachment = before.find((a) => a.id === attachmentId);
        if (!attachment) throw notFound();
        await repository.removeAttachment(attachmentId);
        const storageKeys = await repository.deleteUnattachedFiles([attachment.fileId]);
        await recordAudit(scope, {
          actorId,
          action: 'update',
          entityType: 'lecture',
          entityId: id,
          before: attachmentsSnapshot(before),
          after: attachmentsSnapshot(before.filter((a) => a.id !== attachmentId)),
        });
        scope.afterCommit(removeBytes(storageKeys));
      });
    },
  };
}

export type LectureEditorService = ReturnType<typeof createLectureEditorService>;
