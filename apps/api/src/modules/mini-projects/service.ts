import type {
  MiniProjectResponse,
  ReviewStatus,
  SubmitMiniProjectRequest,
  UploadedFile,
} from '@academy/contracts';
import type { Database } from '../../db/client.js';
import { STUDENT_WRITE, type UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.js';
import type { IncomingUpload } from '../../lib/multipart-upload.js';
import type { FilesService } from '../files/index.js';
import { notificationEvents, notify, STAFF } from '../notifications/index.js';
import { storePrivateUpload } from './private-upload.js';
import {
  createMiniProjectsRepository,
  type MiniProjectForStudent,
  type MiniProjectQuestion,
  type NewAnswer,
} from './repository.js';
import { createSubmissionHistory } from './submissions.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A submission's answers, as validated by the request schema. */
type SubmittedAnswers = NonNullable<SubmitMiniProjectRequest['answers']>;

/** An uploaded file part (lib/multipart-upload.ts). */
export type IncomingFile = IncomingUpload;

const answersInvalid = () => badRequest('ERR_MINI_PROJECT_ANSWERS_INVALID');

/**
 * Every question answered exactly once, with what it asks for: text questions with a
 * non-blank text and no file, file questions with a file and no text.
 */
function checkAnswers(
  questions: readonly MiniProjectQuestion[],
  answers: SubmittedAnswers,
): NewAnswer[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answered = new Set<number>();
  const checked: NewAnswer[] = [];
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (!question || answered.has(question.id)) throw answersInvalid();
    answered.add(question.id);
    const hasText = (answer.answerText ?? '').trim().length > 0;
    if (question.answerType === 'text') {
      if (!hasText || answer.fileId !== undefined) throw answersInvalid();
      checked.push({ questionId: question.id, fileId: null, answerText: answer.answerText ?? '' });
    } else {
      if (answer.fileId === undefined || hasText) throw answersInvalid();
      checked.push({
        questionId: question.id,
        fileId: answer.fileId.toLowerCase(),
        answerText: null,
      });
    }
  }
  if (answered.size !== questions.length) throw answersInvalid();
  return checked;
}

export function createMiniProjectsService(deps: {
  db: Database;
  unitOfWork: UnitOfWork;
  now: Clock;
  files: FilesService;
}) {
  const repository = createMiniProjectsRepository(deps.db);
  const history = createSubmissionHistory(deps.db);

  /** The project, if it exists (404) and is in a direction the caller is enrolled in (403). */
  async function reachable(
    userId: number,
    miniProjectId: number,
  ): Promise<MiniProjectForStudent & { enrolledAt: Date }> {
    const project = await repository.findForStudent(userId, miniProjectId);
    if (!project) throw notFound();
    const { enrolledAt } = project;
    if (!enrolledAt) throw forbidden();
    return { ...project, enrolledAt };
  }

  /** Due `due_days` after the student's enrolment; none when the project sets no due date. */
  function dueAtOf(project: { dueDays: number | null; enrolledAt: Date }): Date | null {
    return project.dueDays === null
      ? null
      : new Date(project.enrolledAt.getTime() + project.dueDays * DAY_MS);
  }

  /**
   * The project as the student sees it. A submission passes what it has just read and
   * written (`known`: the questions, and the assignment now waiting for review), so that
   * only its history is read again.
   */
  async function view(
    userId: number,
    project: MiniProjectForStudent & { enrolledAt: Date },
    known?: {
      questions: MiniProjectQuestion[];
      assignment: { id: number; reviewStatus: ReviewStatus };
    },
  ): Promise<MiniProjectResponse> {
    const questions = known?.questions ?? (await repository.listQuestions(project.id));
    const assignment = known?.assignment ?? (await repository.findAssignment(userId, project.id));
    const submissions = assignment ? await history.forAssignment(assignment.id) : [];
    const latest = submissions[0];
    return {
      id: project.id,
      title: project.title,
      description: project.description,
      subjectId: project.subjectId,
      subjectTitle: project.subjectTitle,
      dueAt: dueAtOf(project)?.toISOString() ?? null,
      questions,
      projectAssignments: assignment
        ? [
            {
              id: assignment.id,
              reviewStatus: assignment.reviewStatus,
              githubLink: latest?.githubLink ?? null,
              submittedAt: latest?.submittedAt ?? null,
              reviewComment: latest?.reviewComment ?? null,
              studentAnswers: latest?.studentAnswers ?? [],
            },
          ]
        : [],
      submissions,
    };
  }

  return {
    /** GET mini-projects/{id}: the brief, its questions, the caller's submissions. */
    async get(userId: number, miniProjectId: number): Promise<MiniProjectResponse> {
      return view(userId, await reachable(userId, miniProjectId));
    },

    /**
     * PATCH mini-projects/{id}: a new submission, allowed before the first one and after a
     * failed review. The assignment is locked while the latest review is checked, so of
     * parallel submissions one is stored and the others find it waiting for review.
     */
    async submit(
      userId: number,
      miniProjectId: number,
      body: { githubLink: string; answers: SubmittedAnswers },
    ): Promise<MiniProjectResponse> {
      const project = await reachable(userId, miniProjectId);
      const questions = await repository.listQuestions(miniProjectId);
      const answers = checkAnswers(questions, body.answers);
      const fileIds = [...new Set(answers.flatMap((answer) => answer.fileId ?? []))];
      const owned = await repository.ownPrivateFileIds(userId, fileIds);
      if (owned.length !== fileIds.length) throw answersInvalid();

      const assignmentId = await deps.unitOfWork(async (scope) => {
        const miniProjects = createMiniProjectsRepository(scope.tx);
        const assignment = await miniProjects.lockAssignment(userId, miniProjectId);
        const latest = await miniProjects.latestReviewStatus(assignment.id);
        if (latest === 'not_checked_yet') throw conflict('ERR_MINI_PROJECT_UNDER_REVIEW');
        if (latest === 'passed') throw conflict('ERR_MINI_PROJECT_ALREADY_PASSED');
        const submittedAt = deps.now();
        const dueAt = dueAtOf(project);
        await miniProjects.addSubmission({
          assignmentId: assignment.id,
          githubLink: body.githubLink,
          submittedAt,
          late: dueAt !== null && submittedAt.getTime() > dueAt.getTime(),
          answers,
        });
        await notify(
          scope,
          STAFF,
          notificationEvents.reviewQueued({ title: project.title }),
          submittedAt,
        );
        return assignment.id;
      }, STUDENT_WRITE);
      return view(userId, project, {
        questions,
        assignment: { id: assignmentId, reviewStatus: 'not_checked_yet' },
      });
    },

    /**
     * POST mini-projects/{id}/files: stores a file for an answer, private to the caller (and
     * staff), when its extension is accepted and its bytes are of the type it names.
     */
    upload(userId: number, miniProjectId: number, file: IncomingFile): Promise<UploadedFile> {
      return storePrivateUpload(deps.files, userId, file, () => reachable(userId, miniProjectId));
    },
  };
}

export type MiniProjectsService = ReturnType<typeof createMiniProjectsService>;
