import {
  CONTENT_ARCHIVE_MAX_ENTRIES,
  CONTENT_ARCHIVE_MAX_FILE_MEGABYTES,
  CONTENT_ARCHIVE_MAX_RATIO,
  CONTENT_ARCHIVE_MAX_TOTAL_MEGABYTES,
  CONTENT_ARCHIVE_RATIO_FROM_BYTES,
  type FileProblem,
  contentImportMessages as say,
} from '@academy/contracts';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/*
 * Reading an uploaded zip without trusting it (ARCHITECTURE.md, "Content import and
 * export"). Names are checked here, not by the library: a path that leaves the folder (`..`,
 * absolute, a backslash, a drive letter), a link, an encrypted file or a name that is not
 * UTF-8 is one problem each and its bytes are never read. Sizes are counted while
 * inflating: a file past its limit, the whole past its limit, or a file that unpacks to an
 * absurd multiple of its packed size (a zip bomb) stops the reading there, whatever the
 * headers said. Every other problem is collected, so the admin sees them all at once.
 */

const MB = 1024 * 1024;
const FILE_MAX_BYTES = CONTENT_ARCHIVE_MAX_FILE_MEGABYTES * MB;
const TOTAL_MAX_BYTES = CONTENT_ARCHIVE_MAX_TOTAL_MEGABYTES * MB;

export interface ArchiveContents {
  /** The files' bytes by their path inside the archive (folders are not listed). */
  files: Map<string, Buffer>;
  problems: FileProblem[];
  /** False when the reading stopped (not a zip, too many entries, a limit): `files` is partial. */
  complete: boolean;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The entry's path, or null when it is not UTF-8. */
function decodeName(raw: Buffer): string | null {
  try {
    return utf8.decode(raw);
  } catch {
    return null;
  }
}

/** Whether a path stays inside the folder it is unpacked into. */
export function isSafeArchivePath(path: string): boolean {
  if (path.length === 0 || path.includes('\\') || path.includes('\0')) return false;
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return false;
  return path.split('/').every((segment) => segment !== '..' && segment !== '.');
}

/** Unix file types kept in the high bits of the external attributes: a symbolic link. */
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const isLink = (entry: Entry) =>
  entry.versionMadeBy >>> 8 === 3 && ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;

/** Stops the reading of the archive: a limit past which nothing more is read. */
class ArchiveStop extends Error {
  constructor(readonly problem: FileProblem) {
    super(problem.message);
  }
}

const open = (buffer: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      buffer,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false },
      (error, zip) => (error || !zip ? reject(error) : resolve(zip)),
    ),
  );

/** The entry's bytes, counted as they are inflated. */
function inflate(zip: ZipFile, entry: Entry, path: string, totalSoFar: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error);
      const chunks: Buffer[] = [];
      let size = 0;
      const stop = (problem: FileProblem) => {
        stream.destroy();
        reject(new ArchiveStop(problem));
      };
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (
          size > CONTENT_ARCHIVE_RATIO_FROM_BYTES &&
          size > CONTENT_ARCHIVE_MAX_RATIO * Math.max(entry.compressedSize, 1)
        ) {
          return stop({ file: path, line: null, message: say.zipBomb });
        }
        if (totalSoFar + size > TOTAL_MAX_BYTES) {
          return stop({ file: path, line: null, message: say.archiveTooLarge });
        }
        if (size > FILE_MAX_BYTES) {
          stream.destroy();
          return reject(new FileTooLarge());
        }
        chunks.push(chunk);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks, size)));
    });
  });
}

class FileTooLarge extends Error {}

/** Every file of the archive, or the problems that stop it being read. */
export async function readArchive(buffer: Buffer, archiveName: string): Promise<ArchiveContents> {
  const files = new Map<string, Buffer>();
  const problems: FileProblem[] = [];
  let zip: ZipFile;
  try {
    zip = await open(buffer);
  } catch {
    return {
      files,
      complete: false,
      problems: [{ file: archiveName, line: null, message: say.notZip }],
    };
  }
  if (zip.entryCount > CONTENT_ARCHIVE_MAX_ENTRIES) {
    zip.close();
    return {
      files,
      complete: false,
      problems: [{ file: archiveName, line: null, message: say.tooManyEntries }],
    };
  }

  let total = 0;
  const entries = new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      readEntry(entry)
        .then(() => zip.readEntry())
        .catch(reject);
    });
    zip.on('end', resolve);
    zip.on('error', reject);
  });

  async function readEntry(entry: Entry): Promise<void> {
    const raw = entry.fileName as unknown as Buffer;
    const name = decodeName(raw);
    const shown = name ?? raw.toString('latin1');
    const refuse = (message: string) => {
      problems.push({ file: shown, line: null, message });
    };
    if (name === null) return refuse(say.nameNotUtf8);
    if (!isSafeArchivePath(name.replace(/\/$/, ''))) return refuse(say.unsafePath);
    if (isLink(entry)) return refuse(say.link);
    if (name.endsWith('/')) return;
    if (entry.isEncrypted()) return refuse(say.encrypted);
    if (files.has(name)) return refuse(say.duplicate);
    try {
      const data = await inflate(zip, entry, name, total);
      total += data.length;
      files.set(name, data);
    } catch (error) {
      if (error instanceof ArchiveStop) throw error;
      refuse(error instanceof FileTooLarge ? say.fileTooLarge : say.damaged);
    }
  }

  let complete = true;
  try {
    zip.readEntry();
    await entries;
  } catch (error) {
    complete = false;
    if (error instanceof ArchiveStop) problems.push(error.problem);
    else problems.push({ file: archiveName, line: null, message: say.notZip });
  } finally {
    zip.close();
  }
  return { files, problems, complete };
}
