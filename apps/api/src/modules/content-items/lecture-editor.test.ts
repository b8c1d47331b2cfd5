import type { AdminLecture, AdminLectureAttachment, AuditListResponse } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, lectureAssignments } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createContent } from '../../test/learning-builders.js';
import { multipartForm, sampleFiles } from '../../test/mini-projects.js';
import { type SignedIn, signedIn } from '../../test/task-requests.js';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, { role: 'admin', fullName: 'Editor Admin' });
});

afterAll(async () => {
  await t.close();
});

const request = (
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
) => t.app.inject({ method, url: `/v1/admin${url}`, headers: admin.headers, payload });

async function newLecture() {
  const content = await createContent(t.app, {
    directionTitle: 'Frontend',
    subjectTitle: 'CSS',
    chapters: [{ title: 'Layout', lectures: [{ title: 'Flexbox', content: '# Flex' }] }],
  });
  return { content, id: content.lectureIds[0] as number };
}

async function auditOf(id: number) {
  const response = await request('GET', `/audit?entityType=lecture&entityId=${id}`);
  return response.json<AuditListResponse>().items;
}

function upload(id: number, name: string, data: Buffer) {
  const form = multipartForm([{ filename: name, data }]);
  return t.app.inject({
    method: 'POST',
    url: `/v1/admin/lectures/${id}/attachments`,
    headers: { ...admin.headers, ...form.headers },
    payload: form.payload,
  });
}

