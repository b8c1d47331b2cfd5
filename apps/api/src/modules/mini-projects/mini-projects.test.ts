import {
  type MiniProjectResponse,
  type UploadedFile,
  WRITTEN_ANSWER_MAX_LENGTH,
} from '@academy/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { miniProjects, projectAssignments, projectSubmissions } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { bearer, createStoredFile, createUser, login, testClock } from '../../test/builders.js';
import { createContent, enrol } from '../../test/learning-builders.js';
import {
  GITHUB_LINK,
  sampleFiles,
  submitMiniProject,
  uploadFile,
} from '../../test/mini-projects.js';

const clock = testClock(new Date());
const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let directionId: number;
let projectId: number;
let textQuestionId: number;
let fileQuestionId: number;
let otherProjectQuestionId: number;
let foreignProjectId: number;

beforeAll(async () => {
  t = await buildTestApp({}, { now: clock.now });
  const content = await createContent(t.app, {
    subjectTitle: 'Web basics',
    chapters: [
      {
        miniProjects: [
          {
            title: 'Portfolio page',
            dueDays: 7,
            questions: [
              { text: 'What did you build?', answerType: 'text' },
              { text: 'A screenshot of it', answerType: 'file' },
            ],
          },
          { title: 'Another project' },
        ],
      },
    ],
  });
  directionId = content.directionId;
  const [project, other] = content.chapters[0]?.miniProjects ?? [];
  if (!project || !other) throw new Error('Content missing');
  projectId = project.id;
  textQuestionId = project.questions[0]?.id as number;
  fileQuestionId = project.questions[1]?.id as number;
  otherProjectQuestionId = other.questions[0]?.id as number;
  foreignProjectId = (await createContent(t.app, { directionTitle: 'Elsewhere' }))
    .miniProjectIds[0] as number;
});

afterAll(async () => {
  await t.close();
});

/** A student enrolled in the direction (at `enrolledAt`), signed in. */
async function newStudent(enrolledAt = new Date(clock.now().getTime() - DAY_MS)) {
  const user = await createUser(t.app, { fullName: 'Ada Student' });
  await enrol(t.app, user.id, directionId, { enrolledAt });
  return { ...user, token: (await login(t.app, user)).accessToken, enrolledAt };
}

