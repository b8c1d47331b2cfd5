import {
  allowedRoles,
  type Conversation,
  type ConversationAttachment,
  type ConversationEntry,
  type ConversationMessage,
  type ConversationMessageRequest,
  type ConversationThreadKind,
  type Role,
  type UploadedFile,
  validationMessages,
} from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { uniqueViolation } from '../../lib/database-errors.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import type { FilesService } from '../files/index.js';
import { type IncomingFile, storePrivateUpload } from '../mini-projects/index.js';
import { type NotifyScope, notificationEvents, notify } from '../notifications/index.js';
import { createConversationsRepository, type MessageRecord } from './repository.js';
import { type ThreadSubject, threadSubject } from './threads.js';

/*
 * Conversations (ARCHITECTURE.md, "Conversations"): a thread on a mini-project submission, a
 * test attempt with free-text answers, or a lecture question. Who may read and write one: the
 * student whose it is, and staff; a shared lecture question is also read by the students of
 * its direction. Every mentor sees every thread, as every mentor reviews every submission:
 * the academy assigns no directions to mentors yet (the place to narrow it is `access`).
 */

const staffRoles: readonly Role[] = allowedRoles('staff') ?? [];

export interface Caller {
  id: number;
  role: Role;
}

const isStaff = (role: Role | null | undefined) => role != null && staffRoles.includes(role);

interface Author {
  fullName: string | null;
  role: Role | null;
}

/**
 * A message as its reader sees it. `anonymous`: the asker of a shared question, read by
 * another student, is shown as a student without a name.
 */
function messageView(
  message: MessageRecord,
  author: Author | null,
  attachments: ConversationAttachment[],
  anonymous = false,
): ConversationMessage {
  const named = message.authorId !== null && author?.fullName != null;
  return {
    kind: 'message',
    id: message.id,
    author: !named
      ? null
      : anonymous
        ? { id: null, fullName: null, staff: false }
        : { id: message.authorId, fullName: author.fullName, staff: isStaff(author.role) },
    body: message.body,
    attachments,
    at: message.createdAt.toISOString(),
  };
}

/** A message row as the repository reads it, with its author. */
export interface MessageRow {
  message: MessageRecord;
  authorName: string | null;
  authorRole: Role | null;
}

/**
 * A thread's entries as `reader` sees them: its messages (oldest first, as read), with the
 * verdict in its place in time.
 */
export function toEntries(
  rows: readonly MessageRow[],
  subject: Pick<ThreadSubject, 'studentId' | 'verdict'>,
  reader: Caller,
  attachments: ReadonlyMap<number, ConversationAttachment[]>,
): ConversationEntry[] {
  // Another student reads a shared question without learning who asked it; staff see who.
  const anonymous = !isStaff(reader.role) && reader.id !== subject.studentId;
  const entries: ConversationEntry[] = rows.map((row) =>
    messageView(
      row.message,
      { fullName: row.authorName, role: row.authorRole },
      attachments.get(row.message.id) ?? [],
      anonymous && row.message.authorId === subject.studentId,
    ),
  );
  const verdict = subject.verdict;
  if (verdict) {
    // After the messages written before it.
    const after = entries.findIndex((entry) => entry.at > verdict.at);
    entries.splice(after === -1 ? entries.length : after, 0, verdict);
  }
  return entries;
}

/** The files sent with the messages, by message, in their order. */
export async function attachmentsOf(
  db: Executor,
  rows: readonly MessageRow[],
): Promise<Map<number, ConversationAttachment[]>> {
  const found = await createConversationsRepository(db).attachmentsOf(
    rows.map((row) => row.message.id),
  );
  const byMessage = new Map<number, ConversationAttachment[]>();
  for (const { messageId, name, ...file } of found) {
    const list = byMessage.get(messageId) ?? [];
    list.push({ ...file, name: name ?? file.id });
    byMessage.set(messageId, list);
  }
  return byMessage;
}

/** A message's files refused: not the caller's uploads, or sent already. */
const filesUnavailable = () =>
  badRequest('ERR_VALIDATION', [
    { field: 'fileIds', message: validationMessages.attachmentUnavailable },
  ]);

/**
 * Who is told of a new message: when staff write, the student (and any other staff who
 * wrote or gave the verdict); when the student writes, the staff who did, or, before any
 * has, every mentor and admin, as new work in the queue is told.
 */