describe('the lecture editor', () => {
  it('reads a lecture with its place in the course', async () => {
    const { content, id } = await newLecture();
    const response = await request('GET', `/lectures/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminLecture>()).toMatchObject({
      id,
      title: 'Flexbox',
      content: '# Flex',
      videoUrl: null,
      status: 'published',
      attachments: [],
      context: {
        direction: { id: content.directionId, title: 'Frontend' },
        subject: { id: content.subjectId, title: 'CSS' },
        chapter: { title: 'Layout' },
      },
    });
    expect((await request('GET', '/lectures/999999')).statusCode).toBe(404);
  });

  it('saves title, Markdown and a YouTube video, with an audit entry of before and after', async () => {
    const { id } = await newLecture();
    const response = await request('PUT', `/lectures/${id}`, {
      revision: 1,
      title: 'Flexbox in depth',
      content: '# Flex\n\n`display: flex`',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminLecture>()).toMatchObject({
      title: 'Flexbox in depth',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      revision: 2,
    });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'update',
      actor: { id: admin.id },
      before: { title: 'Flexbox', videoUrl: null, revision: 1 },
      after: { title: 'Flexbox in depth', content: '# Flex\n\n`display: flex`', revision: 2 },
    });
  });

  it('refuses a video the lecture screen cannot play, a blank title, and changes nothing', async () => {
    const { id } = await newLecture();
    for (const [body, field] of [
      [
        { revision: 1, title: 'T', content: '', videoUrl: 'https://example.com/video.mp4' },
        'videoUrl',
      ],
      [{ revision: 1, title: 'T', content: '', videoUrl: 'http://vimeo.com/123' }, 'videoUrl'],
      [{ revision: 1, title: '  ', content: '', videoUrl: null }, 'title'],
      [{ title: 'T', content: '', videoUrl: null }, 'revision'],
      [{ revision: 0, title: 'T', content: '', videoUrl: null }, 'revision'],
    ] as const) {
      const response = await request('PUT', `/lectures/${id}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ field })]);
    }
    expect((await request('GET', `/lectures/${id}`)).json<AdminLecture>().title).toBe('Flexbox');
    expect(await auditOf(id)).toEqual([]);
  });

  describe('two admins editing it (ARCHITECTURE.md, "Content editors")', () => {
    const edit = (revision: number, title: string) => ({
      revision,
      title,
      content: `# ${title}`,
      videoUrl: null,
    });

    it('refuses a save from a revision another save replaced, and changes nothing', async () => {
      const { id } = await newLecture();
      const first = await request('PUT', `/lectures/${id}`, edit(1, 'First admin'));
      expect(first.json<AdminLecture>().revision).toBe(2);

      const stale = await request('PUT', `/lectures/${id}`, edit(1, 'Second admin'));
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ statusCode: 409, message: 'ERR_CONTENT_CHANGED' });
      const stored = (await request('GET', `/lectures/${id}`)).json<AdminLecture>();
      expect(stored).toMatchObject({ title: 'First admin', content: '# First admin', revision: 2 });
      expect((await auditOf(id)).map((entry) => entry.after?.title)).toEqual(['First admin']);

      const ahead = await request('PUT', `/lectures/${id}`, edit(3, 'From the future'));
      expect(ahead.statusCode).toBe(409);
      expect((await request('GET', `/lectures/${id}`)).json<AdminLecture>().title).toBe(
        'First admin',
      );
    });

    it('takes saves in a row, each with the revision the one before answered', async () => {
      const { id } = await newLecture();
      let revision = (await request('GET', `/lectures/${id}`)).json<AdminLecture>().revision;
      expect(revision).toBe(1);
      for (const title of ['Draft one', 'Draft two', 'Draft three']) {
        const response = await request('PUT', `/lectures/${id}`, edit(revision, title));
        expect(response.statusCode).toBe(200);
        expect(response.json<AdminLecture>().revision).toBe(revision + 1);
        revision = response.json<AdminLecture>().revision;
      }
      expect((await request('GET', `/lectures/${id}`)).json<AdminLecture>()).toMatchObject({
        title: 'Draft three',
        revision: 4,
      });
      expect(await auditOf(id)).toHaveLength(3);
    });

    it('lets exactly one of two saves at once from the same revision through', async () => {
      const { id } = await newLecture();
      const answers = await Promise.all([
        request('PUT', `/lectures/${id}`, edit(1, 'Admin A')),
        request('PUT', `/lectures/${id}`, edit(1, 'Admin B')),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200)?.json<AdminLecture>();
      const loser = answers.find((a) => a.statusCode === 409);
      expect(loser?.json().message).toBe('ERR_CONTENT_CHANGED');
      const stored = (await request('GET', `/lectures/${id}`)).json<AdminLecture>();
      expect(stored).toMatchObject({ title: winner?.title, revision: 2 });
      expect((await auditOf(id)).map((entry) => entry.after?.title)).toEqual([winner?.title]);
    });

    it('keeps the revision when the lecture is published or its files change', async () => {
      const { id } = await newLecture();
      await request('PUT', `/lectures/${id}/status`, { status: 'draft' });
      expect((await upload(id, 'notes.md', sampleFiles.text())).statusCode).toBe(201);
      expect((await request('GET', `/lectures/${id}`)).json<AdminLecture>().revision).toBe(1);
      expect((await request('PUT', `/lectures/${id}`, edit(1, 'Still mine'))).statusCode).toBe(200);
    });
  });

  it('unpublishes and publishes once, however often asked', async () => {
    const { id } = await newLecture();
    const results = await Promise.all(
      [1, 2, 3].map(() => request('PUT', `/lectures/${id}/status`, { status: 'draft' })),
    );
    expect(results.map((r) => r.json<AdminLecture>().status)).toEqual(['draft', 'draft', 'draft']);
    await request('PUT', `/lectures/${id}/status`, { status: 'published' });
    const actions = (await auditOf(id)).map((entry) => entry.action);
    expect(actions).toEqual(['publish', 'unpublish']);
  });

  it('refuses to delete a lecture students have opened without confirmation, then deletes it', async () => {
    const { content, id } = await newLecture();
    const student = await signedIn(t.app, { directionId: content.directionId });
    await t.app.db
      .insert(lectureAssignments)
      .values({ userId: student.id, lectureId: id, status: 'completed', completedAt: new Date() });

    const impact = await request('GET', `/lectures/${id}/deletion-impact`);
    expect(impact.json()).toEqual({ students: 1, work: 1, passed: 1 });

    const refused = await request('DELETE', `/lectures/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('ERR_CONTENT_HAS_PROGRESS');
    expect((await request('GET', `/lectures/${id}`)).statusCode).toBe(200);

    expect((await request('DELETE', `/lectures/${id}?confirm=true`)).statusCode).toBe(204);
    expect((await request('GET', `/lectures/${id}`)).statusCode).toBe(404);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'delete',
      before: { title: 'Flexbox', impact: { students: 1 } },
      after: null,
    });
  });

  it('deletes a lecture nobody opened at once', async () => {
    const { id } = await newLecture();
    expect((await request('DELETE', `/lectures/${id}`)).statusCode).toBe(204);
  });

  describe('attachments', () => {
    it('uploads public files checked by content, renames, reorders and removes them', async () => {
      const { id } = await newLecture();
      const pdf = await upload(id, 'slides.pdf', sampleFiles.pdf());
      expect(pdf.statusCode).toBe(201);
      const slides = pdf.json<AdminLectureAttachment>();
      expect(slides).toMatchObject({ name: 'slides.pdf', contentType: 'application/pdf' });
      const download = await t.app.inject({ method: 'GET', url: slides.path });
      expect(download.statusCode).toBe(200);

      const notes = (
        await upload(id, 'notes.md', sampleFiles.text())
      ).json<AdminLectureAttachment>();

      const fake = await upload(id, 'virus.pdf', sampleFiles.png());
      expect(fake.statusCode).toBe(400);
      expect(fake.json().message).toBe('ERR_INVALID_FILE_TYPE');

      const renamed = await request('PATCH', `/lectures/${id}/attachments/${slides.id}`, {
        name: 'Slides (week 1).pdf',
      });
      expect(renamed.json<AdminLectureAttachment>().name).toBe('Slides (week 1).pdf');

      const reordered = await request('PUT', `/lectures/${id}/attachment-order`, {
        ids: [notes.id, slides.id],
      });
      expect(reordered.json<AdminLectureAttachment[]>().map((a) => a.name)).toEqual([
        'notes.md',
        'Slides (week 1).pdf',
      ]);
      const partial = await request('PUT', `/lectures/${id}/attachment-order`, { ids: [notes.id] });
      expect(partial.statusCode).toBe(400);

      expect((await request('DELETE', `/lectures/${id}/attachments/${slides.id}`)).statusCode).toBe(
        204,
      );
      const [gone] = await t.app.db.select().from(files).where(eq(files.id, slides.fileId));
      expect(gone).toBeUndefined();
      expect((await t.app.inject({ method: 'GET', url: slides.path })).statusCode).toBe(404);

      const after = (await request('GET', `/lectures/${id}`)).json<AdminLecture>();
      expect(after.attachments.map((a) => a.name)).toEqual(['notes.md']);
      const actions = (await auditOf(id)).map((entry) => entry.action);
      expect(actions).toEqual(['update', 'reorder', 'update', 'update', 'update']);
    });

    it('takes the source and data files of a programming course, served as attachments', async () => {
      const { id } = await newLecture();
      const files = [
        { name: 'example.py', data: Buffer.from('print("hello")\n') },
        { name: 'lesson.ipynb', data: Buffer.from('{"cells": [], "metadata": {}}') },
        { name: 'script.js', data: Buffer.from('alert(document.cookie);\n') },
        { name: 'dataset.csv', data: Buffer.from('a,b\n1,2\n') },
      ];
      for (const file of files) {
        const response = await upload(id, file.name, file.data);
        expect(response.statusCode, `${file.name}: ${response.body}`).toBe(201);
        const attachment = response.json<AdminLectureAttachment>();
        expect(attachment.contentType).toBe('text/plain');
        const download = await t.app.inject({ method: 'GET', url: attachment.path });
        expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(download.headers['content-disposition']).toBe(`attachment; filename="${file.name}"`);
        expect(download.headers['x-content-type-options']).toBe('nosniff');
      }
      const project = await upload(id, 'project.zip', sampleFiles.zip());
      expect(project.statusCode).toBe(201);
      const zip = await t.app.inject({
        method: 'GET',
        url: project.json<AdminLectureAttachment>().path,
      });
      expect(zip.headers['content-type']).toBe('application/zip');
      expect(zip.headers['content-disposition']).toBe('attachment; filename="project.zip"');

      for (const [name, data] of [
        ['broken.ipynb', Buffer.from('{"cells": [')],
        ['fake.zip', Buffer.from('print(1)')],
        ['binary.py', Buffer.from([0x70, 0x00, 0x01])],
        ['page.html', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ] as const) {
        const refused = await upload(id, name, data);
        expect(refused.statusCode, name).toBe(400);
        expect(refused.json().message).toBe('ERR_INVALID_FILE_TYPE');
      }
      const after = (await request('GET', `/lectures/${id}`)).json<AdminLecture>();
      expect(after.attachments.map((a) => a.name)).toEqual([
        ...files.map((file) => file.name),
        'project.zip',
      ]);
    });

    it("does not touch another lecture's attachment", async () => {
      const first = await newLecture();
      const second = await newLecture();
      const attachment = (
        await upload(first.id, 'a.txt', sampleFiles.text())
      ).json<AdminLectureAttachment>();
      const response = await request(
        'PATCH',
        `/lectures/${second.id}/attachments/${attachment.id}`,
        { name: 'b.txt' },
      );
      expect(response.statusCode).toBe(404);
    });
  });
});
