import { readdir } from 'node:fs/promises';
import { SUBMISSION_FILE_MAX_BYTES, type UploadedFile } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { bearer, createUser, login } from '../../test/builders.js';
import { createContent, enrol } from '../../test/learning-builders.js';
import { multipartForm, sampleFiles, uploadFile, zipArchive } from '../../test/mini-projects.js';
import { UPLOAD_FORM_OVERHEAD_BYTES } from './upload.js';

let t: TestApp;
let token: string;
let studentId: number;
let projectId: number;
let foreignProjectId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const content = await createContent(t.app, {
    chapters: [{ miniProjects: [{ questions: [{ answerType: 'file' }] }] }],
  });
  const foreign = await createContent(t.app, { directionTitle: 'Another direction' });
  projectId = content.miniProjectIds[0] as number;
  foreignProjectId = foreign.miniProjectIds[0] as number;
  const student = await createUser(t.app);
  studentId = student.id;
  await enrol(t.app, student.id, content.directionId);
  token = (await login(t.app, student)).accessToken;
});

afterAll(async () => {
  await t.close();
});

/** The stored files' names on disk (bytes of every upload that was kept). */
const storedOnDisk = async () => {
  try {
    return (await readdir(t.config.filesDir)).sort();
  } catch {
    return [];
  }
};

const expectRefused = async (
  response: Awaited<ReturnType<typeof uploadFile>>,
  statusCode: number,
  message: string,
) => {
  expect(response.statusCode, response.body).toBe(statusCode);
  expect(response.json()).toMatchObject({ statusCode, message });
};

/** Source code and data a programming course hands in (contracts' `submissionFileKinds`). */
const courseFiles = [
  { name: 'main.py', data: Buffer.from('def main():\n    print("привет")\n') },
  { name: 'data.csv', data: Buffer.from('name,score\nAnna,90\n') },
  { name: 'analysis.ipynb', data: Buffer.from('{"cells": [], "nbformat": 4}') },
  { name: 'app.js', data: Buffer.from('document.title = "x";\n') },
  { name: 'types.ts', data: Buffer.from('export type A = { b: number };\n') },
  { name: 'query.sql', data: Buffer.from('SELECT 1;\n') },
  { name: 'data.json', data: Buffer.from('{"a": [1, 2]}') },
];

