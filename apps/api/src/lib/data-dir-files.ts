import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * A file the embedded setup generates once and keeps in DATA_DIR (a signing secret, a key
 * pair): read it when it exists; otherwise write what `create` makes, mode 0600, and read
 * that. The new content is written aside and linked into place: link() never overwrites and
 * the file appears complete, so processes starting together all end up with the same one.
 */
export async function readOrCreateDataFile(
  file: string,
  create: () => string | Promise<string>,
): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
  await mkdir(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, await create(), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return readFile(file, 'utf8');
}
