import type { Readable } from 'node:stream';
import {
  type AdminApplicant,
  type AdmissionDirections,
  type ApplicantDecisionResponse,
  type ApplicantListItem,
  type ApplicantListResponse,
  admissionBlockers,
  type admitApplicantRequestSchema,
  applicantCsvColumns,
  applicantsCsvFileName,
  type BulkResponse,
  type examResultRequestSchema,
  FREE_TRIAL_DAYS,
  type LinkRequestResponse,
  type ParsedApplicantFilter,
  paths,
  type rejectApplicantRequestSchema,
  validationMessages,
  zonedIso,
} from '@academy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { countKey, type ListCounts } from '../../db/list-counts.js';
import type { UnitOfWork, UnitOfWorkScope } from '../../db/unit-of-work.js';
import { eachInTurn } from '../../lib/bulk.js';
import type { Clock } from '../../lib/clock.js';
import { CSV_BATCH_SIZE, csvStream, keysetBatches } from '../../lib/csv.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { newTemporaryPassword } from '../../lib/temporary-passwords.js';
import { createAuditRepository, recordAudit } from '../audit/index.js';
import { startTrial } from '../billing/index.js';
import { enrol, lockEnrolment } from '../enrolments/index.js';
import { academyTimeZone, createExamScheduleRepository } from '../exam-schedule/index.js';
import { queueMail, renderAdmissionMail, renderRejectionMail } from '../mail/index.js';
import { requestLinkMail } from '../one-time-links/index.js';
import { queueFreshVerificationMail } from '../verification/index.js';
import { applicantCsvRow } from './applicants-csv.js';
import {
  type ApplicantCursor,
  createAdmissionRepository,
  type LockedApplicant,
} from './repository.js';

/*
 * Applicants and admission (ARCHITECTURE.md, "Applicants and admission"). Every decision
 * runs in one unit of work on the applicant's locked row: of parallel admissions (or
 * rejections) of one applicant exactly one changes anything; the others find it decided
 * and answer 409 ERR_APPLICANT_NOT_PENDING.
 */

type ExamResultInput = z.output<ReturnType<typeof examResultRequestSchema>>;
type AdmitInput = z.output<ReturnType<typeof admitApplicantRequestSchema>>;
type RejectInput = z.output<ReturnType<typeof rejectApplicantRequestSchema>>;

/** The export's rows are capped: a filter that matches more is narrowed first. */
export const CSV_EXPORT_MAX_ROWS = 100_000;

/** The fields of an applicant the audit log keeps (never a password or a token). */
function auditFields(row: LockedApplicant) {
  return {
    status: row.status,
    courseType: row.courseType,
    examScore: row.examScore,
    examPassed: row.examPassed,
    examComment: row.examComment,
    examRecordedAt: row.examRecordedAt,
    admittedAt: row.admittedAt,
    rejectedAt: row.rejectedAt,
    rejectionReason: row.rejectionReason,
    decidedBy: row.decidedBy,
  };
}

/** What a count depends on: the filter without its order. */
function applicantCountKey(filter: ParsedApplicantFilter): string {
  const { sort: _sort, order: _order, ...matching } = filter;
  return countKey(matching);
}

type ListRow = Omit<
  Awaited<ReturnType<ReturnType<typeof createAdmissionRepository>['batch']>>[number],
  'cursor'
>;

function listItem(row: ListRow): ApplicantListItem {
  const { emailVerifiedAt, examStartsAt, registeredAt, ...rest } = row;
  return {
    ...rest,
    emailVerified: emailVerifiedAt !== null,
    examStartsAt: examStartsAt ? examStartsAt.toISOString() : null,
    registeredAt: registeredAt.toISOString(),
  };
}

