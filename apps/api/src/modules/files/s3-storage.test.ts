import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server.js';
import { createS3FileStorage } from './s3-storage.js';
import { type FileStorage, StoredFileMissing } from './storage.js';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe('S3 file storage (against s3rver on the loopback address)', () => {
  let server: TestS3Server;
  let storage: FileStorage;

  beforeAll(async () => {
    server = await startTestS3Server();
    storage = await createS3FileStorage(server.storageConfig({ prefix: 'uploads/files' }));
  }, 20_000);

  afterAll(async () => {
    await storage?.close();
    await server?.close();
  });

  it('stores bytes under the prefix and streams the same bytes back', async () => {
    const key = randomUUID();
    // Every byte value and more than one chunk of a stream.
    const data = Buffer.concat([
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      randomBytes(300_000),
    ]);
    await storage.write(key, data);

    expect(await server.objectBytes(`uploads/files/${key}`)).toEqual(data);
    const stream = await storage.read(key);
    expect(await bytesOf(stream)).toEqual(data);

    const empty = randomUUID();
    await storage.write(empty, Buffer.alloc(0));
    expect(await bytesOf(await storage.read(empty))).toEqual(Buffer.alloc(0));
  });

  it('reads a key with no object as missing', async () => {
    await expect(storage.read(randomUUID())).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('removes an object, and removing it again is no error', async () => {
    const key = randomUUID();
    await storage.write(key, Buffer.from('to be removed'));
    await storage.remove(key);

    expect(await server.objectBytes(`uploads/files/${key}`)).toBeNull();
    await expect(storage.read(key)).rejects.toBeInstanceOf(StoredFileMissing);
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('refuses a key that is not a generated UUID before asking the server', async () => {
    await expect(storage.write('../escape', Buffer.from('x'))).rejects.toThrow(
      'Invalid storage key',
    );
    await expect(storage.read('a/b')).rejects.toThrow('Invalid storage key');
  });
});
