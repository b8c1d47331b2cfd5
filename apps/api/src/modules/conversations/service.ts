import {
  allowedRoles,
  type Conversation,
  type ConversationEntry,
  type ConversationMessage,
  type ConversationMessageRequest,
  type Role,
} from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-error.js';
import { createConversationsRepository, type MessageRecord } from './repository.js';

/*
 * Conversations on mini-project submissions (ARCHITECTURE.md, "Conversations"). Who may
 * read and write a thread: the student whose submission it is, and staff. Every mentor sees
 * every thread, as every mentor reviews every submission: the academy assigns no directions
 * to mentors yet (the place to narrow it is `mayTalk`).
 */

const staffRoles: readonly Role[] = allowedRoles('staff') ?? [];

export interface Caller {
  id: number;
  role: Role;
}

const isStaff = (role: Role | null | undefined) => role != null && staffRoles.includes(role);

function messageView(
  message: MessageRecord,
  author: { fullName: string | null; role: Role | null } | null,
): ConversationMessage {
  return {
    kind: 'message',
    id: message.id,
    author:
      message.authorId !== null && author?.fullName != null
        ? { id: message.authorId, fullName: author.fullName, staff: isStaff(author.role) }
        : null,
    body: message.body,
    at: message.createdAt.toISOString(),
  };
}

export function createConversationsService(deps: { db: Database; now: Clock }) {
  const repository = createConversationsRepository(deps.db);

  /**
   * The submission when the caller may take part in its thread: a student in their own,
   * staff in every one. For anyone else (another student, an applicant) it is not found, so
   * nothing tells that it exists.
   */
  async function mayTalk(caller: Caller, submissionId: number) {
    if (caller.role !== 'student' && !isStaff(caller.role)) throw notFound();
    const submission = await repository.submission(submissionId);
    if (!submission) throw notFound();
    if (caller.role === 'student' && submission.studentId !== caller.id) throw notFound();
    return submission;
  }

  return {
    /** The thread, oldest first: its messages, and the verdict when it was given. */
    async thread(caller: Caller, submissionId: number): Promise<Conversation> {
      const submission = await mayTalk(caller, submissionId);
      const rows = await repository.messages(submissionId);
      const entries: ConversationEntry[] = rows.map((row) =>
        messageView(row.message, { fullName: row.authorName, role: row.authorRole }),
      );
      if (submission.reviewStatus !== 'not_checked_yet' && submission.reviewedAt) {
        const verdict: ConversationEntry = {
          kind: 'verdict',
          passed: submission.reviewStatus === 'passed',
          comment: submission.reviewComment,
          reviewerName: submission.reviewerName,
          at: submission.reviewedAt.toISOString(),
        };
        // In its place in time: after the messages written before it.
        const after = entries.findIndex((entry) => entry.at > verdict.at);
        entries.splice(after === -1 ? entries.length : after, 0, verdict);
      }
      return { submissionId, entries };
    },

    async write(
      caller: Caller,
      submissionId: number,
      request: ConversationMessageRequest,
      log: FastifyBaseLogger,
    ): Promise<ConversationMessage> {
      await mayTalk(caller, submissionId);
      const message = await repository.insert({
        projectSubmissionId: submissionId,
        authorId: caller.id,
        body: request.body,
        createdAt: deps.now(),
      });
      // Notifications: the thread's other participants are told here once that exists.
      log.info({ event: 'conversation.message', submissionId, messageId: message.id });
      return messageView(message, await repository.author(caller.id));
    },
  };
}
