import { readdir } from 'node:fs/promises';
import {
  type AdminDirection,
  type AdminLecture,
  DIRECTION_IMAGE_MAX_BYTES,
  errorCatalogue,
  SUBMISSION_FILE_MAX_BYTES,
} from '@academy/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createContent } from '../../test/learning-builders.js';
import { multipartForm, sampleFiles } from '../../test/mini-projects.js';
import { type SignedIn, signedIn } from '../../test/task-requests.js';

/*
 * Every upload endpoint, one table: a kind it does not take, bytes that are not what the
 * extension says, and a file over its size limit are refused with the catalogue's code
 * ("Invalid file type." or the size message on the screens), and nothing is kept: no
 * `files` row, no bytes in storage, no reference from the record the upload was for
 * (ARCHITECTURE.md, "Uploads and private files"). What is taken is stored under a
 * generated id, never under the name the client gave.
 */

let t: TestApp;
let admin: SignedIn;
let student: SignedIn;
let miniProjectId: number;
let lectureId: number;
let directionId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, { role: 'admin' });
  const content = await createContent(t.app, {
    chapters: [{ lectures: [{}], miniProjects: [{ questions: [{ answerType: 'file' }] }] }],
  });
  miniProjectId = content.miniProjectIds[0] as number;
  lectureId = content.lectureIds[0] as number;
  directionId = content.directionId;
  student = await signedIn(t.app, { directionId });
});

afterAll(async () => {
  await t.close();
});

interface UploadEndpoint {
  name: string;
  url: () => string;
  caller: () => SignedIn;
  maxBytes: number;
  /** A name and bytes the endpoint takes. */
  accepted: { name: string; data: Buffer };
  /** An accepted extension whose bytes are another type's. */
  mismatches: { name: string; data: Buffer }[];
  /** What the upload was for still refers to no new file. */
  nothingAttached: () => Promise<void>;
}

const html = Buffer.from('<!doctype html><script>alert(1)</script>');
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]);

