import {
  allowedRoles,
  type Conversation,
  type ConversationEntry,
  type ConversationMessage,
  type ConversationMessageRequest,
  paths,
  type Role,
} from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-error.js';
import { type NotifyScope, notificationEvents, notify } from '../notifications/index.js';
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

type Submission = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createConversationsRepository>['submission']>>
>;

export function createConversationsService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  now: Clock;
}) {
  const repository = createConversationsRepository(deps.db);

  /**
   * Who is told of a new message: when staff write, the student (and any other staff who
   * wrote or gave the verdict); when the student writes, the staff who did, or, before any
   * has, every mentor and admin, as new work in the queue is told.
   */
  async function tell(
    scope: NotifyScope,
    caller: Caller,
    submission: Submission,
    body: string,
    author: string,
  ) {
    const writers = await createConversationsRepository(scope.tx).writers(submission.id);
    const staff = new Set(writers.filter((id) => id !== submission.studentId));
    if (submission.reviewedBy !== null) staff.add(submission.reviewedBy);
    staff.delete(caller.id);
    const event = (link: string) =>
      notificationEvents.conversationMessage({ title: submission.title, author, body, link });
    const at = deps.now();
    if (caller.id !== submission.studentId) {
      await notify(
        scope,
        { userIds: [submission.studentId] },
        event(paths.student.miniProject(submission.miniProjectId)),
        at,
      );
    }
    const toStaff = event(paths.admin.reviewMiniProject(submission.id));
    if (staff.size > 0) await notify(scope, { userIds: [...staff] }, toStaff, at);
    else if (caller.id === submission.studentId) {
      await notify(scope, { roles: ['mentor', 'admin'] }, toStaff, at);
    }
  }

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
      const submission = await mayTalk(caller, submissionId);
      const author = await repository.author(caller.id);
      // The message and its notifications commit together, or neither.
      const message = await deps.unitOfWork(async (scope) => {
        const written = await createConversationsRepository(scope.tx).insert({
          projectSubmissionId: submissionId,
          authorId: caller.id,
          body: request.body,
          createdAt: deps.now(),
        });
        await tell(scope, caller, submission, request.body, author?.fullName ?? '');
        return written;
      });
      log.info({ event: 'conversation.message', submissionId, messageId: message.id });
      return messageView(message, author);
    },
  };
}
