import type { Readable } from 'node:stream';
import {
  type CourseType,
  gradesCsvColumns,
  gradesCsvFileName,
  type ItemState,
  type Language,
  miniProjectItemState,
  progressPercent,
  studentRecordFileName,
  taskItemState,
  zonedIso,
} from '@academy/contracts';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { CSV_BATCH_SIZE, type CsvValue, csvStream, keysetBatches } from '../../lib/csv.js';
import { notFound } from '../../lib/http-error.js';
import { createCertificatesRepository } from '../certificates/index.js';
import { createExamScheduleRepository } from '../exam-schedule/index.js';
import { type RecordSubject, renderStudentRecordPdf } from './record-pdf.js';
import { createGradesRepository, type GradeItem, type StudentCursor } from './repository.js';

/*
 * A direction's or a subject's grades as CSV (ARCHITECTURE.md, "Grades and records"): a
 * row per enrolled student, a column per lecture (completed: Yes/No), two per test (its
 * score, its status) and two per mini project (its status, the latest submission's date),
 * then the progress over those items (contracts' `progressPercent`). Words, not codes;
 * times ISO 8601 on the academy's clock. Streamed a batch of students at a time.
 */

const stateWords: Record<ItemState, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  waiting_for_review: 'Waiting for review',
  passed: 'Passed',
  failed: 'Failed',
};
const courseTypeWords: Record<CourseType, string> = { online: 'Online', offline: 'Offline' };

/** The item's name in a header: the subject (for a direction), the chapter, the title. */
function itemName(item: GradeItem, withSubject: boolean) {
  return [withSubject ? item.subjectTitle : null, item.chapterTitle, item.title]
    .filter(Boolean)
    .join(' / ');
}

function itemColumns(item: GradeItem, withSubject: boolean): string[] {
  const name = itemName(item, withSubject);
  switch (item.kind) {
    case 'lecture':
      return [`Lecture: ${name} (completed)`];
    case 'task':
      return [`Test: ${name} (score)`, `Test: ${name} (status)`];
    case 'mini_project':
      return [`Mini project: ${name} (status)`, `Mini project: ${name} (submitted)`];
  }
}

type Work = Awaited<ReturnType<ReturnType<typeof createGradesRepository>['work']>>;

/** A batch's work indexed once by student and item, so each row looks its cells up. */
function indexWork(work: Work) {
  const key = (userId: number, itemId: number) => `${userId}:${itemId}`;
  const byKey = <T extends { userId: number; itemId: number }>(rows: T[]) =>
    new Map(rows.map((row) => [key(row.userId, row.itemId), row]));
  return {
    key,
    completed: byKey(work.completed),
    tests: byKey(work.tests),
    projects: byKey(work.projects),
  };
}

/** One student's state of each item, which the row's cells and the progress read. */
function studentWork(index: ReturnType<typeof indexWork>, userId: number) {
  return {
    lectureDone: (id: number) => index.completed.has(index.key(userId, id)),
    test: (id: number) => {
      const test = index.tests.get(index.key(userId, id)) ?? null;
      return {
        state: taskItemState(test),
        score: test && test.score !== null ? { score: test.score, maxScore: test.maxScore } : null,
      };
    },
    project: (id: number) => {
      const project = index.projects.get(index.key(userId, id));
      const submittedAt = project?.submittedAt ? new Date(project.submittedAt) : null;
      const state: ItemState = submittedAt ? miniProjectItemState(project ?? null) : 'not_started';
      return { state, submittedAt };
    },
  };
}

/** The progress over `items` (contracts' `progressPercent`, passed tests and projects). */
function progressOver(items: GradeItem[], of: ReturnType<typeof studentWork>): number {
  const kinds = (kind: GradeItem['kind']) => items.filter((item) => item.kind === kind);
  return progressPercent({
    totalLectureCount: kinds('lecture').length,
    totalTaskCount: kinds('task').length,
    totalMiniProjectCount: kinds('mini_project').length,
    completedLectureCount: kinds('lecture').filter((item) => of.lectureDone(item.id)).length,
    completedTaskCount: kinds('task').filter((item) => of.test(item.id).state === 'passed').length,
    completedMiniProjectCount: kinds('mini_project').filter(
      (item) => of.project(item.id).state === 'passed',
    ).length,
  });
}

