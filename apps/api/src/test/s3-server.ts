import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../file-storage-config.js';

/** The one key pair s3rver knows. */
const S3RVER_KEY = 'S3RVER';
/** Longest a start may take before the test fails instead of hanging. */
const START_TIMEOUT_MS = 10_000;

export interface TestS3Server {
  /** Storage configuration of a bucket on this server, as FILE_STORAGE_URL would give it. */
  storageConfig(options?: { prefix?: string }): S3StorageConfig;
  /** The bytes of the bucket's object under `key` (the full key, prefix included); null if none. */
  objectBytes(key: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out`)), START_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * An S3-compatible server (s3rver) in this process, on the loopback address and a free port,
 * keeping its objects in a temporary folder, with one empty bucket.
 */
export async function startTestS3Server(bucket = 'academy-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'academy-s3-test-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  let port: number;
  try {
    ({ port } = await withTimeout(server.run(), 'starting s3rver'));
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY };
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });

  return {
    storageConfig: (options = {}) => ({
      kind: 's3',
      bucket,
      prefix: options.prefix ?? '',
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials,
    }),
    async objectBytes(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
