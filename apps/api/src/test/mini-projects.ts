import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { SubmitMiniProjectRequest } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { gradientPng } from '../lib/png.js';
import { bearer } from './builders.js';

/*
 * Mini projects in API tests: multipart bodies written byte by byte (as a browser's FormData
 * sends them), small real files of each accepted kind, uploads and submissions.
 */

export interface FormPart {
  /** The form field (`file` by default). */
  field?: string;
  /** The file name; without one the part is a plain field. */
  filename?: string;
  data: Buffer | string;
  /** The part's Content-Type as a browser would send it (ignored by the server). */
  contentType?: string;
}

/** A multipart/form-data body and its header. */
export function multipartForm(parts: FormPart[]) {
  const boundary = `----AcademyTest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field ?? 'file'}"${
      part.filename === undefined ? '' : `; filename="${part.filename}"`
    }`;
    const type =
      part.contentType ?? (part.filename === undefined ? null : 'application/octet-stream');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${
          type ? `Content-Type: ${type}\r\n` : ''
        }\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A ZIP archive of stored (uncompressed) entries. */
export function zipArchive(entries: { name: string; data: string }[]): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.from(entry.data);
    const crc = crc32(data);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(name.length, 26);
    local.push(header, name, data);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(data.length, 20);
    record.writeUInt32LE(data.length, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    central.push(record, name);
    offset += header.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

/** One small real file of each accepted kind. */
export const sampleFiles = {
  png: () => gradientPng(4, 4, [10, 20, 30], [200, 210, 220]),
  pdf: () =>
    Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
        '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    ),
  jpeg: () =>
    Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
      Buffer.from([0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
    ]),
  zip: () => zipArchive([{ name: 'src/index.js', data: 'console.log("hello");\n' }]),
  text: () => Buffer.from('# Notes\n\nWhat I learnt: ünïcode is fine.\n'),
};

/** POST mini-projects/{id}/files with one file, as `token`'s owner. */
export function uploadFile(
  app: FastifyInstance,
  token: string,
  miniProjectId: number,
  file: { name: string; data: Buffer },
) {
  const form = multipartForm([{ filename: file.name, data: file.data }]);
  return app.inject({
    method: 'POST',
    url: `/v1/mini-projects/${miniProjectId}/files`,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

/** PATCH mini-projects/{id}: a submission. */
export function submitMiniProject(
  app: FastifyInstance,
  token: string,
  miniProjectId: number,
  body: SubmitMiniProjectRequest | Record<string, unknown>,
) {
  return app.inject({
    method: 'PATCH',
    url: `/v1/mini-projects/${miniProjectId}`,
    headers: bearer(token),
    payload: body,
  });
}

export const GITHUB_LINK = 'https://github.com/student/mini-project';
