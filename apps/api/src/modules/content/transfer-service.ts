import type { Readable } from 'node:stream';
import {
  CONTENT_ARCHIVE_MAX_BYTES,
  type ContentImportResult,
  directionArchiveFileName,
  errorCatalogue,
  type FileProblem,
  titleKey,
} from '@academy/contracts';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { FileProblemsError, HttpError, notFound } from '../../lib/http-error.js';
import type { IncomingUpload } from '../../lib/multipart-upload.js';
import { recordAudit } from '../audit/index.js';
import type { CodeRunner } from '../code-runner/index.js';
import {
  addMiniProjectQuestions,
  addTaskQuestions,
  questionsOfMiniProjects,
  questionsOfTasks,
  referenceFailures,
} from '../content-items/index.js';
import { readArchive } from './archive-reader.js';
import { zipFolder } from './archive-writer.js';
import { type DirectionPlan, readFolder } from './folder-reader.js';
import { directionFolder, type ExportedDirection, type ExportedItem } from './folder-writer.js';
import { createContentRepository } from './repository.js';
import { contentIn, directionSummary } from './structure.js';
import { createTransferRepository } from './transfer-repository.js';

/*
 * A direction's import from a zip and its export to one (ARCHITECTURE.md, "Content import and
 * export"). The import reads the whole archive and checks every file before it writes: any
 * problem is a 422 listing them all, and nothing is written. A valid folder is written in one
 * unit of work, everything a draft, with one audit entry; a direction title already taken is
 * found under the directions' lock and said like the other problems.
 */

const byFileAndLine = (a: FileProblem, b: FileProblem) =>
  a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0);

const refuse = (problems: FileProblem[]) =>
  new FileProblemsError('ERR_CONTENT_IMPORT_INVALID', [...problems].sort(byFileAndLine));

function counted(plan: DirectionPlan): ContentImportResult['imported'] {
  const chapters = plan.subjects.flatMap((subject) => subject.chapters);
  const items = chapters.flatMap((chapter) => chapter.items);
  const of = (kind: string) => items.filter((item) => item.kind === kind).length;
  return {
    subjects: plan.subjects.length,
    chapters: chapters.length,
    lectures: of('lecture'),
    tasks: of('task'),
    miniProjects: of('mini_project'),
  };
}

/**
 * Each code question's reference solution against all its tests, as the test editor's save
 * checks it (ARCHITECTURE.md, "Code exercises"): a failing one is a problem at its line.
 */
async function referenceProblems(runner: CodeRunner, plan: DirectionPlan): Promise<FileProblem[]> {
  const problems: FileProblem[] = [];
  for (const subject of plan.subjects) {
    for (const chapter of subject.chapters) {
      for (const item of chapter.items) {
        if (item.kind !== 'task') continue;
        for (const failure of await referenceFailures(runner, item.fields.questions)) {
          problems.push({
            file: item.file,
            line: item.lineOf(['questions', failure.index, 'code', 'referenceSolution']),
            message: `${failure.field}: ${failure.message}`,
          });
        }
      }
    }
  }
  return problems;
}

