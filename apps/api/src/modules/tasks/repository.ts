import type { CodeExercise, ReviewStatus } from '@academy/contracts';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { jsonRows } from '../../db/json-rows.js';
import { preparedStatement } from '../../db/prepared.js';
import { allPublished } from '../../db/published.js';
import {
  answers,
  chapters,
  directions,
  enrolments,
  questions,
  subjects,
  taskAssignments,
  tasks,
  users,
} from '../../db/schema/index.js';
import { retakePaidFor } from '../billing/index.js';
import type { AttemptAnswer, ScoredQuestion } from './scoring.js';

export type TaskAssignmentRecord = typeof taskAssignments.$inferSelect;

/** A test as its student sees it, with what the checks around it need. */
export interface TaskForStudent {
  id: number;
  title: string;
  description: string;
  passPercent: number;
  dueDays: number | null;
  subjectId: number;
  subjectTitle: string;
  /** The caller's enrolment in the test's direction; null when not enrolled. */
  enrolledAt: Date | null;
  /** A succeeded retake payment of the caller for this test (modules/billing). */
  retakePaid: boolean;
}

/** A question with its text and options' texts, and which options are correct. */
export interface TaskQuestion extends ScoredQuestion {
  text: string;
  /** Staff's explanation of the correct answers; null for none. */
  explanation: string | null;
  answers: { id: number; text: string; isCorrect: boolean }[];
  /** A code question's whole exercise (never sent to a student as it is); null otherwise. */
  code: CodeExercise | null;
}

/** A test's page as its student reads it (`taskPage`). */
export interface TaskPage {
  task: TaskForStudent;
  questions: TaskQuestion[];
  /** The caller's; null before their first opening of an attempt. */
  assignment: TaskAssignmentRecord | null;
}

/** A submitted attempt as staff review it: the test, the student and the reviewer. */
export interface AttemptForReview {
  assignment: TaskAssignmentRecord;
  task: { id: number; title: string; description: string; passPercent: number };
  subjectTitle: string;
  student: { id: number; fullName: string; email: string };
  reviewerName: string | null;
}

/*
 * A test's page read and its questions, prepared once (db/prepared.ts).
 */
const user = sql.placeholder('userId');
const task = sql.placeholder('taskId');

/**
 * A test's page in one statement: the test, its subject and the caller's enrolment and retake
 * payment; its questions in order, each with its options in order (JSON PostgreSQL builds);
 * and the caller's assignment. Prepared once (db/prepared.ts).
 */
const taskPage = preparedStatement('tasks_page', (db, name) =>
  db
    .select({
      id: tasks.id,
      title: tasks.title,
      description: tasks.description,
      passPercent: tasks.passPercent,
      dueDays: tasks.dueDays,
      subjectId: subjects.id,
      subjectTitle: subjects.title,
      enrolledAt: enrolments.enrolledAt,
      retakePaid: retakePaidFor(user, tasks.id),
      questions: sql<unknown>`(select ${jsonRows(
        {
          id: questions.id,
          text: questions.text,
          answerType: questions.answerType,
          points: questions.points,
          explanation: questions.explanation,
          code: questions.code,
          answers: sql`(select ${jsonRows(
            { id: answers.id, text: answers.text, isCorrect: answers.isCorrect },
            sql`${answers.position}, ${answers.id}`,
          )} from ${answers} where ${eq(answers.questionId, questions.id)})`,
        },
        sql`${questions.position}, ${questions.id}`,
      )} from ${questions} where ${eq(questions.taskId, tasks.id)})`,
      assignment: getTableColumns(taskAssignments),
    })
    .from(tasks)
    .innerJoin(chapters, eq(chapters.id, tasks.chapterId))
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
    .innerJoin(directions, eq(directions.id, subjects.directionId))
    .leftJoin(
      enrolments,
      and(eq(enrolments.userId, user), eq(enrolments.directionId, subjects.directionId)),
    )
    .leftJoin(
      taskAssignments,
      and(eq(taskAssignments.userId, user), eq(taskAssignments.taskId, tasks.id)),
    )
    .where(
      and(
        eq(tasks.id, task),
        // A draft anywhere above is, for a student, a test that does not exist.
        allPublished(tasks.status, chapters.status, subjects.status, directions.status),
      ),
    )
    .prepare(name),
);

const taskQuestions = preparedStatement('tasks_questions', (db, name) =>
  db
    .select({
      id: questions.id,
      text: questions.text,
      answerType: questions.answerType,
      points: questions.points,
      explanation: questions.explanation,
      code: questions.code,
      answerId: answers.id,
      answerText: answers.text,
      isCorrect: answers.isCorrect,
    })
    .from(questions)
    .leftJoin(answers, eq(answers.questionId, questions.id))
    .where(eq(questions.taskId, task))
    .orderBy(asc(questions.position), asc(questions.id), asc(answers.position), asc(answers.id))
    .prepare(name),
);

