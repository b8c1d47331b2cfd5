import type {
  AdminChapter,
  AdminChapterList,
  AdminDirection,
  AdminDirectionList,
  AdminDirectionSummary,
  AdminSubject,
  AdminSubjectList,
  AdminSubjectSummary,
  AuditListResponse,
  ChapterPublishPlan,
  ChapterPublishResult,
  CreatedChapterItem,
  DeletionImpact,
} from '@academy/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificates,
  chapters,
  directions,
  lectureAssignments,
  subjects,
} from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { bearer, createUser, login } from '../../test/builders.js';
import { createContent, enrol } from '../../test/learning-builders.js';
import { multipartForm, sampleFiles } from '../../test/mini-projects.js';
import { statementRecorder } from '../../test/statements.js';
import { type SignedIn, signedIn } from '../../test/task-requests.js';

/*
 * The content's structure through the real app: drafts created last in order, published and
 * unpublished, reordered only with the exact siblings, deleted with the students' loss said
 * first and confirmed, never with certificates; every write audited.
 */

const recorder = statementRecorder();
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({}, { queryLogger: recorder.logger });
  admin = await signedIn(t.app, { role: 'admin' });
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

async function call<T>(method: Method, url: string, payload?: unknown, status = 200) {
  const response = await t.app.inject({
    method,
    url: `/v1/admin${url}`,
    headers: admin.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(response.statusCode, response.body).toBe(status);
  return (response.body ? response.json() : null) as T;
}

async function auditOf(entityType: string, entityId: number | string) {
  const { items } = await call<AuditListResponse>(
    'GET',
    `/audit?entityType=${entityType}&entityId=${entityId}`,
  );
  return items;
}

const newDirection = (title = 'Data Science') =>
  call<AdminDirectionSummary>('POST', '/directions', { title, description: 'About data' }, 201);
const newSubject = (directionId: number, title = 'Statistics') =>
  call<AdminSubjectSummary>('POST', `/directions/${directionId}/subjects`, { title }, 201);
const newChapter = (subjectId: number, title = 'Basics') =>
  call<AdminChapter>('POST', `/subjects/${subjectId}/chapters`, { title }, 201);
const newItem = (chapterId: number, kind: 'lectures' | 'tasks' | 'mini-projects', title: string) =>
  call<CreatedChapterItem>('POST', `/chapters/${chapterId}/${kind}`, { title }, 201);

describe('directions', () => {
  it('creates a draft last in order, audited, and lists it with its subject count', async () => {
    const first = await newDirection('Alpha direction');
    const second = await newDirection('Beta direction');
    expect(first).toMatchObject({ status: 'draft', subjectCount: 0, image: null });
    expect(second.position).toBeGreaterThan(first.position);
    await newSubject(second.id);

    const { items } = await call<AdminDirectionList>('GET', '/directions?search=beta');
    expect(items).toEqual([expect.objectContaining({ id: second.id, subjectCount: 1 })]);
    const [entry] = await auditOf('direction', first.id);
    expect(entry).toMatchObject({
      action: 'create',
      before: null,
      after: { title: 'Alpha direction', status: 'draft' },
    });
  });

  it('refuses a blank title with the field, and creates nothing', async () => {
    const before = await t.app.db.select().from(directions);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/directions',
      headers: admin.headers,
      payload: { title: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'ERR_VALIDATION',
      errors: [{ field: 'title', message: 'This field is required' }],
    });
    expect(await t.app.db.select().from(directions)).toHaveLength(before.length);
  });

  it('updates the title and description, and moves it to a position', async () => {
    const a = await newDirection('Move A');
    const updated = await call<AdminDirectionSummary>('PATCH', `/directions/${a.id}`, {
      title: 'Moved A',
      position: 0,
    });
    expect(updated).toMatchObject({ title: 'Moved A', position: 0 });
    const { items } = await call<AdminDirectionList>('GET', '/directions');
    expect(items[0]?.id).toBe(a.id);
    const [entry] = await auditOf('direction', a.id);
    expect(entry).toMatchObject({
      action: 'update',
      before: { title: 'Move A' },
      after: { title: 'Moved A' },
    });
  });

  it('publishes and unpublishes once each, audited as publish and unpublish', async () => {
    const direction = await newDirection('Publish me');
    const url = `/directions/${direction.id}/status`;
    expect(await call<AdminDirectionSummary>('PUT', url, { status: 'published' })).toMatchObject({
      status: 'published',
    });
    await call('PUT', url, { status: 'published' });
    await call('PUT', url, { status: 'draft' });
    const actions = (await auditOf('direction', direction.id)).map((e) => e.action);
    expect(actions).toEqual(['unpublish', 'publish', 'create']);
  });

  it('answers 404 for a direction that does not exist', async () => {
    await call('GET', '/directions/999999', undefined, 404);
    await call('PUT', '/directions/999999/status', { status: 'published' }, 404);
    await call('DELETE', '/directions/999999', undefined, 404);
  });

  it('takes a PNG picture as a public file and removes it again', async () => {
    const direction = await newDirection('Pictured');
    const form = multipartForm([
      { filename: 'cover.png', contentType: 'image/png', data: sampleFiles.png() },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/directions/${direction.id}/image`,
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { image } = response.json<AdminDirectionSummary>();
    expect(image?.path).toBe(`/v1/files/${image?.id}/public`);
    const served = await t.app.inject({ method: 'GET', url: image?.path ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const removed = await call<AdminDirectionSummary>(
      'DELETE',
      `/directions/${direction.id}/image`,
    );
    expect(removed.image).toBeNull();
  });

  it('refuses a picture whose bytes are not the image its name says', async () => {
    const direction = await newDirection('Not pictured');
    for (const part of [
      { filename: 'cover.png', data: 'just some text' },
      { filename: 'cover.gif', data: sampleFiles.png() },
    ]) {
      const form = multipartForm([part]);
      const response = await t.app.inject({
        method: 'POST',
        url: `/v1/admin/directions/${direction.id}/image`,
        headers: { ...admin.headers, ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'ERR_INVALID_FILE_TYPE' });
    }
    expect((await call<AdminDirection>('GET', `/directions/${direction.id}`)).image).toBeNull();
  });
});

describe('subjects and chapters', () => {
  it('creates, renames and reorders subjects; a list that is not the siblings is 400', async () => {
    const direction = await newDirection('Ordering');
    const [a, b, c] = [
      await newSubject(direction.id, 'A'),
      await newSubject(direction.id, 'B'),
      await newSubject(direction.id, 'C'),
    ];
    if (!a || !b || !c) throw new Error('subjects missing');
    await call('PATCH', `/subjects/${a.id}`, { title: 'A renamed' });

    const url = `/directions/${direction.id}/subjects/order`;
    const reordered = await call<AdminSubjectList>('PUT', url, { ids: [c.id, a.id, b.id] });
    expect(reordered.items.map((s) => s.title)).toEqual(['C', 'A renamed', 'B']);

    const other = await newSubject((await newDirection('Elsewhere')).id, 'Foreign');
    for (const ids of [
      [c.id, a.id],
      [c.id, a.id, b.id, b.id],
      [c.id, a.id, other.id],
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/v1/admin${url}`,
        headers: admin.headers,
        payload: { ids },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'ERR_REORDER_MISMATCH' });
    }
    const after = await call<AdminSubjectList>('GET', `/directions/${direction.id}/subjects`);
    expect(after.items.map((s) => s.id)).toEqual([c.id, a.id, b.id]);
    const [entry] = await auditOf('direction', direction.id);
    expect(entry).toMatchObject({
      action: 'reorder',
      before: { subjects: [a.id, b.id, c.id] },
      after: { subjects: [c.id, a.id, b.id] },
    });
  });

  it('creates draft items in a chapter and reorders them, moving one in from a sibling chapter', async () => {
    const subject = await newSubject((await newDirection('Items')).id);
    const first = await newChapter(subject.id, 'First');
    const second = await newChapter(subject.id, 'Second');
    const lecture = await newItem(first.id, 'lectures', 'Intro');
    const task = await newItem(first.id, 'tasks', 'Quiz');
    const project = await newItem(second.id, 'mini-projects', 'Build it');
    expect(lecture).toMatchObject({ kind: 'lecture', status: 'draft', position: 0 });
    expect(task).toMatchObject({ kind: 'task', position: 1 });
    const [created] = await auditOf('task', task.id);
    expect(created).toMatchObject({ action: 'create', after: { title: 'Quiz' } });

    const result = await call<AdminChapterList>('PUT', `/chapters/${first.id}/items/order`, {
      items: [
        { kind: 'mini_project', id: project.id },
        { kind: 'task', id: task.id },
        { kind: 'lecture', id: lecture.id },
      ],
    });
    expect(result.items.map((c) => c.items.map((i) => i.title))).toEqual([
      ['Build it', 'Quiz', 'Intro'],
      [],
    ]);
    const [moved] = await auditOf('mini_project', project.id);
    expect(moved).toMatchObject({
      before: { chapterId: second.id },
      after: { chapterId: first.id },
    });

    // Leaving one out, or naming one of another subject, changes nothing.
    const foreign = await newChapter((await newSubject((await newDirection('F')).id)).id);
    const foreignLecture = await newItem(foreign.id, 'lectures', 'Foreign');
    for (const items of [
      [{ kind: 'task', id: task.id }],
      [
        { kind: 'task', id: task.id },
        { kind: 'lecture', id: lecture.id },
        { kind: 'mini_project', id: project.id },
        { kind: 'lecture', id: foreignLecture.id },
      ],
    ]) {
      await call('PUT', `/chapters/${first.id}/items/order`, { items }, 400);
    }
    const editor = await call<AdminSubject>('GET', `/subjects/${subject.id}`);
    expect(editor.chapters[0]?.items.map((i) => i.kind)).toEqual([
      'mini_project',
      'task',
      'lecture',
    ]);
  });

  it('reads the subject editor in the same statements however large the subject', async () => {
    const small = await newSubject((await newDirection('Small')).id);
    await newItem((await newChapter(small.id)).id, 'lectures', 'One');
    const large = await newSubject((await newDirection('Large')).id);
    for (let c = 0; c < 4; c += 1) {
      const chapter = await newChapter(large.id, `Chapter ${c}`);
      for (let i = 0; i < 5; i += 1) {
        await newItem(chapter.id, 'lectures', `L${i}`);
        await newItem(chapter.id, 'tasks', `T${i}`);
        await newItem(chapter.id, 'mini-projects', `M${i}`);
      }
    }
    const read = (id: number) =>
      t.app.inject({ method: 'GET', url: `/v1/admin/subjects/${id}`, headers: admin.headers });
    const smallStatements = await recorder.during(() => read(small.id));
    let largeSubject: AdminSubject | undefined;
    const largeStatements = await recorder.during(async () => {
      largeSubject = (await read(large.id)).json<AdminSubject>();
    });
    expect(largeSubject?.chapters).toHaveLength(4);
    expect(largeSubject?.chapters[3]?.items).toHaveLength(15);
    // The subject with its direction, its chapters, and all their items in one union; the
    // guard's user lookup besides when the caller's access state is not in memory.
    expect(smallStatements.length).toBeLessThanOrEqual(4);
    expect(largeStatements).toHaveLength(smallStatements.length);
  });

  it('renames, publishes and reorders chapters', async () => {
    const subject = await newSubject((await newDirection('Chapters')).id);
    const a = await newChapter(subject.id, 'A');
    const b = await newChapter(subject.id, 'B');
    const renamed = await call<AdminChapter>('PATCH', `/chapters/${a.id}`, { title: 'A2' });
    expect(renamed.title).toBe('A2');
    const published = await call<AdminChapter>('PUT', `/chapters/${a.id}/status`, {
      status: 'published',
    });
    expect(published.status).toBe('published');
    const list = await call<AdminChapterList>('PUT', `/subjects/${subject.id}/chapters/order`, {
      ids: [b.id, a.id],
    });
    expect(list.items.map((c) => c.title)).toEqual(['B', 'A2']);
    expect((await auditOf('chapter', a.id)).map((e) => e.action)).toEqual([
      'publish',
      'update',
      'create',
    ]);
  });
});

