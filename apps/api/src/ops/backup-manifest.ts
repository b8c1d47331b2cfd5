import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { FilesSummary } from './stored-files.js';

/*
 * A backup folder (README.md, "Backups"):
 *   database.sql   the database as plain SQL
 *   files/         the stored files (DATA_DIR/files)
 *   secrets/       the secrets the server generated into DATA_DIR, those that exist
 *   manifest.json  what all of it is; written last, so a folder without it is incomplete
 */
export const backupLayout = {
  database: 'database.sql',
  files: 'files',
  secrets: 'secrets',
  manifest: 'manifest.json',
} as const;

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    bytes: z.number().int().min(0),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  files: z.object({ count: z.number().int().min(0), bytes: z.number().int().min(0) }),
  secrets: z.array(z.string()),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await writeFile(join(folder, backupLayout.manifest), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(folder, backupLayout.manifest), 'utf8');
  } catch {
    throw new Error(
      `${folder} is not a complete backup: it has no ${backupLayout.manifest} (written last).`,
    );
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${folder}/${backupLayout.manifest} is not a backup manifest.`);
  return parsed.data;
}

/** Throws when the folder's content differs from what its manifest says. */
export function checkAgainstManifest(
  manifest: BackupManifest,
  found: { sql: string; files: FilesSummary },
): void {
  const problems: string[] = [];
  if (sha256Hex(found.sql) !== manifest.database.sha256) {
    problems.push(`${backupLayout.database} differs from the one backed up`);
  }
  if (found.files.count !== manifest.files.count || found.files.bytes !== manifest.files.bytes) {
    problems.push(
      `files/ holds ${found.files.count} files of ${found.files.bytes} bytes, the manifest ` +
        `${manifest.files.count} of ${manifest.files.bytes}`,
    );
  }
  if (problems.length > 0) throw new Error(`The backup is damaged: ${problems.join('; ')}.`);
}