async function tellOfMessage(
  scope: NotifyScope,
  thread: ConversationThreadKind,
  id: number,
  subject: ThreadSubject,
  message: { authorId: number; author: string; body: string; at: Date },
) {
  const writers = await createConversationsRepository(scope.tx).writers(thread, id);
  const staff = new Set(writers.filter((writer) => writer !== subject.studentId));
  if (subject.reviewedBy !== null) staff.add(subject.reviewedBy);
  staff.delete(message.authorId);
  const event = (link: string) =>
    notificationEvents.conversationMessage({
      title: subject.title,
      author: message.author,
      body: message.body,
      link,
    });
  const byStudent = message.authorId === subject.studentId;
  if (!byStudent) {
    await notify(scope, { userIds: [subject.studentId] }, event(subject.studentLink), message.at);
  }
  const toStaff = event(subject.staffLink);
  if (staff.size > 0) await notify(scope, { userIds: [...staff] }, toStaff, message.at);
  else if (byStudent) await notify(scope, { roles: ['mentor', 'admin'] }, toStaff, message.at);
}

export function createConversationsService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  now: Clock;
  files: FilesService;
}) {
  const repository = createConversationsRepository(deps.db);

  /**
   * The thread's subject and whether the caller may write, when they may read it: its
   * student and staff read and write; a shared question's other readers only read. For
   * anyone else (another student, an applicant) it is not found, so nothing tells that it
   * exists.
   */
  async function access(caller: Caller, thread: ConversationThreadKind, id: number) {
    if (caller.role !== 'student' && !isStaff(caller.role)) throw notFound();
    const subject = await threadSubject(repository, thread, id, caller.id);
    if (!subject) throw notFound();
    if (isStaff(caller.role) || subject.studentId === caller.id) {
      return { subject, canWrite: true };
    }
    if (subject.sharedWithReader) return { subject, canWrite: false };
    throw notFound();
  }

  return {
    /** The thread, oldest first: its messages, and the verdict when it was given. */
    async thread(
      caller: Caller,
      thread: ConversationThreadKind,
      id: number,
    ): Promise<Conversation> {
      const { subject, canWrite } = await access(caller, thread, id);
      const rows = await repository.messages(thread, id);
      const entries = toEntries(rows, subject, caller, await attachmentsOf(deps.db, rows));
      return { thread, id, canWrite, entries };
    },

    async write(
      caller: Caller,
      thread: ConversationThreadKind,
      id: number,
      request: ConversationMessageRequest,
      log: FastifyBaseLogger,
    ): Promise<ConversationMessage> {
      const { subject, canWrite } = await access(caller, thread, id);
      // A reader of a shared question sees it, but the thread is not theirs to write in.
      if (!canWrite) throw notFound();
      const author = await repository.author(caller.id);
      const fileIds = (request.fileIds ?? []).map((fileId) => fileId.toLowerCase());
      const at = deps.now();
      // The message, its files, the question's state and the notifications commit together,
      // or none.
      const message = await deps.unitOfWork(async (scope) => {
        const threads = createConversationsRepository(scope.tx);
        const sendable = await threads.sendableFileIds(caller.id, fileIds);
        if (sendable.length !== fileIds.length) throw filesUnavailable();
        const written = await threads.insert(thread, id, {
          authorId: caller.id,
          body: request.body,
          createdAt: at,
        });
        // The same file sent by two messages at once: the index keeps one.
        await threads.attach(written.id, fileIds).catch((error: unknown) => {
          throw uniqueViolation(error) ? filesUnavailable() : error;
        });
        if (subject.waitsForStaff) await threads.markQuestion(id, isStaff(caller.role), at);
        await tellOfMessage(scope, thread, id, subject, {
          authorId: caller.id,
          author: author?.fullName ?? '',
          body: request.body,
          at,
        });
        return written;
      });
      log.info({
        event: 'conversation.message',
        thread,
        id,
        messageId: message.id,
        files: fileIds.length,
      });
      const rows = [
        { message, authorName: author?.fullName ?? null, authorRole: author?.role ?? null },
      ];
      return messageView(
        message,
        author,
        (await attachmentsOf(deps.db, rows)).get(message.id) ?? [],
      );
    },

    /**
     * POST conversations/{thread}/{id}/files: a file to send in the thread, stored private
     * with the mini projects' checks. It is sent by the caller's next message naming it.
     */
    upload(
      caller: Caller,
      thread: ConversationThreadKind,
      id: number,
      file: IncomingFile,
    ): Promise<UploadedFile> {
      return storePrivateUpload(deps.files, caller.id, file, async () => {
        const { canWrite } = await access(caller, thread, id);
        if (!canWrite) throw notFound();
      });
    },

    /** GET conversations/{thread}/{id}/files/{fileId}: a file sent there, to its readers. */
    async file(caller: Caller, thread: ConversationThreadKind, id: number, fileId: string) {
      try {
        await access(caller, thread, id);
      } catch {
        throw notFound('ERR_FILE_NOT_FOUND');
      }
      if (!(await repository.sentIn(thread, id, fileId.toLowerCase()))) {
        throw notFound('ERR_FILE_NOT_FOUND');
      }
      return deps.files.describeGranted(fileId.toLowerCase());
    },
  };
}