describe('POST /v1/mini-projects/{id}/files', () => {
  it('stores each accepted kind as a private file of the caller, typed by its bytes', async () => {
    const cases = [
      { name: 'screen.png', data: sampleFiles.png(), contentType: 'image/png' },
      { name: 'report.PDF', data: sampleFiles.pdf(), contentType: 'application/pdf' },
      { name: 'photo.jpeg', data: sampleFiles.jpeg(), contentType: 'image/jpeg' },
      { name: 'photo.jpg', data: sampleFiles.jpeg(), contentType: 'image/jpeg' },
      { name: 'project.zip', data: sampleFiles.zip(), contentType: 'application/zip' },
      { name: 'notes.md', data: sampleFiles.text(), contentType: 'text/plain' },
      { name: 'notes.txt', data: sampleFiles.text(), contentType: 'text/plain' },
      ...courseFiles.map((file) => ({ ...file, contentType: 'text/plain' })),
      {
        name: 'document.zip',
        data: zipArchive([{ name: '[Content_Types].xml', data: '<Types/>' }]),
        contentType: 'application/zip',
      },
    ];
    for (const file of cases) {
      const response = await uploadFile(t.app, token, projectId, file);
      expect(response.statusCode, `${file.name}: ${response.body}`).toBe(201);
      const body = response.json<UploadedFile>();
      expect(body).toEqual({
        id: expect.any(String),
        name: file.name,
        size: file.data.length,
        contentType: file.contentType,
      });
      const [row] = await t.app.db.select().from(files).where(eq(files.id, body.id));
      expect(row).toMatchObject({
        visibility: 'private',
        createdBy: studentId,
        contentType: file.contentType,
        originalName: file.name,
        size: file.data.length,
      });

      const download = await t.app.inject({
        method: 'GET',
        url: `/v1/files/${body.id}`,
        headers: bearer(token),
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(file.data)).toBe(true);
      const open = await t.app.inject({ method: 'GET', url: `/v1/files/${body.id}/public` });
      expect(open.statusCode).toBe(404);
    }
  });

  it('serves source code as a text/plain attachment under its own name, never sniffed', async () => {
    for (const file of courseFiles) {
      const body = (await uploadFile(t.app, token, projectId, file)).json<UploadedFile>();
      const download = await t.app.inject({
        method: 'GET',
        url: `/v1/files/${body.id}`,
        headers: bearer(token),
      });
      expect(download.statusCode, file.name).toBe(200);
      expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${file.name}"`);
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.rawPayload.equals(file.data)).toBe(true);
    }
  });

  it('refuses a file whose bytes are not of the type its name claims, or a kind not taken', async () => {
    const before = await storedOnDisk();
    const htmlWithNul = Buffer.concat([
      Buffer.from('<html><body><script>alert(1)</script>'),
      Buffer.from([0]),
      Buffer.from('</body></html>'),
    ]);
    const cases = [
      { name: 'report.pdf', data: sampleFiles.png() },
      { name: 'screen.png', data: sampleFiles.jpeg() },
      { name: 'photo.jpg', data: sampleFiles.pdf() },
      { name: 'project.zip', data: sampleFiles.text() },
      { name: 'page.txt', data: htmlWithNul },
      { name: 'latin1.txt', data: Buffer.from([0x63, 0x61, 0x66, 0xe9]) },
      { name: 'setup.exe', data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]) },
      { name: 'page.html', data: Buffer.from('<!doctype html><p>hi</p>') },
      { name: 'README', data: sampleFiles.text() },
      { name: '.txt', data: sampleFiles.text() },
      { name: 'empty.pdf', data: Buffer.alloc(0) },
      { name: 'notebook.ipynb', data: Buffer.from('{"cells": [') },
      { name: 'data.json', data: Buffer.from('not json') },
      { name: 'main.py', data: Buffer.concat([Buffer.from('print(1)'), Buffer.from([0])]) },
      { name: 'data.csv', data: Buffer.from([0x61, 0x2c, 0xe9, 0x0a]) },
      { name: 'app.js', data: sampleFiles.png() },
      { name: 'image.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    ];
    for (const file of cases) {
      await expectRefused(
        await uploadFile(t.app, token, projectId, file),
        400,
        'ERR_INVALID_FILE_TYPE',
      );
    }
    expect(await storedOnDisk()).toEqual(before);
  });

  it('takes a file of exactly the limit and refuses one byte more with 413 ERR_FILE_TOO_LARGE', async () => {
    const atLimit = Buffer.alloc(SUBMISSION_FILE_MAX_BYTES, 'a');
    const accepted = await uploadFile(t.app, token, projectId, { name: 'big.txt', data: atLimit });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json<UploadedFile>().size).toBe(SUBMISSION_FILE_MAX_BYTES);

    const before = await storedOnDisk();
    // Within the form's announced room: refused while the bytes are read.
    const overLimit = Buffer.alloc(SUBMISSION_FILE_MAX_BYTES + 1, 'a');
    await expectRefused(
      await uploadFile(t.app, token, projectId, { name: 'big.txt', data: overLimit }),
      413,
      'ERR_FILE_TOO_LARGE',
    );
    // Announced larger than any accepted form: refused before the body is read.
    const farOver = Buffer.alloc(SUBMISSION_FILE_MAX_BYTES + UPLOAD_FORM_OVERHEAD_BYTES, 'a');
    await expectRefused(
      await uploadFile(t.app, token, projectId, { name: 'big.txt', data: farOver }),
      413,
      'ERR_FILE_TOO_LARGE',
    );
    expect(await storedOnDisk()).toEqual(before);
  });

  it('keeps the small body limit for JSON everywhere else', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/v1/mini-projects/${projectId}`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ githubLink: 'x'.repeat(2 * 1024 * 1024), answers: [] }),
    });
    await expectRefused(response, 413, 'ERR_PAYLOAD_TOO_LARGE');
  });

  it('needs a multipart body with the file in the field "file"', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: `/v1/mini-projects/${projectId}/files`,
      headers: bearer(token),
      payload: { file: 'not a file' },
    });
    await expectRefused(json, 400, 'ERR_BAD_REQUEST');

    for (const parts of [
      [{ field: 'attachment', filename: 'notes.txt', data: sampleFiles.text() }],
      [{ field: 'file', data: 'a field, not a file' }],
      [],
    ]) {
      const form = multipartForm(parts);
      const response = await t.app.inject({
        method: 'POST',
        url: `/v1/mini-projects/${projectId}/files`,
        headers: { ...bearer(token), ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        message: 'ERR_VALIDATION',
        errors: [{ field: 'file', message: 'This field is required' }],
      });
    }

    const twoFiles = multipartForm([
      { filename: 'a.txt', data: 'a' },
      { filename: 'b.txt', data: 'b' },
    ]);
    const second = await t.app.inject({
      method: 'POST',
      url: `/v1/mini-projects/${projectId}/files`,
      headers: { ...bearer(token), ...twoFiles.headers },
      payload: twoFiles.payload,
    });
    // The first file is taken; the second is not read.
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json<UploadedFile>().name).toBe('a.txt');
  });

  it('keeps the name without a path or control characters', async () => {
    const response = await uploadFile(t.app, token, projectId, {
      name: 'C:\\Users\\me\\My notes\u0007.txt',
      data: sampleFiles.text(),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<UploadedFile>().name).toBe('My notes.txt');
  });

  it('answers 403 outside the caller’s directions and 404 for an unknown project, storing nothing', async () => {
    const before = await storedOnDisk();
    const file = { name: 'notes.txt', data: sampleFiles.text() };
    await expectRefused(
      await uploadFile(t.app, token, foreignProjectId, file),
      403,
      'ERR_USER_FORBIDDEN',
    );
    await expectRefused(await uploadFile(t.app, token, 999_999, file), 404, 'ERR_NOT_FOUND');
    expect(await storedOnDisk()).toEqual(before);
  });

  it('answers refused uploads over HTTP before or while reading them, and takes the next one', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const send = async (id: number, size: number, name = 'notes.txt') => {
      const form = new FormData();
      form.append('file', new Blob([Buffer.alloc(size, 'a')]), name);
      const response = await fetch(`${base}/v1/mini-projects/${id}/files`, {
        method: 'POST',
        body: form,
        headers: bearer(token),
      });
      return { status: response.status, body: (await response.json()) as { message?: string } };
    };
    const megabytes = (n: number) => n * 1024 * 1024;
    expect(await send(foreignProjectId, megabytes(5))).toMatchObject({
      status: 403,
      body: { message: 'ERR_USER_FORBIDDEN' },
    });
    expect(await send(projectId, megabytes(12))).toMatchObject({
      status: 413,
      body: { message: 'ERR_FILE_TOO_LARGE' },
    });
    expect(await send(projectId, SUBMISSION_FILE_MAX_BYTES + 1)).toMatchObject({
      status: 413,
      body: { message: 'ERR_FILE_TOO_LARGE' },
    });
    expect(await send(projectId, megabytes(5), 'notes.pdf')).toMatchObject({
      status: 400,
      body: { message: 'ERR_INVALID_FILE_TYPE' },
    });
    expect(await send(projectId, 1000)).toMatchObject({ status: 201, body: { size: 1000 } });
  });

  it('is for students only', async () => {
    const mentor = await createUser(t.app, { role: 'mentor' });
    const mentorToken = (await login(t.app, mentor)).accessToken;
    await expectRefused(
      await uploadFile(t.app, mentorToken, projectId, {
        name: 'notes.txt',
        data: sampleFiles.text(),
      }),
      403,
      'ERR_USER_FORBIDDEN',
    );
  });
});