export function createTransferService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  now: Clock;
  /** Runs code questions' reference solutions before an import writes. */
  codeRunner: CodeRunner;
}) {
  async function write(actorId: number, plan: DirectionPlan, source: string) {
    return deps.unitOfWork(async (scope) => {
      const content = contentIn(scope);
      const rows = createTransferRepository(scope.tx);
      await content.lockDirectionOrder();
      const taken = (await content.siblingTitles({ level: 'direction' })).some(
        (other) => titleKey(other.title) === titleKey(plan.fields.title),
      );
      if (taken) {
        throw refuse([
          {
            file: 'direction.yaml',
            line: plan.titleLine,
            message: errorCatalogue.ERR_DIRECTION_TITLE_TAKEN,
          },
        ]);
      }
      const direction = await content.insertDirection(plan.fields);
      for (const [subjectPosition, subject] of plan.subjects.entries()) {
        const subjectId = await rows.insertSubject({
          directionId: direction.id,
          title: subject.fields.title,
          description: subject.fields.description,
          position: subjectPosition,
        });
        for (const [chapterPosition, chapter] of subject.chapters.entries()) {
          const chapterId = await rows.insertChapter({
            subjectId,
            title: chapter.fields.title,
            position: chapterPosition,
          });
          for (const [position, item] of chapter.items.entries()) {
            const { fields } = item;
            if (item.kind === 'lecture') {
              await rows.insertLecture({
                chapterId,
                title: fields.title,
                content: item.content,
                videoUrl: item.fields.videoUrl ?? null,
                position,
              });
            } else if (item.kind === 'task') {
              const taskId = await rows.insertTask({
                chapterId,
                title: item.fields.title,
                description: item.fields.description,
                passPercent: item.fields.passPercent,
                dueDays: item.fields.dueDays,
                position,
              });
              await addTaskQuestions(scope, taskId, item.fields.questions);
            } else {
              const projectId = await rows.insertMiniProject({
                chapterId,
                title: item.fields.title,
                description: item.fields.description,
                dueDays: item.fields.dueDays,
                position,
              });
              await addMiniProjectQuestions(scope, projectId, item.fields.questions);
            }
          }
        }
      }
      const imported = counted(plan);
      await recordAudit(scope, {
        actorId,
        action: 'import',
        entityType: 'direction',
        entityId: direction.id,
        after: { ...direction, source, ...imported },
      });
      return {
        direction: directionSummary({ ...direction, subjectCount: plan.subjects.length }),
        imported,
      };
    });
  }

  async function exported(id: number): Promise<ExportedDirection | null> {
    const direction = await createContentRepository(deps.db).findDirection(id);
    if (!direction) return null;
    const rows = createTransferRepository(deps.db);
    const structure = await rows.structure(id);
    const items = await rows.items(structure.chapters.map((chapter) => chapter.id));
    const taskQuestions = await questionsOfTasks(
      deps.db,
      items.tasks.map((task) => task.id),
    );
    const projectQuestions = await questionsOfMiniProjects(
      deps.db,
      items.miniProjects.map((project) => project.id),
    );
    const itemsOf = (chapterId: number): ExportedItem[] => {
      const list: ExportedItem[] = [
        ...items.lectures
          .filter((lecture) => lecture.chapterId === chapterId)
          .map((lecture) => ({ ...lecture, kind: 'lecture' as const })),
      ];
      for (const task of items.tasks.filter((row) => row.chapterId === chapterId)) {
        const questions = taskQuestions.get(task.id) ?? [];
        list.push({
          ...task,
          kind: 'task',
          questions: questions.map(({ id: _id, answers, explanation, code, ...question }) => ({
            ...question,
            ...(explanation ? { explanation } : {}),
            answers: answers.map(({ id: _answerId, ...answer }) => answer),
            // A code question's whole exercise, so an import makes the same question.
            ...(code ? { code } : {}),
          })),
        });
      }
      for (const project of items.miniProjects.filter((row) => row.chapterId === chapterId)) {
        const questions = projectQuestions.get(project.id) ?? [];
        list.push({
          ...project,
          kind: 'mini_project',
          questions: questions.map(({ id: _id, ...question }) => question),
        });
      }
      const kindOrder = { lecture: 0, task: 1, mini_project: 2 } as const;
      return list.sort((a, b) => a.position - b.position || kindOrder[a.kind] - kindOrder[b.kind]);
    };
    const subjects: ExportedDirection['subjects'] = [];
    for (const subject of structure.subjects) {
      const chapters = [];
      for (const chapter of structure.chapters.filter((row) => row.subjectId === subject.id)) {
        chapters.push({ title: chapter.title, items: itemsOf(chapter.id) });
      }
      subjects.push({ title: subject.title, description: subject.description, chapters });
    }
    return { title: direction.title, description: direction.description, subjects };
  }

  return {
    async importDirection(actorId: number, upload: IncomingUpload): Promise<ContentImportResult> {
      const data = await upload.read();
      if (data.length > CONTENT_ARCHIVE_MAX_BYTES) throw new HttpError(413, 'ERR_FILE_TOO_LARGE');
      // The name is only shown (problems, the audit entry): text PostgreSQL can hold.
      const name = upload.name.replace(/[\uD800-\uDFFF]/gu, '\uFFFD') || 'upload.zip';
      const archive = await readArchive(data, name);
      if (!archive.complete) throw refuse(archive.problems);
      const folder = readFolder(archive.files);
      const problems = [...archive.problems, ...folder.problems];
      if (problems.length > 0 || !folder.plan) throw refuse(problems);
      // Before the import's transaction: no connection waits on the sandbox.
      const failing = await referenceProblems(deps.codeRunner, folder.plan);
      if (failing.length > 0) throw refuse(failing);
      const result = await write(actorId, folder.plan, name);
      return { ...result, skipped: folder.skipped };
    },

    async exportDirection(id: number): Promise<{ zip: Readable; fileName: string }> {
      const direction = await exported(id);
      if (!direction) throw notFound();
      return {
        zip: zipFolder(directionFolder(direction), deps.now()),
        fileName: directionArchiveFileName(id, direction.title),
      };
    },
  };
}
