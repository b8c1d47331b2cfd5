import type { AnswerType, CodeExercise, ProjectAnswerType } from '@academy/contracts';
import type { Executor } from '../../db/client.js';
import type { TransactionScope } from '../../db/unit-of-work.js';
import { createMiniProjectEditorRepository } from './mini-project-repository.js';
import { createTaskEditorRepository } from './task-repository.js';

/*
 * A test's and a mini project's questions as a direction's import writes them and its export
 * reads them (ARCHITECTURE.md, "Content import and export"): the editors' tables, written in
 * the import's own unit of work.
 */

export interface NewTaskQuestion {
  text: string;
  answerType: AnswerType;
  points: number;
  explanation?: string | undefined;
  answers: { text: string; isCorrect: boolean }[];
  /** A code question's exercise (its reference solution checked before the import writes). */
  code?: CodeExercise | null | undefined;
}

export interface NewProjectQuestion {
  text: string;
  answerType: ProjectAnswerType;
}

/** Adds the questions, with their answers, to a new test, in the order given. */
export async function addTaskQuestions(
  scope: TransactionScope,
  taskId: number,
  questions: readonly NewTaskQuestion[],
): Promise<void> {
  const repository = createTaskEditorRepository(scope.tx);
  for (const [position, question] of questions.entries()) {
    const questionId = await repository.insertQuestion(taskId, {
      text: question.text,
      answerType: question.answerType,
      points: question.points,
      explanation: question.explanation?.trim() ? question.explanation : null,
      code: question.code ?? null,
      position,
    });
    for (const [answerPosition, answer] of question.answers.entries()) {
      await repository.insertAnswer(questionId, { ...answer, position: answerPosition });
    }
  }
}

/** Adds the questions to a new mini project, in the order given. */
export async function addMiniProjectQuestions(
  scope: TransactionScope,
  miniProjectId: number,
  questions: readonly NewProjectQuestion[],
): Promise<void> {
  const repository = createMiniProjectEditorRepository(scope.tx);
  for (const [position, question] of questions.entries()) {
    await repository.insertQuestion(miniProjectId, { ...question, position });
  }
}

/** The questions, with their answers, of each test given, in order. */
export function questionsOfTasks(db: Executor, taskIds: readonly number[]) {
  return createTaskEditorRepository(db).questionsOfTasks(taskIds);
}

/** The questions of each mini project given, in order. */
export function questionsOfMiniProjects(db: Executor, miniProjectIds: readonly number[]) {
  return createMiniProjectEditorRepository(db).questionsOfProjects(miniProjectIds);
}
