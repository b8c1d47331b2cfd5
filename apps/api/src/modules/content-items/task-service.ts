import {
  type AdminTask,
  type ContentStatus,
  englishMessages,
  type ItemDeletionImpact,
  type TaskSaveData,
} from '@academy/contracts';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.js';
import { recordAudit } from '../audit/index.js';
import type { CodeRunner } from '../code-runner/index.js';
import { checkCodeExercise, referenceFailures, referenceFieldErrors } from './code-check.js';
import { deleteItem } from './item-deletion.js';
import { tellStudentsOfPublished } from './published-notice.js';
import { planList } from './question-plan.js';
import { type ContentItemsRepository, createContentItemsRepository } from './repository.js';
import { checkRevision, contentChanged } from './revision.js';
import {
  type EditorQuestion,
  type TaskEditorRepository,
  type TaskRecord,
  taskSnapshot,
} from './task-repository.js';

const needsQuestion = () =>
  badRequest('ERR_VALIDATION', [
    { field: 'questions', message: englishMessages('publishNeedsQuestion') },
  ]);

/**
 * Checks a save against the stored questions and writes it: questions and answers updated,
 * added and removed, every one at its new position. Once students have attempted the test,
 * nothing they answered may disappear nor change its kind (ARCHITECTURE.md, "Content
 * editors"): removing a question or an option, or changing a question's type, is refused.
 */
async function saveQuestions(
  repository: TaskEditorRepository,
  taskId: number,
  stored: EditorQuestion[],
  input: TaskSaveData['questions'],
  attempted: boolean,
): Promise<void> {
  const questionPlan = planList(
    stored.map((q) => q.id),
    input,
  );
  if (!questionPlan) throw badRequest('ERR_BAD_REQUEST');
  const storedById = new Map(stored.map((q) => [q.id, q]));
  const removedAnswerIds: number[] = [];
  for (const question of questionPlan.kept) {
    const before = storedById.get(question.id) as EditorQuestion;
    const answerPlan = planList(
      before.answers.map((a) => a.id),
      question.answers,
    );
    if (!answerPlan) throw badRequest('ERR_BAD_REQUEST');
    if (
      attempted &&
      (answerPlan.removedIds.length > 0 || before.answerType !== question.answerType)
    )
      throw conflict('ERR_TASK_HAS_ATTEMPTS');
    removedAnswerIds.push(...answerPlan.removedIds);
  }
  if (attempted && questionPlan.removedIds.length > 0) throw conflict('ERR_TASK_HAS_ATTEMPTS');

  await repository.deleteQuestions(questionPlan.removedIds);
  await repository.deleteAnswers(removedAnswerIds);
  for (const [position, question] of input.entries()) {
    const fields = {
      text: question.text,
      answerType: question.answerType,
      points: question.points,
      // A blank explanation is none.
      explanation: question.explanation?.trim() ? question.explanation : null,
      // Only a code question has one (the contract refuses it on the others).
      code: question.answerType === 'code' ? (question.code ?? null) : null,
      position,
    };
    let questionId = question.id;
    if (questionId === undefined) questionId = await repository.insertQuestion(taskId, fields);
    else await repository.updateQuestion(questionId, fields);
    for (const [answerPosition, answer] of question.answers.entries()) {
      const answerFields = {
        text: answer.text,
        isCorrect: answer.isCorrect,
        position: answerPosition,
      };
      if (answer.id === undefined) await repository.insertAnswer(questionId, answerFields);
      else await repository.updateAnswer(answer.id, answerFields);
    }
  }
}

