import type { FastifyInstance } from 'fastify';
import yazl from 'yazl';
import { multipartForm } from './mini-projects.js';

/*
 * A direction's folder as a zip in API tests (ARCHITECTURE.md, "Content import and export"):
 * files written deflated as an archiver would, and the upload that imports one.
 */

export type FolderFiles = Record<string, string | Buffer | { data: string | Buffer; mode: number }>;

/** The files as a deflated zip. */
export function zipOf(files: FolderFiles): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [path, value] of Object.entries(files)) {
    const { data, mode } =
      typeof value === 'string' || Buffer.isBuffer(value) ? { data: value, mode: 0o100644 } : value;
    zip.addBuffer(Buffer.isBuffer(data) ? data : Buffer.from(data), path, { mode });
  }
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** A small valid direction: one subject, one chapter, a lecture, a test and a mini project. */
export function sampleFolder(title: string): FolderFiles {
  return {
    'direction.yaml': `title: ${title}\ndescription: Imported from files\n`,
    '01-basics/subject.yaml': 'title: Basics\norder: 1\n',
    '01-basics/01-start/chapter.yaml': 'title: Getting started\norder: 1\n',
    '01-basics/01-start/01-hello.md':
      '---\ntitle: Hello\norder: 1\n---\n\n# Hello\n\nFirst words.\n',
    '01-basics/01-start/02-quiz.test.yaml': [
      'title: Quiz',
      'order: 2',
      'passPercent: 60',
      'questions:',
      '  - text: Two and two?',
      '    answerType: single',
      '    points: 1',
      '    answers:',
      '      - { text: "4", isCorrect: true }',
      '      - { text: "5", isCorrect: false }',
      '',
    ].join('\n'),
    '01-basics/01-start/03-page.mini-project.yaml': [
      'title: A page',
      'order: 3',
      'description: Build a page.',
      'questions:',
      '  - { text: Link to it, answerType: text }',
      '',
    ].join('\n'),
  };
}

/** POST admin/directions/import with the zip as the form's file. */
export function importArchive(
  app: FastifyInstance,
  headers: Record<string, string>,
  zip: Buffer,
  filename = 'direction.zip',
) {
  const form = multipartForm([{ filename, contentType: 'application/zip', data: zip }]);
  return app.inject({
    method: 'POST',
    url: '/v1/admin/directions/import',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}
