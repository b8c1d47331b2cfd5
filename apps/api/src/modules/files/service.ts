import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { allowedRoles, type Role } from '@academy/contracts';
import type { Database, Executor } from '../../db/client.js';
import type { FileVisibility } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { sha256 } from '../../lib/secrets.js';
import { contentDisposition, presentationFor } from './content-types.js';
import { createFilesRepository, type FileRecord } from './repository.js';
import { type FileStorage, StoredFileMissing } from './storage.js';

export interface SaveFileInput {
  data: Buffer;
  /** The type established by the caller (uploads check magic bytes before this). */
  contentType: string;
  originalName?: string | null;
  createdBy?: number | null;
  /** `private`: only its owner (`createdBy`) and staff may download it. Default `public`. */
  visibility?: FileVisibility;
}

/** Who asks for a file through GET files/{fileId}. */
export interface FileCaller {
  id: number;
  role: Role;
}

export interface PublicFile {
  storageKey: string;
  size: number;
  etag: string;
  contentType: string;
  contentDisposition: string;
}

const staffRoles: readonly Role[] = allowedRoles('staff') ?? [];

function mayDownload(record: FileRecord, caller: FileCaller): boolean {
  if (record.visibility === 'public') return true;
  return record.createdBy === caller.id || staffRoles.includes(caller.role);
}

function describe(record: FileRecord): PublicFile {
  const presentation = presentationFor(record.contentType, record.originalName);
  return {
    storageKey: record.storageKey,
    size: record.size,
    etag: `"${record.sha256}"`,
    contentType: presentation.contentType,
    contentDisposition: contentDisposition(presentation, record.originalName, record.id),
  };
}

export function createFilesService(deps: { db: Database; storage: FileStorage }) {
  return {
    /**
     * Stores bytes under a new UUID and records them. Pass the open transaction when the
     * file belongs to a larger write; the bytes are removed again if the record fails.
     */
    async save(input: SaveFileInput, executor: Executor = deps.db): Promise<FileRecord> {
      const id = randomUUID();
      await deps.storage.write(id, input.data);
      try {
        return await createFilesRepository(executor).insert({
          id,
          storageKey: id,
          contentType: input.contentType,
          size: input.data.length,
          sha256: sha256(input.data),
          originalName: input.originalName ?? null,
          createdBy: input.createdBy ?? null,
          visibility: input.visibility ?? 'public',
        });
      } catch (error) {
        await deps.storage.remove(id);
        throw error;
      }
    },

    /**
     * Removes a file `save` stored for a write that then failed, so nothing refers to it: its
     * record, then its bytes.
     */
    async discard(file: FileRecord): Promise<void> {
      await createFilesRepository(deps.db).delete(file.id);
      await deps.storage.remove(file.storageKey);
    },

    async find(id: string): Promise<FileRecord | null> {
      return createFilesRepository(deps.db).findById(id);
    },

    /**
     * A public file and the headers that serve it safely. A private file is not found here,
     * whoever asks: it is served only through `describeFor`.
     */
    async describePublic(id: string): Promise<PublicFile> {
      const record = await createFilesRepository(deps.db).findById(id);
      if (record?.visibility !== 'public') throw notFound('ERR_FILE_NOT_FOUND');
      return describe(record);
    },

    /**
     * A file for a signed-in caller (GET files/{fileId}): a private one to its owner and to
     * staff only; to anyone else it does not exist. Public files are public anyway.
     */
    async describeFor(id: string, caller: FileCaller): Promise<PublicFile> {
      const record = await createFilesRepository(deps.db).findById(id);
      if (!record || !mayDownload(record, caller)) throw notFound('ERR_FILE_NOT_FOUND');
      return describe(record);
    },

    /**
     * A file another module has already granted the caller (a file sent in a thread they
     * may read: modules/conversations decides); 404 when there is none.
     */
    async describeGranted(id: string): Promise<PublicFile> {
      const record = await createFilesRepository(deps.db).findById(id);
      if (!record) throw notFound('ERR_FILE_NOT_FOUND');
      return describe(record);
    },

    /** The file's bytes as a stream; 404 when its record outlived them. */
    async open(file: PublicFile): Promise<Readable> {
      try {
        return await deps.storage.read(file.storageKey);
      } catch (error) {
        if (error instanceof StoredFileMissing) throw notFound('ERR_FILE_NOT_FOUND');
        throw error;
      }
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