const adminGet = async <T>(url: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/admin${url}`, headers: admin.headers })).json<T>();

const endpoints: UploadEndpoint[] = [
  {
    name: 'POST mini-projects/{id}/files',
    url: () => `/v1/mini-projects/${miniProjectId}/files`,
    caller: () => student,
    maxBytes: SUBMISSION_FILE_MAX_BYTES,
    accepted: { name: 'notes.txt', data: sampleFiles.text() },
    mismatches: [
      { name: 'report.pdf', data: sampleFiles.png() },
      { name: 'screen.png', data: sampleFiles.jpeg() },
      { name: 'notes.txt', data: sampleFiles.png() },
      { name: 'notes.md', data: Buffer.concat([html, Buffer.from([0])]) },
      { name: 'project.zip', data: sampleFiles.pdf() },
    ],
    // A stored answer file has no record of its own before the submission names it: the
    // `files` count covers it.
    nothingAttached: async () => {},
  },
  {
    name: 'POST admin/lectures/{id}/attachments',
    url: () => `/v1/admin/lectures/${lectureId}/attachments`,
    caller: () => admin,
    maxBytes: SUBMISSION_FILE_MAX_BYTES,
    accepted: { name: 'slides.pdf', data: sampleFiles.pdf() },
    mismatches: [
      { name: 'slides.pdf', data: html },
      { name: 'photo.jpg', data: sampleFiles.png() },
      { name: 'notes.txt', data: sampleFiles.jpeg() },
      { name: 'code.zip', data: sampleFiles.text() },
    ],
    nothingAttached: async () => {
      const lecture = await adminGet<AdminLecture>(`/lectures/${lectureId}`);
      expect(lecture.attachments.map((a) => a.name)).toEqual(['slides.pdf']);
    },
  },
  {
    name: 'POST admin/directions/{id}/image',
    url: () => `/v1/admin/directions/${directionId}/image`,
    caller: () => admin,
    maxBytes: DIRECTION_IMAGE_MAX_BYTES,
    accepted: { name: 'cover.png', data: sampleFiles.png() },
    mismatches: [
      { name: 'cover.png', data: html },
      { name: 'cover.png', data: svg },
      { name: 'cover.jpg', data: sampleFiles.png() },
      { name: 'cover.webp', data: sampleFiles.jpeg() },
    ],
    nothingAttached: async () => {
      const direction = await adminGet<AdminDirection>(`/directions/${directionId}`);
      expect(direction.image?.id).toBe(acceptedIds.get('POST admin/directions/{id}/image'));
    },
  },
];

/** The id each endpoint's accepted upload was stored under. */
const acceptedIds = new Map<string, string | undefined>();

function send(endpoint: UploadEndpoint, file: { name: string; data: Buffer }) {
  const form = multipartForm([{ filename: file.name, data: file.data }]);
  return t.app.inject({
    method: 'POST',
    url: endpoint.url(),
    headers: { ...endpoint.caller().headers, ...form.headers },
    payload: form.payload,
  });
}

const storedFiles = async () => {
  const [row] = await t.app.db.select({ n: count() }).from(files);
  let onDisk: string[] = [];
  try {
    onDisk = (await readdir(t.config.filesDir)).sort();
  } catch {}
  return { rows: row?.n ?? 0, onDisk };
};

describe.each(endpoints)('$name', (endpoint) => {
  it('stores what it takes under a generated id, never the name the client gave', async () => {
    const response = await send(endpoint, endpoint.accepted);
    expect(response.statusCode, response.body).toBeLessThan(300);
    const body = response.json<{ id?: string; fileId?: string; image?: { id: string } }>();
    const id = body.fileId ?? body.image?.id ?? body.id;
    acceptedIds.set(endpoint.name, id);
    const [row] = await t.app.db
      .select()
      .from(files)
      .where(eq(files.id, id ?? ''));
    expect(row?.originalName).toBe(endpoint.accepted.name);
    expect(row?.storageKey).toMatch(/^[0-9a-f-]{36}$/);
    const { onDisk } = await storedFiles();
    expect(onDisk).toContain(row?.storageKey);
    expect(onDisk).not.toContain(endpoint.accepted.name);
  });

  it.each([
    { name: 'page.html', data: html },
    { name: 'drawing.svg', data: svg },
    { name: 'setup.exe', data: exe },
    { name: 'README', data: sampleFiles.text() },
  ])(
    'refuses a kind it does not take ($name): Invalid file type., nothing stored',
    async (file) => {
      const before = await storedFiles();
      const response = await send(endpoint, file);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, message: 'ERR_INVALID_FILE_TYPE' });
      expect(errorCatalogue.ERR_INVALID_FILE_TYPE).toBe('Invalid file type.');
      expect(await storedFiles()).toEqual(before);
      await endpoint.nothingAttached();
    },
  );

  it('refuses an accepted extension over bytes of another type: Invalid file type., nothing stored', async () => {
    const before = await storedFiles();
    for (const file of endpoint.mismatches) {
      const response = await send(endpoint, file);
      expect(response.statusCode, `${file.name}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, message: 'ERR_INVALID_FILE_TYPE' });
    }
    expect(await storedFiles()).toEqual(before);
    await endpoint.nothingAttached();
  });

  it('refuses a file over its limit with 413 and the size message, nothing stored', async () => {
    const before = await storedFiles();
    // One byte over, of an accepted kind: refused while it is read.
    const overBy = Buffer.concat([
      endpoint.accepted.data,
      Buffer.alloc(endpoint.maxBytes + 1 - endpoint.accepted.data.length, 'a'),
    ]);
    // Far over: refused by its announced length before it is read.
    const farOver = Buffer.alloc(endpoint.maxBytes * 2, 'a');
    for (const data of [overBy, farOver]) {
      const response = await send(endpoint, { name: endpoint.accepted.name, data });
      expect(response.statusCode, response.body).toBe(413);
      expect(response.json()).toEqual({ statusCode: 413, message: 'ERR_FILE_TOO_LARGE' });
    }
    expect(errorCatalogue.ERR_FILE_TOO_LARGE).toBe('The file is too large');
    expect(await storedFiles()).toEqual(before);
    await endpoint.nothingAttached();
  });
});

describe('a direction image whose direction cannot take it', () => {
  it('keeps neither the record nor the bytes when the transaction fails after storing it', async () => {
    const endpoint = endpoints.find((each) => each.name === 'POST admin/directions/{id}/image');
    if (!endpoint) throw new Error('no direction image endpoint');
    const before = await storedFiles();
    const imageBefore = (await adminGet<AdminDirection>(`/directions/${directionId}`)).image;
    // The direction's update fails inside the transaction, after the image was stored.
    await t.app.db.execute(sql`create function refuse_direction_image() returns trigger
      language plpgsql as $$ begin raise exception 'refused for the test'; end $$`);
    await t.app.db.execute(sql`create trigger refuse_direction_image before update on directions
      for each row execute function refuse_direction_image()`);
    try {
      const response = await send(endpoint, endpoint.accepted);
      expect(response.statusCode).toBe(500);
    } finally {
      await t.app.db.execute(sql`drop trigger refuse_direction_image on directions`);
      await t.app.db.execute(sql`drop function refuse_direction_image()`);
    }
    expect(await storedFiles()).toEqual(before);
    expect((await adminGet<AdminDirection>(`/directions/${directionId}`)).image).toEqual(
      imageBefore,
    );
  });
});
