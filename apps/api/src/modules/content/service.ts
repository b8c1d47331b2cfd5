import {
  type AdminChapter,
  type AdminDirection,
  type AdminDirectionSummary,
  type AdminSubject,
  type AdminSubjectSummary,
  type ChapterItemKind,
  type ChapterPublishPlan,
  type ChapterPublishResult,
  type ContentStatus,
  type CreatedChapterItem,
  type DeletionImpact,
  DIRECTION_IMAGE_MAX_BYTES,
  type ErrorCode,
  filePublicUrl,
  impactTouchesStudents,
  titleKey,
} from '@academy/contracts';
import type { Database } from '../../db/client.js';
import type { TransactionScope, UnitOfWork } from '../../db/unit-of-work.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.js';
import type { IncomingUpload } from '../../lib/multipart-upload.js';
import { recordAudit } from '../audit/index.js';
import type { FilesService } from '../files/index.js';
import { directionImageType } from './image-check.js';
import {
  type ChapterRecord,
  type ContentRepository,
  createContentRepository,
  type DirectionRecord,
  type ImpactScope,
  type ItemRecord,
  type SiblingsOf,
  type SubjectRecord,
} from './repository.js';

/*
 * The rules of the content's structure (ARCHITECTURE.md, "Content structure"): every write is
 * one unit of work that locks the rows it decides on, changes them, and records its audit
 * entry; new rows are drafts placed last; a reorder names every sibling once.
 */

/** An uploaded file part (lib/multipart-upload.ts). */
export type IncomingImage = IncomingUpload;

const auditEntityOfItem = {
  lecture: 'lecture',
  task: 'task',
  mini_project: 'mini_project',
} as const;

function directionSummary(row: DirectionRecord & { subjectCount: number }): AdminDirectionSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    position: row.position,
    image: row.imageFileId ? { id: row.imageFileId, path: filePublicUrl(row.imageFileId) } : null,
    subjectCount: row.subjectCount,
  };
}

function chaptersWithItems(
  chapterRows: readonly ChapterRecord[],
  itemRows: readonly ItemRecord[],
): AdminChapter[] {
  return chapterRows.map((chapter) => ({
    ...chapter,
    items: itemRows
      .filter((item) => item.chapterId === chapter.id)
      .map(({ id, kind, title, status, position }) => ({ id, kind, title, status, position })),
  }));
}

/** The ids, in the order given, are exactly the current siblings: else 400. */
function checkSameSiblings(current: readonly number[], given: readonly number[]): void {
  const wanted = new Set(given);
  const same =
    wanted.size === given.length &&
    given.length === current.length &&
    current.every((id) => wanted.has(id));
  if (!same) throw badRequest('ERR_REORDER_MISMATCH');
}

const titleTakenCode = {
  direction: 'ERR_DIRECTION_TITLE_TAKEN',
  subject: 'ERR_SUBJECT_TITLE_TAKEN',
  chapter: 'ERR_CHAPTER_TITLE_TAKEN',
} as const satisfies Record<SiblingsOf['level'], ErrorCode>;

/**
 * 409 when a sibling other than `self` already has the title (contracts' `titleKey`). The
 * caller holds the parent's lock (for directions, the order's), so two admins naming two
 * siblings alike at once take turns and the second is refused.
 */
async function assertTitleFree(
  repository: ContentRepository,
  of: SiblingsOf,
  title: string | undefined,
  self?: number,
): Promise<void> {
  if (title === undefined) return;
  const key = titleKey(title);
  const siblings = await repository.siblingTitles(of);
  if (siblings.some((sibling) => sibling.id !== self && titleKey(sibling.title) === key)) {
    throw conflict(titleTakenCode[of.level]);
  }
}

const statusAction = (status: ContentStatus) => (status === 'published' ? 'publish' : 'unpublish');

/** A level of the structure: how its record is found (and locked), changed, deleted. */
interface Level<R extends { status: ContentStatus }, Changes extends { status?: ContentStatus }> {
  kind: ImpactScope['kind'];
  find(repository: ContentRepository, id: number, lock?: boolean): Promise<R | null>;
  update(repository: ContentRepository, id: number, changes: Changes): Promise<R>;
  remove(repository: ContentRepository, id: number): Promise<void>;
}

const directionLevel: Level<DirectionRecord, Parameters<ContentRepository['updateDirection']>[1]> =
  {
    kind: 'direction',
    find: (repository, id, lock) => repository.findDirection(id, lock),
    update: (repository, id, changes) => repository.updateDirection(id, changes),
    remove: (repository, id) => repository.deleteDirection(id),
  };

