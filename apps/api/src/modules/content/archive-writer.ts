import type { Readable } from 'node:stream';
import yazl from 'yazl';

/*
 * A direction's folder as a zip (ARCHITECTURE.md, "Content import and export"): UTF-8 names,
 * every file deflated, written as the answer streams.
 */

export interface FolderFile {
  path: string;
  text: string;
}

/** The files as a zip stream, each dated `modified`. */
export function zipFolder(files: readonly FolderFile[], modified: Date): Readable {
  const zip = new yazl.ZipFile();
  for (const file of files) {
    zip.addBuffer(Buffer.from(file.text, 'utf8'), file.path, { mtime: modified, mode: 0o100644 });
  }
  zip.end();
  return zip.outputStream as Readable;
}