export function createAdmissionService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  publicUrl: string;
  now: Clock;
  /** The list's counts kept in memory (db/list-counts.ts). */
  counts: ListCounts;
}) {
  const { db, unitOfWork, now } = deps;
  const repository = createAdmissionRepository(db);

  async function detail(id: number): Promise<AdminApplicant> {
    const row = await repository.find(id);
    if (!row) throw notFound('ERR_APPLICANT_NOT_EXIST');
    const { applicant: a } = row;
    const [timeZone, enrolments, history] = await Promise.all([
      createExamScheduleRepository(db).timeZone(),
      a.status === 'admitted' ? repository.enrolmentsOf(a.userId) : Promise.resolve([]),
      createAuditRepository(db).list({
        entityType: 'applicant',
        entityId: String(a.id),
        page: 1,
        pageSize: 50,
      }),
    ]);
    const staff = (memberId: number | null, fullName: string | null) =>
      memberId !== null && fullName !== null ? { id: memberId, fullName } : null;
    return {
      id: a.id,
      userId: a.userId,
      fullName: row.fullName,
      email: row.email,
      phone: row.phone,
      language: row.language,
      emailVerified: row.emailVerifiedAt !== null,
      registeredAt: a.createdAt.toISOString(),
      occupation: a.occupation,
      university: a.university,
      faculty: a.faculty,
      country: { code: row.countryCode, name: row.countryName },
      city: a.city,
      englishLevel: a.englishLevel,
      courseType: a.courseType,
      status: a.status,
      booking:
        row.slotId !== null && row.examStartsAt !== null
          ? { slotId: row.slotId, startsAt: row.examStartsAt.toISOString(), timeZone }
          : null,
      cancelledSitting:
        row.cancelledStartsAt !== null && row.cancelReason !== null
          ? { startsAt: row.cancelledStartsAt.toISOString(), reason: row.cancelReason }
          : null,
      exam:
        a.examRecordedAt !== null && a.examScore !== null && a.examPassed !== null
          ? {
              score: a.examScore,
              passed: a.examPassed,
              comment: a.examComment,
              recordedAt: a.examRecordedAt.toISOString(),
              recordedBy: staff(a.examRecordedBy, row.recorderName),
            }
          : null,
      decision: {
        admittedAt: a.admittedAt?.toISOString() ?? null,
        rejectedAt: a.rejectedAt?.toISOString() ?? null,
        rejectionReason: a.rejectionReason,
        decidedBy: staff(a.decidedBy, row.deciderName),
      },
      enrolments: enrolments.map((e) => ({ ...e, enrolledAt: e.enrolledAt.toISOString() })),
      history: history.items,
    };
  }

  /** Locks the applicant and checks it may still be decided on. */
  async function lockPending(scope: UnitOfWorkScope, id: number): Promise<LockedApplicant> {
    const admission = createAdmissionRepository(scope.tx);
    const row = await admission.lock(id);
    if (!row) throw notFound('ERR_APPLICANT_NOT_EXIST');
    if (row.status !== 'pending') throw conflict('ERR_APPLICANT_NOT_PENDING');
    return row;
  }

  /**
   * One applicant's exam result in its own unit of work on the applicant's locked row, while
   * they are pending; with `slotId`, only when they booked that sitting.
   */
  async function recordExamResultOf(
    actorId: number,
    id: number,
    input: ExamResultInput,
    at: Date,
    log: FastifyBaseLogger,
    slotId?: number,
  ): Promise<void> {
    await unitOfWork(async (scope) => {
      const admission = createAdmissionRepository(scope.tx);
      const before = await lockPending(scope, id);
      if (slotId !== undefined && !(await admission.bookedIn(id, slotId))) {
        throw conflict('ERR_APPLICANT_NOT_IN_SITTING');
      }
      await admission.recordExamResult(id, { ...input, by: actorId, at });
      await recordAudit(scope, {
        actorId,
        action: 'record_exam_result',
        entityType: 'applicant',
        entityId: id,
        before: auditFields(before),
        after: auditFields({
          ...before,
          examScore: input.score,
          examPassed: input.passed,
          examComment: input.comment,
          examRecordedAt: at,
        }),
      });
    });
    log.info({ event: 'admission.exam_recorded', applicantId: id, passed: input.passed });
  }

  /**
   * Admits: the applicant admitted, their account a student's with a temporary password,
   * the enrolment, the free trial, the e-mail and the audit entry, in one transaction on
   * the applicant's locked row.
   */
  async function admit(
    actorId: number,
    id: number,
    input: AdmitInput,
    log: FastifyBaseLogger,
  ): Promise<string> {
    const at = now();
    const { password: temporaryPassword, passwordHash, expiresAt } = await newTemporaryPassword(at);

    const mailedTo = await unitOfWork(async (scope) => {
      const admission = createAdmissionRepository(scope.tx);
      const before = await lockPending(scope, id);
      const [blocker] = admissionBlockers({
        status: before.status,
        emailVerified: before.emailVerifiedAt !== null,
        examPassed: before.examPassed,
      });
      if (blocker) throw conflict(blocker);
      const direction = await admission.findDirection(input.directionId);
      if (!direction) {
        throw badRequest('ERR_VALIDATION', [
          { field: 'directionId', message: validationMessages.invalidOption },
        ]);
      }
      const courseType = input.courseType ?? before.courseType;
      // A student already in the direction is not admitted into it again.
      if (await lockEnrolment(scope, before.userId, direction.id)) {
        throw conflict('ERR_ENROLMENT_EXISTS');
      }

      if (!(await admission.markAdmitted(id, actorId, at))) {
        throw conflict('ERR_APPLICANT_NOT_PENDING');
      }
      await admission.makeStudent(before.userId, { hash: passwordHash, expiresAt }, at);
      await enrol(scope, {
        userId: before.userId,
        directionId: direction.id,
        courseType,
        enrolledAt: at,
      });
      await startTrial(scope, before.userId, at);
      const mail = renderAdmissionMail({
        language: before.language,
        fullName: before.fullName,
        email: before.email,
        directionTitle: direction.title,
        courseType,
        temporaryPassword,
        expiresAt,
        timeZone: await academyTimeZone(scope),
        trialDays: FREE_TRIAL_DAYS,
        loginLink: `${deps.publicUrl}${paths.auth.login}`,
      });
      await queueMail(scope, { to: before.email, ...mail }, at);
      await recordAudit(scope, {
        actorId,
        action: 'admit',
        entityType: 'applicant',
        entityId: id,
        before: auditFields(before),
        after: {
          ...auditFields({ ...before, status: 'admitted', admittedAt: at, decidedBy: actorId }),
          directionId: direction.id,
          enrolledCourseType: courseType,
          role: 'student',
          temporaryPasswordExpiresAt: expiresAt,
        },
      });
      return before.email;
    });
    log.info({ event: 'admission.admitted', applicantId: id, directionId: input.directionId });
    return mailedTo;
  }

  /**
   * Rejects with the reason, mailed to the applicant. The seat of an exam still to come is
   * given back, so that someone else can book it; a past exam's booking stays on record.
   */
  async function reject(
    actorId: number,
    id: number,
    input: RejectInput,
    log: FastifyBaseLogger,
  ): Promise<string> {
    const at = now();
    const mailedTo = await unitOfWork(async (scope) => {
      const admission = createAdmissionRepository(scope.tx);
      const before = await lockPending(scope, id);
      if (!(await admission.markRejected(id, input.reason, actorId, at))) {
        throw conflict('ERR_APPLICANT_NOT_PENDING');
      }
      const seatReleased = await admission.releaseFutureSeat(id, at);
      const mail = renderRejectionMail({
        language: before.language,
        fullName: before.fullName,
        reason: input.reason,
      });
      await queueMail(scope, { to: before.email, ...mail }, at);
      await recordAudit(scope, {
        actorId,
        action: 'reject',
        entityType: 'applicant',
        entityId: id,
        before: auditFields(before),
        after: {
          ...auditFields({
            ...before,
            status: 'rejected',
            rejectedAt: at,
            rejectionReason: input.reason,
            decidedBy: actorId,
          }),
          seatReleased,
        },
      });
      return before.email;
    });
    log.info({ event: 'admission.rejected', applicantId: id });
    return mailedTo;
  }

  return {
    async list(
      query: ParsedApplicantFilter & { page: number; pageSize: number },
    ): Promise<ApplicantListResponse> {
      const { page, pageSize, ...filter } = query;
      const rows = await repository.page(filter, { page, pageSize });
      const offset = (page - 1) * pageSize;
      // A page shorter than a full one is the last: it tells the total itself.
      const total =
        rows.length < pageSize && (rows.length > 0 || offset === 0)
          ? offset + rows.length
          : await deps.counts.get(applicantCountKey(filter), () => repository.count(filter));
      return { items: rows.map(listItem), total, page, pageSize };
    },

    /**
     * The CSV of a filter as a stream and the name it is saved under (the day it was made):
     * a keyset walk in the list's order, a batch at a time, so memory stays one batch.
     */
    async exportCsv(
      filter: ParsedApplicantFilter,
      batchSize = CSV_BATCH_SIZE,
    ): Promise<{ stream: Readable; fileName: string }> {
      const timeZone = await createExamScheduleRepository(db).timeZone();
      const batches = keysetBatches(
        (after: ApplicantCursor | null, size) => repository.batch(filter, after, size),
        (row) => row.cursor,
        { batchSize, limit: CSV_EXPORT_MAX_ROWS },
      );
      async function* rows() {
        for await (const batch of batches) {
          yield batch.map(({ cursor: _cursor, ...row }) =>
            applicantCsvRow(listItem(row), timeZone),
          );
        }
      }
      return {
        stream: csvStream(applicantCsvColumns, rows()),
        fileName: applicantsCsvFileName(zonedIso(now(), timeZone).slice(0, 10)),
      };
    },

    detail,

    async directions(): Promise<AdmissionDirections> {
      return { items: await repository.listDirections() };
    },

    /** Records or corrects the exam result while the applicant is pending. */
    async recordExamResult(
      actorId: number,
      id: number,
      input: ExamResultInput,
      log: FastifyBaseLogger,
    ): Promise<AdminApplicant> {
      await recordExamResultOf(actorId, id, input, now(), log);
      return detail(id);
    },

    /** One result for many applicants, each in a unit of work of its own (lib/bulk.ts). */
    recordExamResults(
      actorId: number,
      { ids, ...input }: ExamResultInput & { ids: number[] },
      log: FastifyBaseLogger,
    ): Promise<BulkResponse> {
      return eachInTurn(ids, (id) => recordExamResultOf(actorId, id, input, now(), log));
    },

    /**
     * The exam results of a sitting's applicants at once (ARCHITECTURE.md, "Exam schedule"):
     * each by the one applicant's rule, booked in this sitting, each in its own unit of work
     * (lib/bulk.ts), so one refusal leaves the others recorded. Answers in the bulk shape.
     */
    async recordSittingExamResults(
      actorId: number,
      slotId: number,
      results: (ExamResultInput & { applicantId: number })[],
      log: FastifyBaseLogger,
    ): Promise<BulkResponse> {
      if (!(await repository.slotExists(slotId))) throw notFound();
      const at = now();
      const inputs = new Map(results.map(({ applicantId, ...input }) => [applicantId, input]));
      return eachInTurn([...inputs.keys()], (applicantId) =>
        recordExamResultOf(
          actorId,
          applicantId,
          inputs.get(applicantId) as ExamResultInput,
          at,
          log,
          slotId,
        ),
      );
    },

    /**
     * A fresh verification link mailed to a pending applicant who has not confirmed their
     * address: the public resend's link and mail, under its one-a-minute rule per address
     * (the answer says whether it went and when the next may). Audited when it went; the
     * entry names the address, never the link.
     */
    async resendVerification(
      actorId: number,
      id: number,
      log: FastifyBaseLogger,
    ): Promise<LinkRequestResponse> {
      const at = now();
      return unitOfWork(async (scope) => {
        const applicant = await lockPending(scope, id);
        if (applicant.emailVerifiedAt !== null) {
          throw conflict('ERR_APPLICANT_EMAIL_ALREADY_VERIFIED');
        }
        if (applicant.isBlacklisted) throw conflict('ERR_USER_IS_BLACKLISTED');
        const answer = await requestLinkMail(scope, {
          purpose: 'verification',
          email: applicant.email,
          now: at,
        });
        if (!answer.accepted) return answer;
        await queueFreshVerificationMail(
          scope,
          { publicUrl: deps.publicUrl, now: at },
          {
            id: applicant.userId,
            email: applicant.email,
            fullName: applicant.fullName,
            language: applicant.language,
          },
        );
        await recordAudit(scope, {
          actorId,
          action: 'send_verification_mail',
          entityType: 'applicant',
          entityId: id,
          before: null,
          after: { email: applicant.email },
        });
        log.info({ event: 'admission.verification_mail_sent', applicantId: id, actorId });
        return answer;
      });
    },

    async admit(
      actorId: number,
      id: number,
      input: AdmitInput,
      log: FastifyBaseLogger,
    ): Promise<ApplicantDecisionResponse> {
      const mailedTo = await admit(actorId, id, input, log);
      return { applicant: await detail(id), mailedTo };
    },

    /**
     * Many applicants into one direction, each in a unit of work of its own. A direction
     * that does not exist refuses the whole call before anyone is touched.
     */
    async admitMany(
      actorId: number,
      { ids, ...input }: AdmitInput & { ids: number[] },
      log: FastifyBaseLogger,
    ): Promise<BulkResponse> {
      if (!(await repository.findDirection(input.directionId))) {
        throw badRequest('ERR_VALIDATION', [
          { field: 'directionId', message: validationMessages.invalidOption },
        ]);
      }
      return eachInTurn(ids, async (id) => {
        await admit(actorId, id, input, log);
      });
    },

    async reject(
      actorId: number,
      id: number,
      input: RejectInput,
      log: FastifyBaseLogger,
    ): Promise<ApplicantDecisionResponse> {
      const mailedTo = await reject(actorId, id, input, log);
      return { applicant: await detail(id), mailedTo };
    },

    /** Many applicants rejected with one reason, each in a unit of work of its own. */
    rejectMany(
      actorId: number,
      { ids, ...input }: RejectInput & { ids: number[] },
      log: FastifyBaseLogger,
    ): Promise<BulkResponse> {
      return eachInTurn(ids, async (id) => {
        await reject(actorId, id, input, log);
      });
    },
  };
}