const subjectLevel: Level<SubjectRecord, Parameters<ContentRepository['updateSubject']>[1]> = {
  kind: 'subject',
  find: (repository, id, lock) => repository.findSubject(id, lock),
  update: (repository, id, changes) => repository.updateSubject(id, changes),
  remove: (repository, id) => repository.deleteSubject(id),
};

const chapterLevel: Level<ChapterRecord, Parameters<ContentRepository['updateChapter']>[1]> = {
  kind: 'chapter',
  find: (repository, id, lock) => repository.findChapter(id, lock),
  update: (repository, id, changes) => repository.updateChapter(id, changes),
  remove: (repository, id) => repository.deleteChapter(id),
};

export function createContentService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  files: FilesService;
}) {
  const reader = createContentRepository(deps.db);
  const content = (scope: TransactionScope): ContentRepository => createContentRepository(scope.tx);

  async function directionSummaryOf(repository: ContentRepository, id: number) {
    const record = await repository.findDirection(id);
    if (!record) throw notFound();
    const subjectCount = (await repository.listSubjects(id)).length;
    return directionSummary({ ...record, subjectCount });
  }

  async function subjectSummaryOf(
    repository: ContentRepository,
    directionId: number,
    subjectId: number,
  ): Promise<AdminSubjectSummary> {
    const row = (await repository.listSubjects(directionId)).find((s) => s.id === subjectId);
    if (!row) throw notFound();
    return row;
  }

  async function chapterOf(repository: ContentRepository, chapter: ChapterRecord) {
    return chaptersWithItems(
      [chapter],
      await repository.items({ chapterId: chapter.id }),
    )[0] as AdminChapter;
  }

  async function chapterList(repository: ContentRepository, subjectId: number) {
    const [chapterRows, itemRows] = [
      await repository.listChapters(subjectId),
      await repository.items({ subjectId }),
    ];
    return { items: chaptersWithItems(chapterRows, itemRows) };
  }

  /**
   * What "Publish chapter" would publish and what stops it, read in the caller's unit of
   * work (after its locks, when it is about to publish).
   */
  async function publishPlanOf(
    repository: ContentRepository,
    chapter: ChapterRecord,
  ): Promise<ChapterPublishPlan> {
    const items = await repository.items({ chapterId: chapter.id });
    const drafts = (kind: ChapterItemKind) =>
      items.filter((item) => item.kind === kind && item.status === 'draft').length;
    const blocked = (await repository.draftTasksWithoutQuestions(chapter.id)).map((task) => ({
      kind: 'task' as const,
      id: task.id,
      title: task.title,
      reason: 'task_without_questions' as const,
    }));
    return {
      chapterDraft: chapter.status === 'draft',
      drafts: {
        lectures: drafts('lecture'),
        tasks: drafts('task'),
        miniProjects: drafts('mini_project'),
      },
      blocked,
    };
  }

  /** The impact of deleting the scope, inside a unit of work that has locked it. */
  async function impactOf(repository: ContentRepository, scope: ImpactScope) {
    const counts = await repository.impact(scope);
    return { ...counts, needsConfirmation: impactTouchesStudents(counts) };
  }

  /**
   * The deletion's rule: never a certificate (they are never deleted, and would go with
   * the content); students' work only when the admin confirmed they lose it.
   */
  function checkDeletion(impact: DeletionImpact, confirmed: boolean): void {
    if (impact.certificates > 0) throw conflict('ERR_CONTENT_HAS_CERTIFICATES');
    if (impact.needsConfirmation && !confirmed) throw conflict('ERR_CONTENT_HAS_PROGRESS');
  }

  /** Locks the record and changes it, with its audit entry: the record after. */
  async function changeRecord<R extends { status: ContentStatus }, C extends object>(
    scope: TransactionScope,
    actorId: number,
    level: Level<R, C>,
    id: number,
    changes: C,
  ): Promise<R> {
    const repository = content(scope);
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
  async function changeStatus<
    R extends { status: ContentStatus },
    C extends { status?: ContentStatus },
  >(
    scope: TransactionScope,
    actorId: number,
    level: Level<R, C>,
    id: number,
    status: ContentStatus,
  ): Promise<R> {
    const repository = content(scope);
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
  function deletionImpact<R extends { status: ContentStatus }, C extends object>(
    level: Level<R, C>,
    id: number,
  ) {
    return deps.unitOfWork(async (scope) => {
      const repository = content(scope);
      if (!(await level.find(repository, id))) throw notFound();
      return impactOf(repository, { kind: level.kind, id });
    });
  }

  /**
   * Deletes the record and everything below it, by the deletion's rule, with the impact in
   * its audit entry. The record and its items are locked: no student's work slips in between.
   */
  async function deleteRecord<R extends { status: ContentStatus }, C extends object>(
    actorId: number,
    level: Level<R, C>,
    id: number,
    confirmed: boolean,
  ): Promise<void> {
    await deps.unitOfWork(async (scope) => {
      const repository = content(scope);
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

  return {
    /* ---- Directions ---- */

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
        const repository = content(scope);
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
        const repository = content(scope);
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
        const repository = content(scope);
        const current = await repository.lockDirectionOrder();
        checkSameSiblings(current, ids);
        await repository.orderDirections(ids);
        await recordAudit(scope, {
          actorId,
          action: 'reorder',
          entityType: 'direction',
          entityId: 'all',
          before: { order: current },
          after: { order: ids },
        });
        return { items: (await repository.listDirections()).map(directionSummary) };
      });
    },

    async setDirectionStatus(actorId: number, id: number, status: ContentStatus) {
      return deps.unitOfWork(async (scope) => {
        await changeStatus(scope, actorId, directionLevel, id, status);
        return directionSummaryOf(content(scope), id);
      });
    },

    async directionImpact(id: number) {
      return deletionImpact(directionLevel, id);
    },

    async deleteDirection(actorId: number, id: number, confirmed: boolean) {
      await deleteRecord(actorId, directionLevel, id, confirmed);
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
          return directionSummaryOf(content(scope), id);
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
        const repository = content(scope);
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

    /* ---- Subjects ---- */

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
        const repository = content(scope);
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
        const repository = content(scope);
        if (!(await repository.findDirection(directionId, true))) throw notFound();
        const current = await repository.lockSubjectOrder(directionId);
        checkSameSiblings(current, ids);
        await repository.orderSubjects(ids);
        await recordAudit(scope, {
          actorId,
          action: 'reorder',
          entityType: 'direction',
          entityId: directionId,
          before: { subjects: current },
          after: { subjects: ids },
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
          const repository = content(scope);
          const subject = await repository.findSubject(id);
          if (!subject) throw notFound();
          // The direction first, as a creation locks it: its subjects are named in turns.
          await repository.findDirection(subject.directionId, true);
          const of = { level: 'subject', directionId: subject.directionId } as const;
          await assertTitleFree(repository, of, body.title, id);
        }
        const after = await changeRecord(scope, actorId, subjectLevel, id, body);
        return subjectSummaryOf(content(scope), after.directionId, id);
      });
    },

    async setSubjectStatus(actorId: number, id: number, status: ContentStatus) {
      return deps.unitOfWork(async (scope) => {
        const after = await changeStatus(scope, actorId, subjectLevel, id, status);
        return subjectSummaryOf(content(scope), after.directionId, id);
      });
    },

    async subjectImpact(id: number) {
      return deletionImpact(subjectLevel, id);
    },

    async deleteSubject(actorId: number, id: number, confirmed: boolean) {
      await deleteRecord(actorId, subjectLevel, id, confirmed);
    },

    /* ---- Chapters ---- */

    async listChapters(subjectId: number) {
      if (!(await reader.findSubject(subjectId))) throw notFound();
      return chapterList(reader, subjectId);
    },

    async createChapter(actorId: number, subjectId: number, title: string) {
      return deps.unitOfWork(async (scope) => {
        const repository = content(scope);
        if (!(await repository.findSubject(subjectId, true))) throw notFound();
        await assertTitleFree(repository, { level: 'chapter', subjectId }, title);
        const row = await repository.insertChapter({ subjectId, title });
        await recordAudit(scope, {
          actorId,
          action: 'create',
          entityType: 'chapter',
          entityId: row.id,
          after: row,
        });
        return { ...row, items: [] };
      });
    },

    async reorderChapters(actorId: number, subjectId: number, ids: readonly number[]) {
      return deps.unitOfWork(async (scope) => {
        const repository = content(scope);
        if (!(await repository.findSubject(subjectId, true))) throw notFound();
        const current = await repository.lockChapterOrder(subjectId);
        checkSameSiblings(current, ids);
        await repository.orderChapters(ids);
        await recordAudit(scope, {
          actorId,
          action: 'reorder',
          entityType: 'subject',
          entityId: subjectId,
          before: { chapters: current },
          after: { chapters: ids },
        });
        return chapterList(repository, subjectId);
      });
    },

    async renameChapter(actorId: number, id: number, title: string) {
      return deps.unitOfWork(async (scope) => {
        const repository = content(scope);
        const chapter = await repository.findChapter(id);
        if (!chapter) throw notFound();
        // The subject first, as a creation locks it: its chapters are named in turns.
        await repository.findSubject(chapter.subjectId, true);
        await assertTitleFree(
          repository,
          { level: 'chapter', subjectId: chapter.subjectId },
          title,
          id,
        );
        const after = await changeRecord(scope, actorId, chapterLevel, id, { title });
        return chapterOf(content(scope), after);
      });
    },

    async setChapterStatus(actorId: number, id: number, status: ContentStatus) {
      return deps.unitOfWork(async (scope) => {
        const after = await changeStatus(scope, actorId, chapterLevel, id, status);
        return chapterOf(content(scope), after);
      });
    },

    async chapterPublishPlan(id: number): Promise<ChapterPublishPlan> {
      const chapter = await reader.findChapter(id);
      if (!chapter) throw notFound();
      return publishPlanOf(reader, chapter);
    },

    /**
     * Publishes the chapter and every draft item in it, each with its audit entry, in one
     * unit of work: all of it or, while a draft test has no question, nothing (409). The
     * chapter and its items are locked first, so no save or status change slips in between.
     */
    async publishChapter(actorId: number, id: number): Promise<ChapterPublishResult> {
      return deps.unitOfWork(async (scope) => {
        const repository = content(scope);
        const chapter = await repository.findChapter(id, true);
        if (!chapter) throw notFound();
        await repository.lockItemsOf({ kind: 'chapter', id });
        const plan = await publishPlanOf(repository, chapter);
        if (plan.blocked.length > 0) throw conflict('ERR_TASK_WITHOUT_QUESTIONS');
        const published = await repository.publishDraftItems(id);
        for (const kind of ['lecture', 'task', 'mini_project'] as const) {
          for (const itemId of published[kind]) {
            await recordAudit(scope, {
              actorId,
              action: 'publish',
              entityType: auditEntityOfItem[kind],
              entityId: itemId,
              before: { status: 'draft' },
              after: { status: 'published' },
            });
          }
        }
        const after = await changeStatus(scope, actorId, chapterLevel, id, 'published');
        return {
          chapter: await chapterOf(repository, after),
          published: {
            chapter: plan.chapterDraft,
            lectures: published.lecture.length,
            tasks: published.task.length,
            miniProjects: published.mini_project.length,
          },
        };
      });
    },

    async chapterImpact(id: number) {
      return deletionImpact(chapterLevel, id);
    },

    async deleteChapter(actorId: number, id: number, confirmed: boolean) {
      await deleteRecord(actorId, chapterLevel, id, confirmed);
    },

    /* ---- A chapter's items ---- */

    async createItem(
      actorId: number,
      chapterId: number,
      kind: ChapterItemKind,
      title: string,
    ): Promise<CreatedChapterItem> {
      return deps.unitOfWork(async (scope) => {
        const repository = content(scope);
        if (!(await repository.findChapter(chapterId, true))) throw notFound();
        const row = await repository.insertItem(kind, { chapterId, title });
        await recordAudit(scope, {
          actorId,
          action: 'create',
          entityType: auditEntityOfItem[kind],
          entityId: row.id,
          after: row,
        });
        return row;
      });
    },

    /**
     * The chapter's items in a new order. The list names each of them once, and may name
     * items of the subject's other chapters, which move in; the subject's chapters are locked,
     * so a parallel reorder or creation in any of them waits.
     */
    async reorderItems(
      actorId: number,
      chapterId: number,
      items: readonly { kind: ChapterItemKind; id: number }[],
    ) {
      return deps.unitOfWork(async (scope) => {
        const repository = content(scope);
        const chapter = await repository.findChapter(chapterId);
        if (!chapter) throw notFound();
        await repository.lockChapterOrder(chapter.subjectId);
        const ofSubject = await repository.items({ subjectId: chapter.subjectId });
        const key = (item: { kind: ChapterItemKind; id: number }) => `${item.kind}:${item.id}`;
        const known = new Map(ofSubject.map((item) => [key(item), item]));
        const given = new Set(items.map(key));
        const current = ofSubject.filter((item) => item.chapterId === chapterId);
        const valid =
          given.size === items.length &&
          items.every((item) => known.has(key(item))) &&
          current.every((item) => given.has(key(item)));
        if (!valid) throw badRequest('ERR_REORDER_MISMATCH');

        await repository.placeItems(chapterId, items);
        for (const item of items) {
          const before = known.get(key(item));
          if (before && before.chapterId !== chapterId) {
            await recordAudit(scope, {
              actorId,
              action: 'update',
              entityType: auditEntityOfItem[item.kind],
              entityId: item.id,
              before: { chapterId: before.chapterId },
              after: { chapterId },
            });
          }
        }
        await recordAudit(scope, {
          actorId,
          action: 'reorder',
          entityType: 'chapter',
          entityId: chapterId,
          before: { items: current.map(key) },
          after: { items: items.map(key) },
        });
        return chapterList(repository, chapter.subjectId);
      });
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