describe('the directions order', () => {
  it('takes every direction once, and the students see their directions in it', async () => {
    const first = await createContent(t.app, { directionTitle: 'Order first' });
    const second = await createContent(t.app, { directionTitle: 'Order second' });
    const student = await createUser(t.app, { fullName: 'Olga Order' });
    await enrol(t.app, student.id, first.directionId);
    await enrol(t.app, student.id, second.directionId);
    const studentHeaders = bearer((await login(t.app, student)).accessToken);
    const studentOrder = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/v1/directions',
        headers: studentHeaders,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ id: number }[]>().map((direction) => direction.id);
    };

    const ids = (await call<AdminDirectionList>('GET', '/directions')).items.map((d) => d.id);
    const others = ids.filter((id) => id !== first.directionId && id !== second.directionId);
    const wanted = [second.directionId, ...others, first.directionId];
    const answer = await call<AdminDirectionList>('PUT', '/directions/order', { ids: wanted });
    expect(answer.items.map((d) => d.id)).toEqual(wanted);
    expect((await call<AdminDirectionList>('GET', '/directions')).items.map((d) => d.id)).toEqual(
      wanted,
    );
    expect(await studentOrder()).toEqual([second.directionId, first.directionId]);

    // Leaving one out changes nothing.
    const partial = await call<{ message: string }>(
      'PUT',
      '/directions/order',
      { ids: wanted.slice(1) },
      400,
    );
    expect(partial.message).toBe('ERR_REORDER_MISMATCH');
    expect(await studentOrder()).toEqual([second.directionId, first.directionId]);
    expect((await auditOf('direction', 'all'))[0]).toMatchObject({
      action: 'reorder',
      after: { order: wanted },
    });
  });
});

