import {
  endpointPath,
  endpoints,
  type StudentAnswer,
  type Submission,
  type SubmittedFile,
} from '@academy/contracts';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  files,
  miniProjectQuestions,
  projectAnswers,
  projectSubmissions,
  users,
} from '../../db/schema/index.js';

/*
 * A mini project's submission history: every submission of one student's assignment with its
 * answers, files and review, newest first. The student's page and the mentor's review both
 * show it (ARCHITECTURE.md, "Learning").
 */

const reviewers = alias(users, 'reviewer');

/** Where a submitted (private) file is downloaded, below the API's base path. */
export function submittedFilePath(fileId: string): string {
  return endpointPath(endpoints.getSubmittedFile, { fileId });
}

function submittedFile(row: {
  fileId: string | null;
  fileName: string | null;
  fileSize: number | null;
  fileContentType: string | null;
}): SubmittedFile | null {
  if (row.fileId === null) return null;
  return {
    id: row.fileId,
    path: submittedFilePath(row.fileId),
    name: row.fileName ?? row.fileId,
    size: row.fileSize ?? 0,
    contentType: row.fileContentType ?? 'application/octet-stream',
  };
}

export function createSubmissionHistory(db: Executor) {
  return {
    /** Every submission of the assignment, newest first, in two statements. */
    async forAssignment(assignmentId: number): Promise<Submission[]> {
      const submissions = await db
        .select({
          id: projectSubmissions.id,
          githubLink: projectSubmissions.githubLink,
          submittedAt: projectSubmissions.submittedAt,
          late: projectSubmissions.late,
          reviewStatus: projectSubmissions.reviewStatus,
          reviewComment: projectSubmissions.reviewComment,
          reviewerName: reviewers.fullName,
          reviewedAt: projectSubmissions.reviewedAt,
        })
        .from(projectSubmissions)
        .leftJoin(reviewers, eq(reviewers.id, projectSubmissions.reviewedBy))
        .where(eq(projectSubmissions.projectAssignmentId, assignmentId))
        .orderBy(desc(projectSubmissions.submittedAt), desc(projectSubmissions.id));
      if (submissions.length === 0) return [];

      const answers = await db
        .select({
          id: projectAnswers.id,
          submissionId: projectAnswers.submissionId,
          questionId: miniProjectQuestions.id,
          questionText: miniProjectQuestions.text,
          answerText: projectAnswers.answerText,
          fileId: files.id,
          fileName: files.originalName,
          fileSize: files.size,
          fileContentType: files.contentType,
        })
        .from(projectAnswers)
        .innerJoin(miniProjectQuestions, eq(miniProjectQuestions.id, projectAnswers.questionId))
        .leftJoin(files, eq(files.id, projectAnswers.fileId))
        .where(
          inArray(
            projectAnswers.submissionId,
            submissions.map((submission) => submission.id),
          ),
        )
        .orderBy(asc(miniProjectQuestions.position), asc(miniProjectQuestions.id));

      const answersBySubmission = new Map<number, StudentAnswer[]>();
      for (const answer of answers) {
        const list = answersBySubmission.get(answer.submissionId) ?? [];
        list.push({
          id: answer.id,
          question: { id: answer.questionId, text: answer.questionText },
          file: submittedFile(answer),
          answerText: answer.answerText,
        });
        answersBySubmission.set(answer.submissionId, list);
      }

      return submissions.map((submission) => ({
        id: submission.id,
        githubLink: submission.githubLink,
        submittedAt: submission.submittedAt.toISOString(),
        late: submission.late,
        reviewStatus: submission.reviewStatus,
        reviewComment: submission.reviewComment,
        reviewerName: submission.reviewerName,
        reviewedAt: submission.reviewedAt?.toISOString() ?? null,
        studentAnswers: answersBySubmission.get(submission.id) ?? [],
      }));
    },
  };
}

export type SubmissionHistory = ReturnType<typeof createSubmissionHistory>;
