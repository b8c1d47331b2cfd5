import type { ProjectAnswerType, ReviewStatus } from '@academy/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { allPublished } from '../../db/published.js';
import {
  chapters,
  directions,
  enrolments,
  files,
  miniProjectQuestions,
  miniProjects,
  projectAnswers,
  projectAssignments,
  projectSubmissions,
  subjects,
} from '../../db/schema/index.js';

/** A mini project as a student reaches it: with its subject and the caller's enrolment. */
export interface MiniProjectForStudent {
  id: number;
  title: string;
  description: string;
  dueDays: number | null;
  subjectId: number;
  subjectTitle: string;
  /** When the caller enrolled in the project's direction; null when they are not enrolled. */
  enrolledAt: Date | null;
}

export interface MiniProjectQuestion {
  id: number;
  text: string;
  answerType: ProjectAnswerType;
}

export interface NewAnswer {
  questionId: number;
  fileId: string | null;
  answerText: string | null;
}

export function createMiniProjectsRepository(db: Executor) {
  return {
    /**
     * The mini project, its subject, and the caller's enrolment in its direction, in one
     * statement: a project that does not exist is null, one outside the caller's directions
     * has `enrolledAt: null`.
     */
    async findForStudent(
      userId: number,
      miniProjectId: number,
    ): Promise<MiniProjectForStudent | null> {
      const [row] = await db
        .select({
          id: miniProjects.id,
          title: miniProjects.title,
          description: miniProjects.description,
          dueDays: miniProjects.dueDays,
          subjectId: subjects.id,
          subjectTitle: subjects.title,
          enrolledAt: enrolments.enrolledAt,
        })
        .from(miniProjects)
        .innerJoin(chapters, eq(chapters.id, miniProjects.chapterId))
        .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
        .innerJoin(directions, eq(directions.id, subjects.directionId))
        .leftJoin(
          enrolments,
          and(eq(enrolments.directionId, subjects.directionId), eq(enrolments.userId, userId)),
        )
        .where(
          and(
            eq(miniProjects.id, miniProjectId),
            // A draft anywhere above is, for a student, a mini project that does not exist.
            allPublished(miniProjects.status, chapters.status, subjects.status, directions.status),
          ),
        );
      return row ?? null;
    },

    async listQuestions(miniProjectId: number): Promise<MiniProjectQuestion[]> {
      return db
        .select({
          id: miniProjectQuestions.id,
          text: miniProjectQuestions.text,
          answerType: miniProjectQuestions.answerType,
        })
        .from(miniProjectQuestions)
        .where(eq(miniProjectQuestions.miniProjectId, miniProjectId))
        .orderBy(asc(miniProjectQuestions.position), asc(miniProjectQuestions.id));
    },

    async findAssignment(
      userId: number,
      miniProjectId: number,
    ): Promise<{ id: number; reviewStatus: ReviewStatus } | null> {
      const [row] = await db
        .select({ id: projectAssignments.id, reviewStatus: projectAssignments.reviewStatus })
        .from(projectAssignments)
        .where(
          and(
            eq(projectAssignments.userId, userId),
            eq(projectAssignments.miniProjectId, miniProjectId),
          ),
        );
      return row ?? null;
    },

    /** Of `fileIds`, those the user uploaded as private files (submission files). */
    async ownPrivateFileIds(userId: number, fileIds: readonly string[]): Promise<string[]> {
      if (fileIds.length === 0) return [];
      const rows = await db
        .select({ id: files.id })
        .from(files)
        .where(
          and(
            inArray(files.id, [...fileIds]),
            eq(files.createdBy, userId),
            eq(files.visibility, 'private'),
          ),
        );
      return rows.map((row) => row.id);
    },

    /**
     * The caller's assignment, created if there is none, and locked until the transaction
     * ends, in one statement: an insert that, on the row already there, "updates" it to
     * itself, which locks it. Submissions of one student and project take turns, so
     * parallel ones cannot both pass the check of the latest review.
     */
    async lockAssignment(userId: number, miniProjectId: number): Promise<{ id: number }> {
      const [row] = await db
        .insert(projectAssignments)
        .values({ userId, miniProjectId })
        .onConflictDoUpdate({
          target: [projectAssignments.userId, projectAssignments.miniProjectId],
          set: { updatedAt: sql`${projectAssignments.updatedAt}` },
        })
        .returning({ id: projectAssignments.id });
      if (!row) throw new Error('Project assignment upsert returned no row');
      return row;
    },

    /** The review status of the assignment's latest submission; null before the first. */
    async latestReviewStatus(assignmentId: number): Promise<ReviewStatus | null> {
      const [row] = await db
        .select({ reviewStatus: projectSubmissions.reviewStatus })
        .from(projectSubmissions)
        .where(eq(projectSubmissions.projectAssignmentId, assignmentId))
        .orderBy(desc(projectSubmissions.submittedAt), desc(projectSubmissions.id))
        .limit(1);
      return row?.reviewStatus ?? null;
    },

    /**
     * A new submission waiting for review, with its answers; the assignment's review status
     * follows it.
     */
    async addSubmission(input: {
      assignmentId: number;
      githubLink: string;
      submittedAt: Date;
      late: boolean;
      answers: readonly NewAnswer[];
    }): Promise<number> {
      const [submission] = await db
        .insert(projectSubmissions)
        .values({
          projectAssignmentId: input.assignmentId,
          githubLink: input.githubLink,
          submittedAt: input.submittedAt,
          late: input.late,
          reviewStatus: 'not_checked_yet',
        })
        .returning({ id: projectSubmissions.id });
      if (!submission) throw new Error('Submission insert returned no row');
      if (input.answers.length > 0) {
        await db
          .insert(projectAnswers)
          .values(input.answers.map((answer) => ({ ...answer, submissionId: submission.id })));
      }
      await db
        .update(projectAssignments)
        .set({ reviewStatus: 'not_checked_yet' })
        .where(eq(projectAssignments.id, input.assignmentId));
      return submission.id;
    },
  };
}

export type MiniProjectsRepository = ReturnType<typeof createMiniProjectsRepository>;
