import type { Readable } from 'node:stream';
import type { S3StorageConfig } from '../../file-storage-config.js';
import { checkedKey, type FileStorage, StoredFileMissing } from './storage.js';

function isMissing(error: unknown, NoSuchKey: typeof import('@aws-sdk/client-s3').NoSuchKey) {
  if (error instanceof NoSuchKey) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404;
}

/**
 * File bytes as objects of an S3 bucket (AWS or an S3-compatible server), one per storage
 * key under the configured prefix. PutObject replaces an object whole, so a reader never sees
 * half of one.
 *
 * The AWS SDK is imported here, when a bucket is configured, not when the server starts: a
 * server that keeps its files on disk would otherwise hold its 20 MB for nothing
 * (ARCHITECTURE.md, "Speed and memory").
 */
export async function createS3FileStorage(config: S3StorageConfig): Promise<FileStorage> {
  const { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Since early 2025 the SDK adds a CRC checksum to every upload and checks one on every
    // download by default. Not every S3-compatible server knows those headers (some refuse
    // the upload), and the files table keeps each file's SHA-256 anyway: checksums only where
    // an operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const objectKey = (key: string) =>
    config.prefix ? `${config.prefix}/${checkedKey(key)}` : checkedKey(key);

  return {
    async write(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: data,
          ContentLength: data.length,
        }),
      );
    },

    async read(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }),
        );
        // In Node.js the body is the response's IncomingMessage: a Readable, streamed.
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error, NoSuchKey)) throw new StoredFileMissing(key);
        throw error;
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    },

    async close() {
      client.destroy();
    },
  };
}
