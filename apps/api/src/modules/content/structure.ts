import {
  type AdminChapter,
  type AdminDirectionSummary,
  type ContentStatus,
  type ErrorCode,
  filePublicUrl,
  titleKey,
} from '@academy/contracts';
import type { TransactionScope } from '../../db/unit-of-work.js';
import { conflict } from '../../lib/http-error.js';
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
 * What the three levels of the content's structure (directions, subjects, chapters) share
 * (ARCHITECTURE.md, "Content structure"): their summaries, the sibling-title rule, and how
 * each level's record is found, changed and deleted.
 */

/** The content repository on the unit's transaction. */
export const contentIn = (scope: TransactionScope): ContentRepository =>
  createContentRepository(scope.tx);

export const auditEntityOfItem = {
  lecture: 'lecture',
  task: 'task',
  mini_project: 'mini_project',
} as const;

export function directionSummary(
  row: DirectionRecord & { subjectCount: number },
): AdminDirectionSummary {
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

export function chaptersWithItems(
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
export async function assertTitleFree(
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

export const statusAction = (status: ContentStatus) =>
  status === 'published' ? 'publish' : 'unpublish';

/** A level of the structure: how its record is found (and locked), changed, deleted. */
export interface Level<
  R extends { status: ContentStatus },
  Changes extends { status?: ContentStatus },
> {
  kind: ImpactScope['kind'];
  find(repository: ContentRepository, id: number, lock?: boolean): Promise<R | null>;
  update(repository: ContentRepository, id: number, changes: Changes): Promise<R>;
  remove(repository: ContentRepository, id: number): Promise<void>;
}

export const directionLevel: Level<
  DirectionRecord,
  Parameters<ContentRepository['updateDirection']>[1]
> = {
  kind: 'direction',
  find: (repository, id, lock) => repository.findDirection(id, lock),
  update: (repository, id, changes) => repository.updateDirection(id, changes),
  remove: (repository, id) => repository.deleteDirection(id),
};

export const subjectLevel: Level<SubjectRecord, Parameters<ContentRepository['updateSubject']>[1]> =
  {
    kind: 'subject',
    find: (repository, id, lock) => repository.findSubject(id, lock),
    update: (repository, id, changes) => repository.updateSubject(id, changes),
    remove: (repository, id) => repository.deleteSubject(id),
  };

export const chapterLevel: Level<ChapterRecord, Parameters<ContentRepository['updateChapter']>[1]> =
  {
    kind: 'chapter',
    find: (repository, id, lock) => repository.findChapter(id, lock),
    update: (repository, id, changes) => repository.updateChapter(id, changes),
    remove: (repository, id) => repository.deleteChapter(id),
  };
