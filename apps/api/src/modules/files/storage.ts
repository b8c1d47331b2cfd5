import type { Readable } from 'node:stream';

/**
 * Where file bytes are kept, one object per storage key: a local folder (disk-storage.ts) or
 * an S3 bucket (s3-storage.ts), chosen once at start-up (plugins/app/file-storage.ts; README.md,
 * "Object storage"). Keys are generated UUIDs, never client input.
 */
export interface FileStorage {
  /** Stores the whole object at once: a reader sees all of it or nothing. */
  write(key: string, data: Buffer): Promise<void>;
  /** The bytes as a stream, never buffered whole; rejects with StoredFileMissing when absent. */
  read(key: string): Promise<Readable>;
  /** Removes the object; nothing happens when it is absent already. */
  remove(key: string): Promise<void>;
  /** Lets go of connections when the app closes. */
  close(): Promise<void>;
}

/** A key with no stored bytes, whichever storage is asked. */
export class StoredFileMissing extends Error {
  override readonly name = 'StoredFileMissing';
  constructor(key: string) {
    super(`No stored file under ${key}`);
  }
}

/** A generated UUID, so that a key can neither escape the folder nor the bucket's prefix. */
export function checkedKey(key: string): string {
  if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error('Invalid storage key');
  return key;
}