async function uploadScreenshot(token: string) {
  const response = await uploadFile(t.app, token, projectId, {
    name: 'screen.png',
    data: sampleFiles.png(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<UploadedFile>();
}

/** A complete, valid submission's body, with a freshly uploaded screenshot. */
async function validSubmission(token: string, text = 'A page about me') {
  const file = await uploadScreenshot(token);
  return {
    file,
    body: {
      githubLink: GITHUB_LINK,
      answers: [
        { questionId: textQuestionId, answerText: text },
        { questionId: fileQuestionId, fileId: file.id },
      ],
    },
  };
}

const getProject = (token: string, id = projectId) =>
  t.app.inject({ method: 'GET', url: `/v1/mini-projects/${id}`, headers: bearer(token) });

describe('GET /v1/mini-projects/{id}', () => {
  it('shows the brief, the questions and no work before the first submission', async () => {
    const student = await newStudent(new Date('2026-03-01T09:00:00.000Z'));
    const response = await getProject(student.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MiniProjectResponse>()).toEqual({
      id: projectId,
      title: 'Portfolio page',
      description: 'Build something',
      subjectId: expect.any(Number),
      subjectTitle: 'Web basics',
      dueAt: '2026-03-08T09:00:00.000Z',
      questions: [
        { id: textQuestionId, text: 'What did you build?', answerType: 'text' },
        { id: fileQuestionId, text: 'A screenshot of it', answerType: 'file' },
      ],
      projectAssignments: [],
      submissions: [],
    });
    const [assignment] = await t.app.db
      .select()
      .from(projectAssignments)
      .where(eq(projectAssignments.userId, student.id));
    expect(assignment).toBeUndefined();
  });

  it('answers 404 for an unknown project and 403 outside the caller’s directions', async () => {
    const student = await newStudent();
    const unknown = await getProject(student.token, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ statusCode: 404, message: 'ERR_NOT_FOUND' });
    const foreign = await getProject(student.token, foreignProjectId);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ statusCode: 403, message: 'ERR_USER_FORBIDDEN' });
  });

  it("shows each student their own submissions, never a classmate's", async () => {
    const author = await newStudent();
    const { body } = await validSubmission(author.token, 'Only mine to see');
    expect((await submitMiniProject(t.app, author.token, projectId, body)).statusCode).toBe(200);
    const classmate = await newStudent();
    const seen = (await getProject(classmate.token)).json<MiniProjectResponse>();
    expect(seen.submissions).toEqual([]);
    expect(seen.projectAssignments).toEqual([]);
    expect(JSON.stringify(seen)).not.toContain('Only mine to see');
    const own = (await getProject(author.token)).json<MiniProjectResponse>();
    expect(own.submissions).toHaveLength(1);
  });

  it('is for students only', async () => {
    const mentor = await createUser(t.app, { role: 'mentor' });
    const response = await getProject((await login(t.app, mentor)).accessToken);
    expect(response.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/v1/mini-projects/${projectId}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PATCH /v1/mini-projects/{id}', () => {
  it('marks a submission after the due date late, for the student and for the mentor', async () => {
    // Due 7 days after the enrolment (Portfolio page), by the app's clock.
    const late = await newStudent(new Date(clock.now().getTime() - 8 * DAY_MS));
    const onTheDay = await newStudent(new Date(clock.now().getTime() - 7 * DAY_MS));
    const early = await newStudent(new Date(clock.now().getTime() - DAY_MS));
    const mentor = await createUser(t.app, { role: 'mentor' });
    const mentorToken = (await login(t.app, mentor)).accessToken;

    const submitted = new Map<number, MiniProjectResponse>();
    for (const student of [late, onTheDay, early]) {
      const { body } = await validSubmission(student.token);
      const response = await submitMiniProject(t.app, student.token, projectId, body);
      expect(response.statusCode, response.body).toBe(200);
      submitted.set(student.id, response.json<MiniProjectResponse>());
    }
    const expected = new Map([
      [late.id, true],
      [onTheDay.id, false], // due at this very moment: not after it
      [early.id, false],
    ]);

    for (const [studentId, isLate] of expected) {
      const project = submitted.get(studentId) as MiniProjectResponse;
      expect(project.submissions.map((entry) => entry.late)).toEqual([isLate]);
      const submissionId = project.submissions[0]?.id as number;
      // The mentor's queue and review page say the same.
      const queue = await t.app.inject({
        method: 'GET',
        url: '/v1/admin/reviews?limit=100&kind=mini-project',
        headers: bearer(mentorToken),
      });
      const item = queue
        .json<{ items: { id: number; late: boolean }[] }>()
        .items.find((entry) => entry.id === submissionId);
      expect(item?.late).toBe(isLate);
      const review = await t.app.inject({
        method: 'GET',
        url: `/v1/admin/reviews/mini-projects/${submissionId}`,
        headers: bearer(mentorToken),
      });
      expect(review.statusCode, review.body).toBe(200);
      expect(review.json()).toMatchObject({ late: isLate, history: [{ late: isLate }] });
    }

    // Kept as it was when submitted: a later change of the due date changes nothing.
    await t.app.db.update(miniProjects).set({ dueDays: 30 }).where(eq(miniProjects.id, projectId));
    try {
      const again = (await getProject(late.token)).json<MiniProjectResponse>();
      expect(again.submissions.map((entry) => entry.late)).toEqual([true]);
    } finally {
      await t.app.db.update(miniProjects).set({ dueDays: 7 }).where(eq(miniProjects.id, projectId));
    }
  });

  it('refuses a written answer over the limit, stores nothing, and takes one at the limit', async () => {
    const student = await newStudent();
    const tooLong = await validSubmission(student.token, 'x'.repeat(WRITTEN_ANSWER_MAX_LENGTH + 1));
    const refused = await submitMiniProject(t.app, student.token, projectId, tooLong.body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      statusCode: 400,
      message: 'ERR_VALIDATION',
      errors: [
        {
          field: 'answers.0.answerText',
          message: 'The length of this field must be less than 10001 characters long.',
        },
      ],
    });
    const stored = await t.app.db
      .select()
      .from(projectAssignments)
      .where(eq(projectAssignments.userId, student.id));
    expect(stored).toEqual([]);

    const atLimit = await validSubmission(student.token, 'x'.repeat(WRITTEN_ANSWER_MAX_LENGTH));
    const taken = await submitMiniProject(t.app, student.token, projectId, atLimit.body);
    expect(taken.statusCode, taken.body).toBe(200);
    const answer = taken.json<MiniProjectResponse>().submissions[0]?.studentAnswers[0];
    expect(answer?.answerText).toHaveLength(WRITTEN_ANSWER_MAX_LENGTH);
  });

  it('stores the submission, waiting for review, and shows it as the latest', async () => {
    const student = await newStudent();
    const { file, body } = await validSubmission(student.token);
    clock.advance(1000);
    const response = await submitMiniProject(t.app, student.token, projectId, body);
    expect(response.statusCode, response.body).toBe(200);
    const project = response.json<MiniProjectResponse>();

    const studentAnswers = [
      {
        id: expect.any(Number),
        question: { id: textQuestionId, text: 'What did you build?' },
        file: null,
        answerText: 'A page about me',
      },
      {
        id: expect.any(Number),
        question: { id: fileQuestionId, text: 'A screenshot of it' },
        file: {
          id: file.id,
          path: `/files/${file.id}`,
          name: 'screen.png',
          size: file.size,
          contentType: 'image/png',
        },
        answerText: null,
      },
    ];
    const submittedAt = clock.now().toISOString();
    expect(project.projectAssignments).toEqual([
      {
        id: expect.any(Number),
        reviewStatus: 'not_checked_yet',
        githubLink: GITHUB_LINK,
        submittedAt,
        reviewComment: null,
        studentAnswers,
      },
    ]);
    expect(project.submissions).toEqual([
      {
        id: expect.any(Number),
        githubLink: GITHUB_LINK,
        submittedAt,
        late: false,
        reviewStatus: 'not_checked_yet',
        reviewComment: null,
        reviewerName: null,
        reviewedAt: null,
        studentAnswers,
      },
    ]);
    expect((await getProject(student.token)).json()).toEqual(project);

    const again = await submitMiniProject(t.app, student.token, projectId, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ statusCode: 409, message: 'ERR_MINI_PROJECT_UNDER_REVIEW' });
  });

  it('makes one submission of ten sent at once', async () => {
    const student = await newStudent();
    const { body } = await validSubmission(student.token);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => submitMiniProject(t.app, student.token, projectId, body)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({
        statusCode: 409,
        message: 'ERR_MINI_PROJECT_UNDER_REVIEW',
      });
    }
    const rows = await t.app.db
      .select({ id: projectSubmissions.id })
      .from(projectSubmissions)
      .innerJoin(
        projectAssignments,
        eq(projectAssignments.id, projectSubmissions.projectAssignmentId),
      )
      .where(eq(projectAssignments.userId, student.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses answers that do not match the questions, storing nothing', async () => {
    const student = await newStudent();
    const other = await newStudent();
    const { file } = await validSubmission(student.token);
    const othersFile = await uploadScreenshot(other.token);
    const publicFile = await createStoredFile(t.app, {
      contentType: 'image/png',
      createdBy: student.id,
    });
    const text = { questionId: textQuestionId, answerText: 'A page' };
    const withFile = { questionId: fileQuestionId, fileId: file.id };
    const cases = [
      [],
      [text],
      [withFile],
      [text, withFile, text],
      [text, withFile, { questionId: otherProjectQuestionId, answerText: 'Stray' }],
      [{ questionId: textQuestionId, answerText: '   \n' }, withFile],
      [{ questionId: textQuestionId }, withFile],
      [{ ...text, fileId: file.id }, withFile],
      [text, { questionId: fileQuestionId }],
      [text, { questionId: fileQuestionId, answerText: 'No file, only words' }],
      [text, { ...withFile, answerText: 'A file and words' }],
      [text, { questionId: fileQuestionId, fileId: othersFile.id }],
      [text, { questionId: fileQuestionId, fileId: publicFile.id }],
      [text, { questionId: fileQuestionId, fileId: '00000000-0000-4000-8000-000000000000' }],
    ];
    for (const answers of cases) {
      const response = await submitMiniProject(t.app, student.token, projectId, {
        githubLink: GITHUB_LINK,
        answers,
      });
      expect(response.statusCode, JSON.stringify(answers)).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        message: 'ERR_MINI_PROJECT_ANSWERS_INVALID',
      });
    }
    const [assignment] = await t.app.db
      .select()
      .from(projectAssignments)
      .where(eq(projectAssignments.userId, student.id));
    expect(assignment).toBeUndefined();
  });

  it('takes a file question answered with blank words beside the file', async () => {
    const student = await newStudent();
    const { file } = await validSubmission(student.token);
    const response = await submitMiniProject(t.app, student.token, projectId, {
      githubLink: GITHUB_LINK,
      answers: [
        { questionId: fileQuestionId, fileId: file.id.toUpperCase(), answerText: '' },
        { questionId: textQuestionId, answerText: 'A page' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [, fileAnswer] =
      response.json<MiniProjectResponse>().submissions[0]?.studentAnswers ?? [];
    expect(fileAnswer).toMatchObject({ file: { id: file.id }, answerText: null });
  });

  it('needs a GitHub repository link', async () => {
    const student = await newStudent();
    const { body } = await validSubmission(student.token);
    for (const githubLink of ['', 'https://gitlab.com/a/b', 'not a link']) {
      const response = await submitMiniProject(t.app, student.token, projectId, {
        ...body,
        githubLink,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'ERR_VALIDATION',
        errors: [{ field: 'githubLink' }],
      });
    }
  });

  it('answers 404 for an unknown project and 403 outside the caller’s directions', async () => {
    const student = await newStudent();
    const { body } = await validSubmission(student.token);
    const unknown = await submitMiniProject(t.app, student.token, 999_999, body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ statusCode: 404, message: 'ERR_NOT_FOUND' });
    const foreign = await submitMiniProject(t.app, student.token, foreignProjectId, body);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ statusCode: 403, message: 'ERR_USER_FORBIDDEN' });
  });
});