/** The test editor's rules (ARCHITECTURE.md, "The staff area", "Content editors"). */
export function createTaskEditorService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  now: Clock;
  /** The process's code runner: reference solutions are run before a save. */
  codeRunner: CodeRunner;
}) {
  const read = createContentItemsRepository(deps.db);

  async function view(repository: ContentItemsRepository, task: TaskRecord): Promise<AdminTask> {
    const context = await repository.context(task.chapterId);
    if (!context) throw notFound();
    return {
      id: task.id,
      title: task.title,
      description: task.description,
      passPercent: task.passPercent,
      dueDays: task.dueDays,
      status: task.status,
      revision: task.revision,
      questions: await repository.tasks.questions(task.id),
      attemptedBy: await repository.tasks.attemptedBy(task.id),
      context,
    };
  }

  return {
    async get(id: number): Promise<AdminTask> {
      const task = await read.tasks.find(id);
      if (!task) throw notFound();
      return view(read, task);
    },

    /**
     * Saves the whole test in one transaction, the test's row locked: saves queue, and one
     * made from a revision another save has replaced is refused before anything is written.
     * Before it, outside any transaction, each code question's reference solution runs
     * against all its tests (those saved before unchanged are not run again): one that
     * fails is a 422 on `questions.N.code.referenceSolution`, nothing written.
     */
    async save(actorId: number, id: number, input: TaskSaveData): Promise<AdminTask> {
      if (input.questions.some((question) => question.code)) {
        if (!(await read.tasks.find(id))) throw notFound();
        const saved = new Map(
          (await read.tasks.questions(id)).map((question) => [question.id, question.code]),
        );
        const failures = await referenceFailures(
          deps.codeRunner,
          input.questions,
          (code, index) => {
            const questionId = input.questions[index]?.id;
            const before = questionId === undefined ? null : saved.get(questionId);
            return before != null && JSON.stringify(before) === JSON.stringify(code);
          },
        );
        if (failures.length > 0) {
          throw new HttpError(422, 'ERR_VALIDATION', referenceFieldErrors(failures));
        }
      }
      return deps.unitOfWork(async (scope) => {
        const contentItems = createContentItemsRepository(scope.tx);
        const repository = contentItems;
        const task = await repository.tasks.lock(id);
        if (!task) throw notFound();
        checkRevision(task, input.revision);
        if (task.status === 'published' && input.questions.length === 0) throw needsQuestion();
        const stored = await repository.tasks.questions(id);
        const attempted = (await repository.tasks.attemptedBy(id)) > 0;
        await saveQuestions(repository.tasks, id, stored, input.questions, attempted);
        const after = await repository.tasks.update(id, input.revision, {
          title: input.title,
          description: input.description,
          passPercent: input.passPercent,
          dueDays: input.dueDays,
        });
        if (!after) throw contentChanged();
        const answer = await view(repository, after);
        await recordAudit(scope, {
          actorId,
          action: 'update',
          entityType: 'task',
          entityId: id,
          before: taskSnapshot(task, stored),
          after: taskSnapshot(after, answer.questions),
        });
        return answer;
      });
    },

    /** Publishes (only with at least one question) or unpublishes the test. */
    async setStatus(actorId: number, id: number, status: ContentStatus): Promise<AdminTask> {
      return deps.unitOfWork(async (scope) => {
        const contentItems = createContentItemsRepository(scope.tx);
        const repository = contentItems;
        const task = await repository.tasks.lock(id);
        if (!task) throw notFound();
        if (task.status === status) return view(repository, task);
        if (status === 'published' && (await repository.tasks.questions(id)).length === 0)
          throw conflict('ERR_TASK_WITHOUT_QUESTIONS');
        const changed = await repository.tasks.setStatus(id, status);
        if (!changed) throw new Error(`Task ${id} changed while locked`);
        await recordAudit(scope, {
          actorId,
          action: status === 'published' ? 'publish' : 'unpublish',
          entityType: 'task',
          entityId: id,
          before: { status: task.status },
          after: { status },
        });
        if (status === 'published') await tellStudentsOfPublished(scope, changed, deps.now());
        return view(repository, changed);
      });
    },

    /** POST admin/code-exercises/check: runs the code (or the reference solution), unsaved. */
    check: (request: Parameters<typeof checkCodeExercise>[1]) =>
      checkCodeExercise(deps.codeRunner, request),

    async impact(id: number): Promise<ItemDeletionImpact> {
      if (!(await read.tasks.find(id))) throw notFound();
      return read.tasks.impact(id);
    },

    /** Deletes the test and (by cascade) its attempts, which needs `confirm` when there are any. */
    async delete(actorId: number, id: number, confirm: boolean): Promise<void> {
      await deps.unitOfWork((scope) => {
        const contentItems = createContentItemsRepository(scope.tx);
        const repository = contentItems.tasks;
        return deleteItem(scope, {
          actorId,
          id,
          confirm,
          entityType: 'task',
          repository,
          async remove(task) {
            const stored = await repository.questions(id);
            await repository.delete(id);
            return taskSnapshot(task, stored);
          },
        });
      });
    },
  };
}

export type TaskEditorService = ReturnType<typeof createTaskEditorService>;