describe('publishing a chapter at once', () => {
  const withQuestion = (taskId: number, title: string) =>
    call('PUT', `/tasks/${taskId}`, {
      revision: 1,
      title,
      description: '',
      passPercent: 60,
      dueDays: null,
      questions: [
        {
          text: 'Two and two?',
          answerType: 'single',
          points: 1,
          answers: [
            { text: 'Four', isCorrect: true },
            { text: 'Five', isCorrect: false },
          ],
        },
      ],
    });

  async function draftChapter(name: string) {
    const direction = await newDirection(`Publishing ${name}`);
    const subject = await newSubject(direction.id);
    const chapter = await newChapter(subject.id);
    const lecture = await newItem(chapter.id, 'lectures', 'Intro');
    const test = await newItem(chapter.id, 'tasks', 'Quiz');
    const empty = await newItem(chapter.id, 'tasks', 'Empty quiz');
    const project = await newItem(chapter.id, 'mini-projects', 'Project');
    await withQuestion(test.id, 'Quiz');
    return { chapter, lecture, test, empty, project };
  }

  it('says what it would publish, and refuses while a test has no question, changing nothing', async () => {
    const { chapter, empty } = await draftChapter('refused');
    const plan = await call<ChapterPublishPlan>('GET', `/chapters/${chapter.id}/publish-plan`);
    expect(plan).toEqual({
      chapterDraft: true,
      drafts: { lectures: 1, tasks: 2, miniProjects: 1 },
      blocked: [
        { kind: 'task', id: empty.id, title: 'Empty quiz', reason: 'task_without_questions' },
      ],
    });

    const refused = await call<{ message: string }>(
      'POST',
      `/chapters/${chapter.id}/publish`,
      undefined,
      409,
    );
    expect(refused.message).toBe('ERR_TASK_WITHOUT_QUESTIONS');
    const [after] = (await call<AdminChapterList>('GET', `/subjects/${chapter.subjectId}/chapters`))
      .items;
    expect(after?.status).toBe('draft');
    expect(after?.items.map((item) => item.status)).toEqual(['draft', 'draft', 'draft', 'draft']);
    expect(await auditOf('chapter', chapter.id)).toHaveLength(1);
  });

  it('publishes the chapter and every draft item in one go, each audited', async () => {
    const { chapter, lecture, test, empty, project } = await draftChapter('done');
    await withQuestion(empty.id, 'Empty quiz');
    // Already published: left as it is, not published again.
    await call('PUT', `/lectures/${lecture.id}/status`, { status: 'published' });

    const result = await call<ChapterPublishResult>('POST', `/chapters/${chapter.id}/publish`);
    expect(result.published).toEqual({ chapter: true, lectures: 0, tasks: 2, miniProjects: 1 });
    expect(result.chapter.status).toBe('published');
    expect(result.chapter.items.every((item) => item.status === 'published')).toBe(true);

    for (const [type, id] of [
      ['task', test.id],
      ['task', empty.id],
      ['mini_project', project.id],
    ] as const) {
      expect((await auditOf(type, id)).map((entry) => entry.action)).toContain('publish');
    }
    expect(
      (await auditOf('lecture', lecture.id)).filter((e) => e.action === 'publish'),
    ).toHaveLength(1);
    expect((await auditOf('chapter', chapter.id)).map((entry) => entry.action)).toEqual([
      'publish',
      'create',
    ]);

    // Again: nothing left to publish.
    const plan = await call<ChapterPublishPlan>('GET', `/chapters/${chapter.id}/publish-plan`);
    expect(plan).toEqual({
      chapterDraft: false,
      drafts: { lectures: 0, tasks: 0, miniProjects: 0 },
      blocked: [],
    });
    const again = await call<ChapterPublishResult>('POST', `/chapters/${chapter.id}/publish`);
    expect(again.published).toEqual({ chapter: false, lectures: 0, tasks: 0, miniProjects: 0 });
  });

  it('answers 404 for a chapter that does not exist', async () => {
    await call('GET', '/chapters/999999/publish-plan', undefined, 404);
    await call('POST', '/chapters/999999/publish', undefined, 404);
  });
});

