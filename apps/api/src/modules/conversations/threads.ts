import { type ConversationThreadKind, type ConversationVerdict, paths } from '@academy/contracts';
import type { createConversationsRepository } from './repository.js';

/*
 * What each kind of thread is on (ARCHITECTURE.md, "Conversations"): whose it is, what it is
 * called in a notification, the verdict on the work, where each side reads it, and who else
 * may read it. The one place a kind's rules are written; the service applies them alike.
 */

type Repository = ReturnType<typeof createConversationsRepository>;

export interface ThreadSubject {
  /** The student whose work or question it is. */
  studentId: number;
  /** The work's or the lecture's title, as notifications name the thread. */
  title: string;
  /** The staff member who gave the verdict, told of the student's messages. */
  reviewedBy: number | null;
  verdict: ConversationVerdict | null;
  /** Where the student reads the thread, and where staff do. */
  studentLink: string;
  staffLink: string;
  /** A shared lecture question, and the caller a student of its direction: they read it. */
  sharedWithReader: boolean;
  /** Whether the thread is a lecture question, which waits for staff until answered. */
  waitsForStaff: boolean;
}

interface Reviewed {
  studentId: number;
  itemId: number;
  title: string;
  reviewedBy: number | null;
  reviewStatus: string;
  reviewComment: string | null;
  reviewedAt: Date | null;
  reviewerName: string | null;
}

/** The verdict as the review stored it; none before the review. */
function verdictOf(row: Reviewed): ConversationVerdict | null {
  if (row.reviewStatus === 'not_checked_yet' || !row.reviewedAt) return null;
  return {
    kind: 'verdict',
    passed: row.reviewStatus === 'passed',
    comment: row.reviewComment,
    reviewerName: row.reviewerName,
    at: row.reviewedAt.toISOString(),
  };
}

const reviewed = (row: Reviewed, studentLink: string, staffLink: string): ThreadSubject => ({
  studentId: row.studentId,
  title: row.title,
  reviewedBy: row.reviewedBy,
  verdict: verdictOf(row),
  studentLink,
  staffLink,
  sharedWithReader: false,
  waitsForStaff: false,
});

/** The thread's subject as `readerId` may see it, or null when there is no such thread. */
export async function threadSubject(
  repository: Repository,
  thread: ConversationThreadKind,
  id: number,
  readerId: number,
): Promise<ThreadSubject | null> {
  switch (thread) {
    case 'mini-project-submissions': {
      const row = await repository.submission(id);
      return row
        ? reviewed(row, paths.student.miniProject(row.itemId), paths.admin.reviewMiniProject(id))
        : null;
    }
    case 'task-assignments': {
      const row = await repository.taskAttempt(id);
      return row ? reviewed(row, paths.student.task(row.itemId), paths.admin.reviewTask(id)) : null;
    }
    case 'lecture-questions': {
      const row = await repository.lectureQuestion(id, readerId);
      if (!row) return null;
      return {
        studentId: row.studentId,
        title: row.title,
        reviewedBy: null,
        verdict: null,
        studentLink: `${paths.student.lecture(row.itemId)}#question-${id}`,
        staffLink: paths.admin.question(id),
        sharedWithReader: row.shared && row.readerEnrolled,
        waitsForStaff: true,
      };
    }
  }
}
