import type { Executor } from '../../db/client.js';
import { chapterContext } from './context.js';
import { createLectureEditorRepository } from './lecture-repository.js';
import { createMiniProjectEditorRepository } from './mini-project-repository.js';
import { createTaskEditorRepository } from './task-repository.js';

/** The content editors' repositories, on one executor (a unit of work's transaction). */
export function createContentItemsRepository(db: Executor) {
  return {
    context: (chapterId: number) => chapterContext(db, chapterId),
    lectures: createLectureEditorRepository(db),
    tasks: createTaskEditorRepository(db),
    miniProjects: createMiniProjectEditorRepository(db),
  };
}

export type ContentItemsRepository = ReturnType<typeof createContentItemsRepository>;