export function createTasksRepository(db: Executor) {
  return {
    /**
     * A test's page (`taskPage`): the test with its subject, the caller's enrolment in its
     * direction (joined rather than asked with `isEnrolledIn` because its date is needed too:
     * due dates count from it) and whether the caller paid for its retake; its questions;
     * and the caller's assignment. Null when there is no such test.
     */
    async findForStudent(userId: number, taskId: number): Promise<TaskPage | null> {
      const [row] = await taskPage(db).execute({ userId, taskId });
      if (!row) return null;
      const { questions: questionList, assignment, ...found } = row;
      return { task: found, questions: questionList as TaskQuestion[], assignment };
    },

    /** Whether a test exists. */
    async exists(taskId: number): Promise<boolean> {
      const rows = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, taskId));
      return rows.length > 0;
    },

    /** The test's questions in order, each with its options in order: one statement. */
    async questionsOf(taskId: number): Promise<TaskQuestion[]> {
      const rows = await taskQuestions(db).execute({ taskId });
      const byId = new Map<number, TaskQuestion>();
      for (const row of rows) {
        let question = byId.get(row.id);
        if (!question) {
          question = {
            id: row.id,
            text: row.text,
            answerType: row.answerType,
            points: row.points,
            explanation: row.explanation,
            code: row.code,
            answers: [],
          };
          byId.set(row.id, question);
        }
        if (row.answerId !== null && row.answerText !== null && row.isCorrect !== null) {
          question.answers.push({
            id: row.answerId,
            text: row.answerText,
            isCorrect: row.isCorrect,
          });
        }
      }
      return [...byId.values()];
    },

    /**
     * The caller's assignment, created (no attempt yet) unless it exists, and locked until
     * the transaction ends, in one statement: an insert that, on the row already there,
     * "updates" it to itself, which locks it and answers its latest committed values. Of
     * parallel callers one inserts; the others wait for its transaction, then find its row.
     */
    async openAssignment(userId: number, taskId: number): Promise<TaskAssignmentRecord> {
      const [row] = await db
        .insert(taskAssignments)
        .values({ userId, taskId })
        .onConflictDoUpdate({
          target: [taskAssignments.userId, taskAssignments.taskId],
          set: { updatedAt: sql`${taskAssignments.updatedAt}` },
        })
        .returning();
      if (!row) throw new Error('Task assignment upsert returned no row');
      return row;
    },

    /** The caller's assignment, locked until the transaction ends. */
    async lockAssignment(userId: number, taskId: number): Promise<TaskAssignmentRecord | null> {
      const [row] = await db
        .select()
        .from(taskAssignments)
        .where(and(eq(taskAssignments.userId, userId), eq(taskAssignments.taskId, taskId)))
        .for('update');
      return row ?? null;
    },

    /** Records a submitted attempt: completed, one more attempt, its score and answers. */
    async saveAttempt(
      id: number,
      attempt: {
        attempt: number;
        score: number;
        maxScore: number;
        reviewStatus: ReviewStatus;
        answers: AttemptAnswer[];
        submittedAt: Date;
      },
    ): Promise<TaskAssignmentRecord> {
      const [row] = await db
        .update(taskAssignments)
        .set({
          ...attempt,
          status: 'completed',
          reviewComment: null,
          reviewedBy: null,
          reviewedAt: null,
        })
        .where(eq(taskAssignments.id, id))
        .returning();
      if (!row) throw new Error(`Task assignment ${id} vanished while locked`);
      return row;
    },

    /**
     * Opens the second attempt: incomplete again, waiting for answers, the first attempt's
     * score, answers and review cleared (the attempt count stays).
     */
    async openRetake(id: number): Promise<TaskAssignmentRecord> {
      const [row] = await db
        .update(taskAssignments)
        .set({
          status: 'incomplete',
          reviewStatus: 'not_checked_yet',
          score: null,
          answers: [],
          submittedAt: null,
          reviewComment: null,
          reviewedBy: null,
          reviewedAt: null,
        })
        .where(eq(taskAssignments.id, id))
        .returning();
      if (!row) throw new Error(`Task assignment ${id} vanished while locked`);
      return row;
    },

    /** An attempt (task assignment) by id, locked until the transaction ends. */
    async lockAttempt(id: number): Promise<TaskAssignmentRecord | null> {
      const [row] = await db
        .select()
        .from(taskAssignments)
        .where(eq(taskAssignments.id, id))
        .for('update');
      return row ?? null;
    },

    /** A mentor's verdict on an attempt. */
    async saveReview(
      id: number,
      review: {
        reviewStatus: 'passed' | 'failed';
        reviewComment: string | null;
        reviewedBy: number;
        reviewedAt: Date;
      },
    ): Promise<void> {
      await db.update(taskAssignments).set(review).where(eq(taskAssignments.id, id));
    },

    /** An attempt with its test, subject, student and reviewer, for staff: one statement. */
    async findAttemptForReview(id: number): Promise<AttemptForReview | null> {
      const student = alias(users, 'student');
      const reviewer = alias(users, 'reviewer');
      const [row] = await db
        .select({
          assignment: taskAssignments,
          task: {
            id: tasks.id,
            title: tasks.title,
            description: tasks.description,
            passPercent: tasks.passPercent,
          },
          subjectTitle: subjects.title,
          student: { id: student.id, fullName: student.fullName, email: student.email },
          reviewerName: reviewer.fullName,
        })
        .from(taskAssignments)
        .innerJoin(tasks, eq(tasks.id, taskAssignments.taskId))
        .innerJoin(chapters, eq(chapters.id, tasks.chapterId))
        .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
        .innerJoin(student, eq(student.id, taskAssignments.userId))
        .leftJoin(reviewer, eq(reviewer.id, taskAssignments.reviewedBy))
        .where(eq(taskAssignments.id, id));
      return row ?? null;
    },
  };
}
export type TasksRepository = ReturnType<typeof createTasksRepository>;
