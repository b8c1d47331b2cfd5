import type {
  AdminMiniProject,
  ContentStatus,
  ItemDeletionImpact,
  MiniProjectSaveData,
} from '@academy/contracts';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { recordAudit } from '../audit/index.js';
import { deleteItem } from './item-deletion.js';
import { type MiniProjectRecord, miniProjectSnapshot } from './mini-project-repository.js';
import { tellStudentsOfPublished } from './published-notice.js';
import { planList } from './question-plan.js';
import { type ContentItemsRepository, createContentItemsRepository } from './repository.js';
import { checkRevision, contentChanged } from './revision.js';

/** The mini-project editor's rules (ARCHITECTURE.md, "The staff area", "Content editors"). */
export function createMiniProjectEditorService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  now: Clock;
}) {
  const read = createContentItemsRepository(deps.db);

  async function view(
    repository: ContentItemsRepository,
    project: MiniProjectRecord,
  ): Promise<AdminMiniProject> {
    const context = await repository.context(project.chapterId);
    if (!context) throw notFound();
    return {
      id: project.id,
      title: project.title,
      description: project.description,
      dueDays: project.dueDays,
      status: project.status,
      revision: project.revision,
      questions: await repository.miniProjects.questions(project.id),
      submittedBy: await repository.miniProjects.submittedBy(project.id),
      context,
    };
  }

  return {
    async get(id: number): Promise<AdminMiniProject> {
      const project = await read.miniProjects.find(id);
      if (!project) throw notFound();
      return view(read, project);
    },

    /**
     * Saves the whole mini project in one transaction, its row locked. Once submitted, its
     * questions hold students' answers: they may be reworded and added to, not removed (that
     * would delete the answers) nor switched between text and file. A save made from a
     * revision another save has replaced is refused before anything is written.
     */
    async save(actorId: number, id: number, input: MiniProjectSaveData): Promise<AdminMiniProject> {
      return deps.unitOfWork(async (scope) => {
        const contentItems = createContentItemsRepository(scope.tx);
        const repository = contentItems;
        const project = await repository.miniProjects.lock(id);
        if (!project) throw notFound();
        checkRevision(project, input.revision);
        const stored = await repository.miniProjects.questions(id);
        const plan = planList(
          stored.map((q) => q.id),
          input.questions,
        );
        if (!plan) throw badRequest('ERR_BAD_REQUEST');
        if ((await repository.miniProjects.submittedBy(id)) > 0) {
          const storedById = new Map(stored.map((q) => [q.id, q]));
          const retyped = plan.kept.some((q) => storedById.get(q.id)?.answerType !== q.answerType);
          if (retyped || plan.removedIds.length > 0)
            throw conflict('ERR_MINI_PROJECT_HAS_SUBMISSIONS');
        }
        await repository.miniProjects.deleteQuestions(plan.removedIds);
        for (const [position, question] of input.questions.entries()) {
          const fields = { text: question.text, answerType: question.answerType, position };
          if (question.id === undefined) await repository.miniProjects.insertQuestion(id, fields);
          else await repository.miniProjects.updateQuestion(question.id, fields);
        }
        const after = await repository.miniProjects.update(id, input.revision, {
          title: input.title,
          description: input.description,
          dueDays: input.dueDays,
        });
        if (!after) throw contentChanged();
        const answer = await view(repository, after);
        await recordAudit(scope, {
          actorId,
          action: 'update',
          entityType: 'mini_project',
          entityId: id,
          before: miniProjectSnapshot(project, stored),
          after: miniProjectSnapshot(after, answer.questions),
        });
        return answer;
      });
    },

    async setStatus(actorId: number, id: number, status: ContentStatus): Promise<AdminMiniProject> {
      return deps.unitOfWork(async (scope) => {
        const contentItems = createContentItemsRepository(scope.tx);
        const repository = contentItems;
        const changed = await repository.miniProjects.setStatus(id, status);
        if (changed) {
          await recordAudit(scope, {
            actorId,
            action: status === 'published' ? 'publish' : 'unpublish',
            entityType: 'mini_project',
            entityId: id,
            before: { status: status === 'published' ? 'draft' : 'published' },
            after: { status },
          });
          if (status === 'published') await tellStudentsOfPublished(scope, changed, deps.now());
          return view(repository, changed);
        }
        const project = await repository.miniProjects.find(id);
        if (!project) throw notFound();
        return view(repository, project);
      });
    },

    async impact(id: number): Promise<ItemDeletionImpact> {
      if (!(await read.miniProjects.find(id))) throw notFound();
      return read.miniProjects.impact(id);
    },

    /**
     * Deletes the mini project and (by cascade) its submissions, which needs `confirm` when
     * there are any. Files students attached stay theirs (private files).
     */
    async delete(actorId: number, id: number, confirm: boolean): Promise<void> {
      await deps.unitOfWork((scope) => {
        const contentItems = createContentItemsRepository(scope.tx);
        const repository = contentItems.miniProjects;
        return deleteItem(scope, {
          actorId,
          id,
          confirm,
          entityType: 'mini_project',
          repository,
          async remove(project) {
            const stored = await repository.questions(id);
            await repository.delete(id);
            return miniProjectSnapshot(project, stored);
          },
        });
      });
    },
  };
}

export type MiniProjectEditorService = ReturnType<typeof createMiniProjectEditorService>;