describe('titles among siblings', () => {
  it('refuses a direction named like another, whatever the case and spaces, and creates nothing', async () => {
    await newDirection('Cloud Engineering');
    const before = await call<AdminDirectionList>('GET', '/directions');
    const refused = await call<{ message: string }>(
      'POST',
      '/directions',
      { title: 'cloud   ENGINEERING', description: '' },
      409,
    );
    expect(refused.message).toBe('ERR_DIRECTION_TITLE_TAKEN');
    expect((await call<AdminDirectionList>('GET', '/directions')).items).toEqual(before.items);
  });

  it("refuses renaming a direction to another one's title, and keeps its own title", async () => {
    await newDirection('Game Development');
    const other = await newDirection('Mobile Development');
    const refused = await call<{ message: string }>(
      'PATCH',
      `/directions/${other.id}`,
      { title: 'game development' },
      409,
    );
    expect(refused.message).toBe('ERR_DIRECTION_TITLE_TAKEN');
    expect((await call<AdminDirection>('GET', `/directions/${other.id}`)).title).toBe(
      'Mobile Development',
    );
    // Its own title in another case is no clash.
    const renamed = await call<AdminDirectionSummary>('PATCH', `/directions/${other.id}`, {
      title: 'Mobile development',
    });
    expect(renamed.title).toBe('Mobile development');
  });

  it('refuses a second subject of a title in the same direction, not in another', async () => {
    const first = await newDirection('Security Direction A');
    const second = await newDirection('Security Direction B');
    await newSubject(first.id, 'Cryptography');
    const refused = await call<{ message: string }>(
      'POST',
      `/directions/${first.id}/subjects`,
      { title: 'CRYPTOGRAPHY' },
      409,
    );
    expect(refused.message).toBe('ERR_SUBJECT_TITLE_TAKEN');
    await newSubject(second.id, 'Cryptography');
    const other = await newSubject(first.id, 'Networks');
    const renamed = await call<{ message: string }>(
      'PATCH',
      `/subjects/${other.id}`,
      { title: 'cryptoGRAPHY' },
      409,
    );
    expect(renamed.message).toBe('ERR_SUBJECT_TITLE_TAKEN');
    const subjectsNow = await call<AdminSubjectList>('GET', `/directions/${first.id}/subjects`);
    expect(subjectsNow.items.map((subject) => subject.title)).toEqual(['Cryptography', 'Networks']);
  });

  it('refuses a second chapter of a title in the same subject, on creation and renaming', async () => {
    const direction = await newDirection('Chapters Direction');
    const subject = await newSubject(direction.id, 'Chapters Subject');
    await newChapter(subject.id, 'Getting started');
    const refused = await call<{ message: string }>(
      'POST',
      `/subjects/${subject.id}/chapters`,
      { title: 'Getting  Started' },
      409,
    );
    expect(refused.message).toBe('ERR_CHAPTER_TITLE_TAKEN');
    const second = await newChapter(subject.id, 'Going further');
    const renamed = await call<{ message: string }>(
      'PATCH',
      `/chapters/${second.id}`,
      { title: 'getting started' },
      409,
    );
    expect(renamed.message).toBe('ERR_CHAPTER_TITLE_TAKEN');
    const chaptersNow = await call<AdminChapterList>('GET', `/subjects/${subject.id}/chapters`);
    expect(chaptersNow.items.map((chapter) => chapter.title)).toEqual([
      'Getting started',
      'Going further',
    ]);
  });
});

