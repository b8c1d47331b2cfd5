import { readdir } from 'node:fs/promises';
import type { AdminLectureAttachment } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createContent } from '../../test/learning-builders.js';
import { multipartForm, sampleFiles } from '../../test/mini-projects.js';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server.js';
import { type SignedIn, signedIn } from '../../test/task-requests.js';

/*
 * The whole app with FILE_STORAGE_URL naming a bucket (README.md, "Object storage"): an
 * upload through the real endpoint lands in the bucket, downloads stream from it, and the
 * local files folder stays empty.
 */

const PREFIX = 'academy/files';

let server: TestS3Server;
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  server = await startTestS3Server();
  t = await buildTestApp({ fileStorage: server.storageConfig({ prefix: PREFIX }) });
  admin = await signedIn(t.app, { role: 'admin' });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await server?.close();
});

/** A new lecture's id and the attachment uploaded to it. */
async function uploadAttachment(name: string, data: Buffer) {
  const content = await createContent(t.app, {
    directionTitle: 'Frontend',
    subjectTitle: 'CSS',
    chapters: [{ title: 'Layout', lectures: [{ title: 'Flexbox', content: '# Flex' }] }],
  });
  const form = multipartForm([{ filename: name, data }]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/v1/admin/lectures/${content.lectureIds[0]}/attachments`,
    headers: { ...admin.headers, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode).toBe(201);
  return {
    lectureId: content.lectureIds[0] as number,
    attachment: response.json<AdminLectureAttachment>(),
  };
}

describe('files in S3-compatible object storage', () => {
  it('stores an uploaded file in the bucket, serves its bytes back and writes nothing locally', async () => {
    const pdf = sampleFiles.pdf();
    const { attachment } = await uploadAttachment('slides.pdf', pdf);

    expect(await server.objectBytes(`${PREFIX}/${attachment.fileId}`)).toEqual(pdf);
    const download = await t.app.inject({ method: 'GET', url: attachment.path });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload).toEqual(pdf);

    const localFiles = await readdir(t.config.filesDir).catch(() => []);
    expect(localFiles).toEqual([]);
  });

  it('answers 404 when a file record outlived its object', async () => {
    const { attachment } = await uploadAttachment('notes.md', sampleFiles.text());
    await t.app.fileStorage.remove(attachment.fileId);

    const download = await t.app.inject({ method: 'GET', url: attachment.path });
    expect(download.statusCode).toBe(404);
    expect(download.json()).toEqual({ statusCode: 404, message: 'ERR_FILE_NOT_FOUND' });
  });

  it("removes a deleted attachment's object from the bucket", async () => {
    const { lectureId, attachment } = await uploadAttachment('slides.pdf', sampleFiles.pdf());
    const key = `${PREFIX}/${attachment.fileId}`;
    expect(await server.objectBytes(key)).not.toBeNull();

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/v1/admin/lectures/${lectureId}/attachments/${attachment.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    // The bytes go once the deletion has committed.
    await vi.waitFor(async () => expect(await server.objectBytes(key)).toBeNull());
  });
});
