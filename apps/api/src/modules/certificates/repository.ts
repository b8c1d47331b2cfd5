import {
  type CertificateKind,
  type CertificateRevocationCause,
  DEFAULT_LANGUAGE,
  type Language,
  type ProgressCounts,
} from '@academy/contracts';
import {
  and,
  asc,
  desc,
  eq,
  isNotNull,
  isNull,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import {
  certificates,
  chapters,
  directions,
  lectures,
  miniProjects,
  studentSubjectProgress,
  subjectContentCounts,
  subjects,
  tasks,
  users,
} from '../../db/schema/index.js';

/*
 * Certificates' SQL (ARCHITECTURE.md, "Certificates"). Issuing runs inside the transaction
 * of the write that completed an item, after `lockHolder`: one student's completions take
 * turns, so of two parallel completions of a subject's last two items the second sees the
 * first and issues, and the partial unique indexes catch anything else.
 */

/** Advisory lock class of certificate issuing (the two-key form: class, user id). */
const ISSUING_LOCK_CLASS = 727_002;

const int = (value: SQL) => sql<number>`(${value})::int`.mapWith(Number);

/** What a student just completed, for finding its subject. */
export type CompletedItem = { lectureId: number } | { taskId: number } | { miniProjectId: number };

export interface SubjectProgressRow extends ProgressCounts {
  id: number;
  title: string;
  description: string;
  badgeFileId: string | null;
}

/**
 * A subject's published items and what the student has done of them, from the counts the
 * database keeps (ARCHITECTURE.md, "Speed and memory", "Counts kept, not counted"): the
 * subject's totals (`subject_content_counts`) and the student's (`student_subject_progress`,
 * none until the student's first countable work there). The triggers that keep them run in
 * the statement that changes the work, so a later statement of the same transaction reads
 * them up to date; the student's row is locked by that recount until the commit, so of two
 * writes completing one subject the second counts the first.
 */
const keptCounts = {
  totalLectureCount: int(sql`coalesce(${subjectContentCounts.lectures}, 0)`),
  completedLectureCount: int(sql`coalesce(${studentSubjectProgress.completedLectures}, 0)`),
  totalTaskCount: int(sql`coalesce(${subjectContentCounts.tasks}, 0)`),
  completedTaskCount: int(sql`coalesce(${studentSubjectProgress.passedTasks}, 0)`),
  totalMiniProjectCount: int(sql`coalesce(${subjectContentCounts.miniProjects}, 0)`),
  completedMiniProjectCount: int(sql`coalesce(${studentSubjectProgress.passedMiniProjects}, 0)`),
};

/** The join of the student's kept counts to `subjects`. */
const progressOf = (userId: number | Placeholder) =>
  and(eq(studentSubjectProgress.userId, userId), eq(studentSubjectProgress.subjectId, subjects.id));

/** The item's subject and direction, with the student's counts of that subject. */
export interface ItemSubjectProgress extends ProgressCounts {
  subjectId: number;
  directionId: number;
}

export type CertificateRecord = typeof certificates.$inferSelect;

/** A certificate with the titles it is shown with. */
export interface CertificateView extends CertificateRecord {
  title: string;
  directionTitle: string;
}

/**
 * An item's subject and direction with the student's kept counts of that subject, one
 * prepared statement per kind of item (db/prepared.ts): every lecture completion runs one.
 */
function itemSubjectProgress(
  name: string,
  items: typeof lectures | typeof tasks | typeof miniProjects,
) {
  return preparedStatement(name, (db, statementName) =>
    db
      .select({ subjectId: subjects.id, directionId: subjects.directionId, ...keptCounts })
      .from(items)
      .innerJoin(chapters, eq(chapters.id, items.chapterId))
      .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
      .leftJoin(subjectContentCounts, eq(subjectContentCounts.subjectId, subjects.id))
      .leftJoin(studentSubjectProgress, progressOf(sql.placeholder('userId')))
      .where(eq(items.id, sql.placeholder('itemId')))
      .prepare(statementName),
  );
}
const lectureSubjectProgress = itemSubjectProgress('certificates_lecture_progress', lectures);
const taskSubjectProgress = itemSubjectProgress('certificates_task_progress', tasks);
const miniProjectSubjectProgress = itemSubjectProgress(
  'certificates_mini_project_progress',
  miniProjects,
);

export function createCertificatesRepository(db: Executor) {
  /** Certificates with their subject's or direction's title. */
  const selectViews = () =>
    db
      .select({
        certificate: certificates,
        subjectTitle: subjects.title,
        directionTitle: directions.title,
      })
      .from(certificates)
      .innerJoin(directions, eq(directions.id, certificates.directionId))
      .leftJoin(subjects, eq(subjects.id, certificates.subjectId))
      .$dynamic();

  const toView = (row: {
    certificate: CertificateRecord;
    subjectTitle: string | null;
    directionTitle: string;
  }): CertificateView => ({
    ...row.certificate,
    title: row.certificate.kind === 'subject' ? (row.subjectTitle ?? '') : row.directionTitle,
    directionTitle: row.directionTitle,
  });

  return {
    /** The subject (and its direction) of a lecture, test or mini project. */
    async subjectOf(
      item: CompletedItem,
    ): Promise<{ subjectId: number; directionId: number } | null> {
      const base = db
        .select({ subjectId: subjects.id, directionId: subjects.directionId })
        .from(chapters)
        .innerJoin(subjects, eq(subjects.id, chapters.subjectId));
      const [row] =
        'lectureId' in item
          ? await base
              .innerJoin(lectures, eq(lectures.chapterId, chapters.id))
              .where(eq(lectures.id, item.lectureId))
          : 'taskId' in item
            ? await base
                .innerJoin(tasks, eq(tasks.chapterId, chapters.id))
                .where(eq(tasks.id, item.taskId))
            : await base
                .innerJoin(miniProjects, eq(miniProjects.chapterId, chapters.id))
                .where(eq(miniProjects.id, item.miniProjectId));
      return row ?? null;
    },

    /** Makes the student's certificate issuing wait for any other in flight, until commit. */
    async lockHolder(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${ISSUING_LOCK_CLASS}, ${userId})`);
    },

    /**
     * The subject (and direction) of a lecture, test or mini project with the student's
     * kept counts of it, in one statement: whether the item's write may have completed it.
     */
    async subjectProgressOf(
      userId: number,
      item: CompletedItem,
    ): Promise<ItemSubjectProgress | null> {
      const [row] =
        'lectureId' in item
          ? await lectureSubjectProgress(db).execute({ userId, itemId: item.lectureId })
          : 'taskId' in item
            ? await taskSubjectProgress(db).execute({ userId, itemId: item.taskId })
            : await miniProjectSubjectProgress(db).execute({ userId, itemId: item.miniProjectId });
      return row ?? null;
    },

    /**
     * Every published subject of the direction with the student's kept counts (published
     * items of published chapters, as `db/published.ts` and the migrations count them), in
     * course order.
     */
    directionProgress(userId: number, directionId: number): Promise<SubjectProgressRow[]> {
      return db
        .select({
          id: subjects.id,
          title: subjects.title,
          description: subjects.description,
          badgeFileId: subjects.badgeFileId,
          ...keptCounts,
        })
        .from(subjects)
        .leftJoin(subjectContentCounts, eq(subjectContentCounts.subjectId, subjects.id))
        .leftJoin(studentSubjectProgress, progressOf(userId))
        .where(and(eq(subjects.directionId, directionId), eq(subjects.status, 'published')))
        .orderBy(asc(subjects.position), asc(subjects.id));
    },

    async direction(directionId: number) {
      const [row] = await db
        .select({
          id: directions.id,
          title: directions.title,
          description: directions.description,
          badgeFileId: directions.badgeFileId,
        })
        .from(directions)
        .where(eq(directions.id, directionId));
      return row ?? null;
    },

    /** The holder's name and e-mail as they are now (a certificate keeps them as at its issue). */
    async holder(userId: number): Promise<{ fullName: string; email: string } | null> {
      const [row] = await db
        .select({ fullName: users.fullName, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /**
     * Inserts the certificate unless the student has it already, valid or revoked by an
     * admin's decision (the partial unique index of its kind); answers the new row's id and
     * status-list position, or null.
     */
    async insertIfMissing(values: {
      id: string;
      userId: number;
      kind: CertificateKind;
      subjectId: number | null;
      directionId: number;
      badgeFileId: string | null;
      verificationCode: string;
      holderName: string;
      issuedAt: Date;
    }): Promise<{ id: string; statusListIndex: number } | null> {
      // The partial unique index of its kind (db/schema/progress.ts), predicate and all.
      const counted = sql`revoked_as is distinct from 'correction'`;
      const target =
        values.kind === 'subject'
          ? {
              target: [certificates.userId, certificates.subjectId],
              where: sql`kind = 'subject' and ${counted}`,
            }
          : {
              target: [certificates.userId, certificates.directionId],
              where: sql`kind = 'direction' and ${counted}`,
            };
      const [row] = await db
        .insert(certificates)
        // The credential names the status-list position the insert assigns: signed next.
        .values({ ...values, credential: '' })
        .onConflictDoNothing(target)
        .returning({ id: certificates.id, statusListIndex: certificates.statusListIndex });
      return row ?? null;
    },

    async setCredential(id: string, credential: string): Promise<void> {
      await db.update(certificates).set({ credential }).where(eq(certificates.id, id));
    },

    /** The student's certificates, newest first. */
    async listForUser(userId: number): Promise<CertificateView[]> {
      const rows = await selectViews()
        .where(eq(certificates.userId, userId))
        .orderBy(desc(certificates.issuedAt), desc(certificates.statusListIndex));
      return rows.map(toView);
    },

    /** The language the holder chose for the academy's texts to them (mails, certificates). */
    async holderLanguage(userId: number): Promise<Language> {
      const [row] = await db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, userId));
      return row?.language ?? DEFAULT_LANGUAGE;
    },

    async findById(id: string): Promise<CertificateView | null> {
      const [row] = await selectViews().where(eq(certificates.id, id));
      return row ? toView(row) : null;
    },

    async findByCode(code: string): Promise<CertificateView | null> {
      const [row] = await selectViews().where(eq(certificates.verificationCode, code));
      return row ? toView(row) : null;
    },

    /** The certificate, locked until the transaction ends (revocation). */
    async lock(id: string): Promise<{ id: string; revokedAt: Date | null } | null> {
      const [row] = await db
        .select({ id: certificates.id, revokedAt: certificates.revokedAt })
        .from(certificates)
        .where(eq(certificates.id, id))
        .for('update');
      return row ?? null;
    },

    /**
     * The student's valid (not revoked) certificate of a subject, or of a direction when
     * `subjectId` is null; null when there is none.
     */
    async findValid(
      userId: number,
      place: { kind: CertificateKind; subjectId: number | null; directionId: number },
    ): Promise<{ id: string } | null> {
      const [row] = await db
        .select({ id: certificates.id })
        .from(certificates)
        .where(
          and(
            eq(certificates.userId, userId),
            eq(certificates.kind, place.kind),
            place.kind === 'subject' && place.subjectId !== null
              ? eq(certificates.subjectId, place.subjectId)
              : eq(certificates.directionId, place.directionId),
            isNull(certificates.revokedAt),
          ),
        );
      return row ?? null;
    },

    /** The certificate's holder, kind and direction (what revoking it may also revoke). */
    async holderOf(id: string) {
      const [row] = await db
        .select({
          userId: certificates.userId,
          kind: certificates.kind,
          directionId: certificates.directionId,
        })
        .from(certificates)
        .where(eq(certificates.id, id));
      return row ?? null;
    },

    /** The holder and the certificate's title (its subject's, or its direction's). */
    async titleOf(id: string) {
      const [row] = await db
        .select({
          userId: certificates.userId,
          title: sql<string>`coalesce(${subjects.title}, ${directions.title})`,
        })
        .from(certificates)
        .innerJoin(directions, eq(directions.id, certificates.directionId))
        .leftJoin(subjects, eq(subjects.id, certificates.subjectId))
        .where(eq(certificates.id, id));
      return row ?? null;
    },

    async revoke(
      id: string,
      revocation: { by: number; reason: string; at: Date; cause: CertificateRevocationCause },
    ) {
      await db
        .update(certificates)
        .set({
          revokedAt: revocation.at,
          revokedBy: revocation.by,
          revocationReason: revocation.reason,
          revokedAs: revocation.cause,
        })
        .where(eq(certificates.id, id));
    },

    /** The status-list positions of revoked certificates. */
    async revokedIndexes(): Promise<number[]> {
      const rows = await db
        .select({ index: certificates.statusListIndex })
        .from(certificates)
        .where(isNotNull(certificates.revokedAt));
      return rows.map((row) => row.index);
    },
  };
}

export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
