import type {
  AdminMiniProject,
  AuditListResponse,
  MiniProjectSaveRequest,
} from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createContent } from '../../test/learning-builders.js';
import { GITHUB_LINK, submitMiniProject } from '../../test/mini-projects.js';
import { type SignedIn, signedIn } from '../../test/task-requests.js';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, { role: 'admin' });
});

afterAll(async () => {
  await t.close();
});

const request = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/v1/admin${url}`, headers: admin.headers, payload });

async function newProject() {
  const content = await createContent(t.app, {
    chapters: [
      {
        miniProjects: [{ title: 'Landing page', questions: [{ text: 'What did you build?' }] }],
      },
    ],
  });
  const id = content.miniProjectIds[0] as number;
  const project = (await request('GET', `/mini-projects/${id}`)).json<AdminMiniProject>();
  return { content, id, project };
}

const asRequest = (project: AdminMiniProject): MiniProjectSaveRequest => ({
  revision: project.revision,
  title: project.title,
  description: project.description,
  dueDays: project.dueDays,
  questions: project.questions.map(({ id, text, answerType }) => ({ id, text, answerType })),
});

describe('the mini-project editor', () => {
  it('saves brief, due days and questions in one go, with an audit entry', async () => {
    const { id, project } = await newProject();
    const response = await request('PUT', `/mini-projects/${id}`, {
      revision: project.revision,
      title: 'Landing page v2',
      description: '## Brief\n\nBuild a landing page.',
      dueDays: 14,
      questions: [
        { text: 'Upload a screenshot', answerType: 'file' },
        { ...asRequest(project).questions[0], text: 'What did you build, and why?' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminMiniProject>()).toMatchObject({
      title: 'Landing page v2',
      dueDays: 14,
      submittedBy: 0,
      revision: 2,
      questions: [
        { text: 'Upload a screenshot', answerType: 'file' },
        { id: project.questions[0]?.id, text: 'What did you build, and why?' },
      ],
    });
    const audit = await request('GET', `/audit?entityType=mini_project&entityId=${id}`);
    expect(audit.json<AuditListResponse>().items[0]).toMatchObject({
      action: 'update',
      before: { title: 'Landing page' },
      after: { title: 'Landing page v2', dueDays: 14 },
    });
  });

  describe('two admins editing it (ARCHITECTURE.md, "Content editors")', () => {
    const auditOf = async (id: number) =>
      (
        await request('GET', `/audit?entityType=mini_project&entityId=${id}`)
      ).json<AuditListResponse>().items;

    it('refuses a save from a revision another save replaced, and changes nothing', async () => {
      const { id, project } = await newProject();
      const first = await request('PUT', `/mini-projects/${id}`, {
        ...asRequest(project),
        title: 'First admin',
      });
      expect(first.json<AdminMiniProject>().revision).toBe(2);

      const stale = await request('PUT', `/mini-projects/${id}`, {
        ...asRequest(project),
        title: 'Second admin',
        questions: [],
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe('ERR_CONTENT_CHANGED');
      expect((await request('GET', `/mini-projects/${id}`)).json()).toEqual(first.json());
      expect((await auditOf(id)).map((entry) => entry.after?.title)).toEqual(['First admin']);
    });

    it('takes saves in a row, each with the revision the one before answered', async () => {
      const { id, project } = await newProject();
      let current = project;
      for (const dueDays of [7, 14, null]) {
        const response = await request('PUT', `/mini-projects/${id}`, {
          ...asRequest(current),
          dueDays,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json<AdminMiniProject>().revision).toBe(current.revision + 1);
        current = response.json<AdminMiniProject>();
      }
      expect((await request('GET', `/mini-projects/${id}`)).json<AdminMiniProject>()).toMatchObject(
        { dueDays: null, revision: 4 },
      );
    });

    it('lets exactly one of two saves at once from the same revision through', async () => {
      const { id, project } = await newProject();
      const body = asRequest(project);
      const answers = await Promise.all([
        request('PUT', `/mini-projects/${id}`, { ...body, title: 'Admin A' }),
        request('PUT', `/mini-projects/${id}`, {
          ...body,
          title: 'Admin B',
          questions: [...body.questions, { text: 'A link to it', answerType: 'text' }],
        }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200)?.json<AdminMiniProject>();
      expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe('ERR_CONTENT_CHANGED');
      const stored = (await request('GET', `/mini-projects/${id}`)).json<AdminMiniProject>();
      expect(stored).toEqual(winner);
      expect(stored.revision).toBe(2);
      expect(await auditOf(id)).toHaveLength(1);
    });
  });

  it('refuses bad due days and blank questions, changing nothing', async () => {
    const { id, project } = await newProject();
    for (const body of [
      { ...asRequest(project), dueDays: 0 },
      { ...asRequest(project), questions: [{ text: '', answerType: 'text' }] },
    ]) {
      expect((await request('PUT', `/mini-projects/${id}`, body)).statusCode).toBe(400);
    }
    expect((await request('GET', `/mini-projects/${id}`)).json()).toEqual(project);
  });

  it('once submitted, keeps its questions and their answer types; deletion needs confirmation', async () => {
    const { content, id, project } = await newProject();
    await request('PUT', `/mini-projects/${id}/status`, { status: 'published' });
    const student = await signedIn(t.app, { directionId: content.directionId });
    const token = student.headers.authorization.slice('Bearer '.length);
    const submission = await submitMiniProject(t.app, token, id, {
      githubLink: GITHUB_LINK,
      answers: [{ questionId: project.questions[0]?.id as number, answerText: 'A page' }],
    });
    expect(submission.statusCode).toBe(200);

    const body = asRequest(project);
    for (const change of [
      { ...body, questions: [] },
      { ...body, questions: [{ ...body.questions[0], answerType: 'file' }] },
    ]) {
      const response = await request('PUT', `/mini-projects/${id}`, change);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('ERR_MINI_PROJECT_HAS_SUBMISSIONS');
    }
    const reworded = await request('PUT', `/mini-projects/${id}`, {
      ...body,
      questions: [{ ...body.questions[0], text: 'Reworded' }],
    });
    expect(reworded.statusCode).toBe(200);

    expect((await request('GET', `/mini-projects/${id}/deletion-impact`)).json()).toEqual({
      students: 1,
      work: 1,
      passed: 0,
    });
    const refused = await request('DELETE', `/mini-projects/${id}`);
    expect(refused.json().message).toBe('ERR_CONTENT_HAS_PROGRESS');
    expect((await request('DELETE', `/mini-projects/${id}?confirm=true`)).statusCode).toBe(204);
    expect((await request('GET', `/mini-projects/${id}`)).statusCode).toBe(404);
  });
});
