import type {
  AdminChapter,
  ChapterItemKind,
  ChapterPublishPlan,
  ChapterPublishResult,
  ContentStatus,
  CreatedChapterItem,
} from '@academy/contracts';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { recordAudit } from '../audit/index.js';
import { changeRecord, changeStatus, deleteRecord, deletionImpact } from './record-writes.js';
import { reorderSiblings } from './reorder-siblings.js';
import {
  type ChapterRecord,
  type ContentRepository,
  createContentRepository,
} from './repository.js';
import {
  assertTitleFree,
  auditEntityOfItem,
  chapterLevel,
  chaptersWithItems,
  contentIn,
} from './structure.js';

/** Chapters, ordered within their subject, and a chapter's items (lectures, tests, mini projects). */
export function createChapterService(deps: { db: Database; unitOfWork: UnitOfWork }) {
  const reader = createContentRepository(deps.db);

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

  return {
    async listChapters(subjectId: number) {
      if (!(await reader.findSubject(subjectId))) throw notFound();
      return chapterList(reader, subjectId);
    },

    async createChapter(actorId: number, subjectId: number, title: string) {
      return deps.unitOfWork(async (scope) => {
        const repository = contentIn(scope);
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
        const repository = contentIn(scope);
        if (!(await repository.findSubject(subjectId, true))) throw notFound();
        await reorderSiblings(scope, {
          actorId,
          ids,
          lock: (locking) => locking.lockChapterOrder(subjectId),
          order: (ordering, order) => ordering.orderChapters(order),
          parent: { entityType: 'subject', entityId: subjectId, field: 'chapters' },
        });
        return chapterList(repository, subjectId);
      });
    },

    async renameChapter(actorId: number, id: number, title: string) {
      return deps.unitOfWork(async (scope) => {
        const repository = contentIn(scope);
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
        return chapterOf(contentIn(scope), after);
      });
    },

    async setChapterStatus(actorId: number, id: number, status: ContentStatus) {
      return deps.unitOfWork(async (scope) => {
        const after = await changeStatus(scope, actorId, chapterLevel, id, status);
        return chapterOf(contentIn(scope), after);
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
        const repository = contentIn(scope);
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
      return deletionImpact(deps.unitOfWork, chapterLevel, id);
    },

    async deleteChapter(actorId: number, id: number, confirmed: boolean) {
      await deleteRecord(deps.unitOfWork, actorId, chapterLevel, id, confirmed);
    },

    /* ---- A chapter's items ---- */

    async createItem(
      actorId: number,
      chapterId: number,
      kind: ChapterItemKind,
      title: string,
    ): Promise<CreatedChapterItem> {
      return deps.unitOfWork(async (scope) => {
        const repository = contentIn(scope);
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
        const repository = contentIn(scope);
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
