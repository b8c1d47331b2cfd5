import type {
  ConversationMessageRequest,
  LectureQuestion,
  LectureQuestions,
  StaffLectureQuestion,
  WaitingQuestions,
} from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { recordAudit } from '../audit/index.js';
import {
  attachmentsOf,
  type Caller,
  createConversationsRepository,
  toEntries,
} from '../conversations/index.js';
import { firstLine, notificationEvents, notify, STAFF } from '../notifications/index.js';
import { createLectureQuestionsRepository, type QuestionRecord } from './repository.js';

/*
 * Questions on a lecture (ARCHITECTURE.md, "Conversations"): a student enrolled in the
 * lecture's direction asks; every mentor and admin is told (no direction is assigned to
 * mentors yet); staff answer in the question's thread, which `modules/conversations` keeps.
 * The question waits for staff until one of them writes, and again when the student writes
 * after an answer.
 */

type StaffRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createLectureQuestionsRepository>['one']>>
>;

function staffView(row: StaffRow): StaffLectureQuestion {
  return {
    id: row.id,
    lecture: { id: row.lectureId, title: row.lectureTitle },
    subjectTitle: row.subjectTitle,
    student: { id: row.studentId, fullName: row.studentName, email: row.studentEmail },
    excerpt: firstLine(row.body) ?? '',
    shared: row.shared,
    askedAt: row.askedAt.toISOString(),
    waitingSince: row.waitingSince?.toISOString() ?? null,
  };
}

export function createLectureQuestionsService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  now: Clock;
}) {
  const repository = createLectureQuestionsRepository(deps.db);
  const threads = createConversationsRepository(deps.db);

  /** The lecture when the student may ask on it: published, in a direction of theirs. */
  async function openLecture(caller: Caller, lectureId: number) {
    const lecture = await threads.publishedLecture(lectureId, caller.id);
    if (!lecture) throw notFound();
    if (!lecture.enrolled) throw forbidden();
    return lecture;
  }

  /** The questions as `caller` reads them, each with its thread. */
  async function withThreads(caller: Caller, questions: QuestionRecord[]) {
    const rows = await repository.messagesOf(questions.map((question) => question.id));
    const attachments = await attachmentsOf(deps.db, rows);
    // Each question's messages, in the order read, grouped once.
    const byQuestion = new Map<number | null, (typeof rows)[number][]>();
    for (const row of rows) {
      const list = byQuestion.get(row.questionId);
      if (list) list.push(row);
      else byQuestion.set(row.questionId, [row]);
    }
    return questions.map(
      (question): LectureQuestion => ({
        id: question.id,
        mine: question.userId === caller.id,
        shared: question.shared,
        waiting: question.waitingSince !== null,
        askedAt: question.createdAt.toISOString(),
        entries: toEntries(
          byQuestion.get(question.id) ?? [],
          { studentId: question.userId, verdict: null },
          caller,
          attachments,
        ),
      }),
    );
  }

  async function found(id: number) {
    const row = await repository.one(id);
    if (!row) throw notFound();
    return staffView(row);
  }

  return {
    /** GET lectures/{id}/questions: the caller's and the shared ones, newest first. */
    async list(caller: Caller, lectureId: number): Promise<LectureQuestions> {
      await openLecture(caller, lectureId);
      const questions = await repository.forLecture(lectureId, caller.id);
      return { questions: await withThreads(caller, questions) };
    },

    /** POST lectures/{id}/questions: the question, its first message and staff told, at once. */
    async ask(
      caller: Caller,
      lectureId: number,
      request: ConversationMessageRequest,
      log: FastifyBaseLogger,
    ): Promise<LectureQuestion> {
      const lecture = await openLecture(caller, lectureId);
      const author = await threads.author(caller.id);
      const at = deps.now();
      const question = await deps.unitOfWork(async (scope) => {
        const asked = await createLectureQuestionsRepository(scope.tx).create({
          lectureId,
          userId: caller.id,
          at,
        });
        await createConversationsRepository(scope.tx).insert('lecture-questions', asked.id, {
          authorId: caller.id,
          body: request.body,
          createdAt: at,
        });
        await notify(
          scope,
          STAFF,
          notificationEvents.lectureQuestion({
            questionId: asked.id,
            lecture: lecture.title,
            author: author?.fullName ?? '',
            body: request.body,
          }),
          at,
        );
        return asked;
      });
      log.info({ event: 'lecture_question.asked', questionId: question.id, lectureId });
      const [view] = await withThreads(caller, [question]);
      if (!view) throw new Error('Question view missing');
      return view;
    },

    /** GET admin/questions: the questions waiting longest, and how many wait. */
    async waiting(limit: number): Promise<WaitingQuestions> {
      const [rows, total] = await Promise.all([
        repository.waiting(limit),
        repository.waitingCount(),
      ]);
      return { items: rows.map(staffView), total };
    },

    one: found,

    /** PATCH admin/questions/{id}: shared with the subject's students, or not; audited. */
    async share(
      actorId: number,
      id: number,
      shared: boolean,
      log: FastifyBaseLogger,
    ): Promise<StaffLectureQuestion> {
      const before = await found(id);
      if (before.shared !== shared) {
        await deps.unitOfWork(async (scope) => {
          if (!(await createLectureQuestionsRepository(scope.tx).share(id, shared))) {
            throw notFound();
          }
          await recordAudit(scope, {
            actorId,
            action: 'update',
            entityType: 'lecture_question',
            entityId: String(id),
            before: { shared: before.shared },
            after: { shared },
            title: before.lecture.title,
          });
        });
        log.info({ event: 'lecture_question.shared', questionId: id, shared, actorId });
      }
      return found(id);
    },
  };
}