export function createGradesService(deps: { db: Database; now: Clock; academyName: string }) {
  const repository = createGradesRepository(deps.db);
  const certificates = createCertificatesRepository(deps.db);

  return {
    /**
     * A student's record as a PDF: per direction enrolled, each subject's progress and the
     * result of every test and mini project, then the certificates.
     */
    async record(
      userId: number,
      language: Language | undefined,
    ): Promise<{ pdf: Buffer; fileName: string }> {
      const student = await repository.student(userId);
      if (!student) throw notFound('ERR_USER_NOT_EXISTS');
      const [timeZone, issued] = await Promise.all([
        createExamScheduleRepository(deps.db).timeZone(),
        certificates.listForUser(userId),
      ]);
      const directions = [];
      for (const enrolment of student.enrolled) {
        const items = await repository.items({
          directionId: enrolment.directionId,
          subjectId: null,
        });
        const of = studentWork(indexWork(await repository.work([userId], items)), userId);
        const subjects = new Map<number, { title: string; items: GradeItem[] }>();
        for (const item of items) {
          const subject = subjects.get(item.subjectId) ?? { title: item.subjectTitle, items: [] };
          subject.items.push(item);
          subjects.set(item.subjectId, subject);
        }
        directions.push({
          title: enrolment.title,
          enrolledAt: enrolment.enrolledAt,
          subjects: [...subjects.values()].map((subject) => ({
            title: subject.title,
            progress: progressOver(subject.items, of),
            results: subject.items.flatMap((item): RecordSubject['results'] =>
              item.kind === 'task'
                ? [{ kind: 'task' as const, title: item.title, ...of.test(item.id) }]
                : item.kind === 'mini_project'
                  ? [
                      {
                        kind: 'mini_project' as const,
                        title: item.title,
                        state: of.project(item.id).state,
                        score: null,
                      },
                    ]
                  : [],
            ),
          })),
        });
      }
      const pdf = await renderStudentRecordPdf({
        language: language ?? student.language,
        academyName: deps.academyName,
        timeZone,
        now: deps.now(),
        student: { fullName: student.fullName, email: student.email },
        directions,
        certificates: issued.map((certificate) => ({
          kind: certificate.kind,
          title: certificate.title,
          issuedAt: certificate.issuedAt,
          verificationCode: certificate.verificationCode,
          revokedAt: certificate.revokedAt,
        })),
      });
      return { pdf, fileName: studentRecordFileName(userId) };
    },

    async csv(
      kind: 'direction' | 'subject',
      id: number,
      batchSize = CSV_BATCH_SIZE,
    ): Promise<{ stream: Readable; fileName: string }> {
      const scope = await repository.scope(kind, id);
      if (!scope) throw notFound('ERR_NOT_FOUND');
      const [items, timeZone] = await Promise.all([
        repository.items(scope),
        createExamScheduleRepository(deps.db).timeZone(),
      ]);
      const withSubject = kind === 'direction';
      const header = [
        ...gradesCsvColumns,
        ...items.flatMap((item) => itemColumns(item, withSubject)),
      ];
      const students = keysetBatches(
        (after: StudentCursor | null, size) => repository.students(scope.directionId, after, size),
        (row) => row.cursor,
        { batchSize },
      );

      async function* rows(): AsyncGenerator<CsvValue[][]> {
        for await (const batch of students) {
          const work = await repository.work(
            batch.map((student) => student.id),
            items,
          );
          const index = indexWork(work);
          yield batch.map((student) => {
            const of = studentWork(index, student.id);
            const cells = items.flatMap((item): CsvValue[] => {
              if (item.kind === 'lecture') return [of.lectureDone(item.id) ? 'Yes' : 'No'];
              if (item.kind === 'task') {
                const test = of.test(item.id);
                return [test.score?.score ?? null, stateWords[test.state]];
              }
              const project = of.project(item.id);
              return [
                stateWords[project.state],
                project.submittedAt ? zonedIso(project.submittedAt.toISOString(), timeZone) : null,
              ];
            });
            return [
              student.id,
              student.fullName,
              student.email,
              courseTypeWords[student.courseType],
              zonedIso(student.enrolledAt.toISOString(), timeZone),
              progressOver(items, of),
              ...cells,
            ];
          });
        }
      }

      const day = zonedIso(deps.now().toISOString(), timeZone).slice(0, 10);
      return { stream: csvStream(header, rows()), fileName: gradesCsvFileName(kind, id, day) };
    },
  };
}
