import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { FilesService } from '../files/index.js';
import { createChapterService } from './chapter-service.js';
import { createDirectionService } from './direction-service.js';

export type { IncomingImage } from './direction-service.js';

import { createSubjectService } from './subject-service.js';

/*
 * The rules of the content's structure (ARCHITECTURE.md, "Content structure"): every write is
 * one unit of work that locks the rows it decides on, changes them, and records its audit
 * entry; new rows are drafts placed last; a reorder names every sibling once
 * (reorder-siblings.ts). One file per level: directions, subjects, chapters with their items.
 */

export function createContentService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  files: FilesService;
}) {
  return {
    ...createDirectionService(deps),
    ...createSubjectService(deps),
    ...createChapterService(deps),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