describe('deletion', () => {
  it('deletes content nobody worked on at once', async () => {
    const direction = await newDirection('Empty one');
    const subject = await newSubject(direction.id);
    await newChapter(subject.id);
    const impact = await call<DeletionImpact>('GET', `/directions/${direction.id}/deletion-impact`);
    expect(impact).toMatchObject({ subjects: 1, chapters: 1, needsConfirmation: false });
    await call('DELETE', `/directions/${direction.id}`, undefined, 204);
    await call('GET', `/directions/${direction.id}`, undefined, 404);
    const [entry] = await auditOf('direction', direction.id);
    expect(entry).toMatchObject({ action: 'delete', after: null, before: { title: 'Empty one' } });
  });

  it('says what students lose, and deletes their work only once confirmed', async () => {
    const content = await createContent(t.app, {
      chapters: [{ lectures: 2, tasks: [{}], miniProjects: [{}] }],
    });
    const student = await signedIn(t.app, { directionId: content.directionId });
    const [lectureId] = content.lectureIds;
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/v1/lectures/${lectureId}`,
      headers: student.headers,
      payload: { status: 'completed' },
    });
    expect(done.statusCode).toBe(200);
    const [chapter] = content.chapters;
    if (!chapter) throw new Error('no chapter');

    const impact = await call<DeletionImpact>('GET', `/chapters/${chapter.id}/deletion-impact`);
    expect(impact).toMatchObject({
      lectures: 2,
      tasks: 1,
      miniProjects: 1,
      studentsWithProgress: 1,
      lectureCompletions: 1,
      certificates: 0,
      needsConfirmation: true,
    });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/v1/admin/chapters/${chapter.id}`,
      headers: admin.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'ERR_CONTENT_HAS_PROGRESS' });
    expect(await t.app.db.select().from(chapters).where(eq(chapters.id, chapter.id))).toHaveLength(
      1,
    );

    await call('DELETE', `/chapters/${chapter.id}?confirm=true`, undefined, 204);
    expect(await t.app.db.select().from(chapters).where(eq(chapters.id, chapter.id))).toHaveLength(
      0,
    );
    expect(
      await t.app.db
        .select()
        .from(lectureAssignments)
        .where(eq(lectureAssignments.userId, student.id)),
    ).toHaveLength(0);
  });

  it('never deletes a subject or direction with certificates, confirmed or not', async () => {
    const content = await createContent(t.app, { chapters: [{ lectures: 1 }] });
    const student = await signedIn(t.app, { directionId: content.directionId });
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/v1/lectures/${content.lectureIds[0]}`,
      headers: student.headers,
      payload: { status: 'completed' },
    });
    expect(done.statusCode).toBe(200);
    const issued = await t.app.db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, student.id));
    expect(issued.length).toBeGreaterThan(0);

    const impact = await call<DeletionImpact>(
      'GET',
      `/subjects/${content.subjectId}/deletion-impact`,
    );
    expect(impact.certificates).toBe(1);
    for (const url of [
      `/v1/admin/subjects/${content.subjectId}?confirm=true`,
      `/v1/admin/directions/${content.directionId}?confirm=true`,
    ]) {
      const response = await t.app.inject({ method: 'DELETE', url, headers: admin.headers });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: 'ERR_CONTENT_HAS_CERTIFICATES' });
    }
    expect(
      await t.app.db.select().from(subjects).where(eq(subjects.id, content.subjectId)),
    ).toHaveLength(1);
    expect(
      await t.app.db.select().from(certificates).where(eq(certificates.userId, student.id)),
    ).toHaveLength(issued.length);
  });
});

describe('access', () => {
  it('is for admins only: a mentor is refused', async () => {
    const mentor = await signedIn(t.app, { role: 'mentor' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/directions',
      headers: mentor.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});
