import { z } from 'zod';

/*
 * Where stored files live (README.md, "Object storage"): the local folder DATA_DIR/files
 * unless FILE_STORAGE_URL names an S3 bucket:
 *   s3://<bucket>[/<prefix>][?endpoint=<http(s) URL>&region=<region>&forcePathStyle=true]
 * Credentials never go in the URL (it is easily logged): they come from AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY (config.ts), or else from the SDK's own chain (an instance role).
 */

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  /** Folder-like start of every key, without slashes at its ends; '' for none. */
  prefix: string;
  /** An S3-compatible server's address; null for AWS itself. */
  endpoint: string | null;
  region: string;
  /** Addresses objects as endpoint/bucket/key instead of bucket.endpoint/key (most servers). */
  forcePathStyle: boolean;
  /** Null: the SDK's default chain (instance role, shared configuration files). */
  credentials: S3Credentials | null;
}

/** `disk`: the folder AppConfig.filesDir. */
export type FileStorageConfig = { kind: 'disk' } | S3StorageConfig;

const DEFAULT_REGION = 'us-east-1';
const searchParameters = ['endpoint', 'region', 'forcePathStyle'];
/** S3's bucket names: 3 to 63 lower-case letters, digits, dots and hyphens. */
const bucketName = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const prefixSegment = /^[A-Za-z0-9!_.*'()-]+$/;

/** The parsed URL, or the reason it is refused. */
function parse(text: string): Omit<S3StorageConfig, 'credentials'> | string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'must be an s3://<bucket>[/<prefix>] URL';
  }
  if (url.protocol !== 's3:') return 'must be an s3://<bucket>[/<prefix>] URL';
  if (url.username || url.password) {
    return 'must not hold credentials: give them in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY';
  }
  if (!bucketName.test(url.hostname)) {
    return 'must name a bucket of 3 to 63 lower-case letters, digits, dots and hyphens';
  }
  // Read from the text as written: URL would resolve `..` away silently.
  const written = (text.split(/[?#]/)[0] ?? '').replace(/^s3:\/\/[^/]*/, '');
  const segments = written.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => !prefixSegment.test(segment) || /^\.+$/.test(segment))) {
    return "the prefix may hold letters, digits and !_.*'()- between slashes, no . or .. part";
  }
  const unknown = [...url.searchParams.keys()].filter((key) => !searchParameters.includes(key));
  if (unknown.length > 0) {
    return `unknown parameter ${unknown.join(', ')} (known: ${searchParameters.join(', ')})`;
  }
  const endpoint = url.searchParams.get('endpoint');
  if (endpoint !== null && !/^https?:\/\/[^/?#@]+\/?$/.test(endpoint)) {
    return 'endpoint must be an http(s) URL of a server, without a path (endpoint=http://127.0.0.1:9000)';
  }
  const forcePathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (forcePathStyle !== 'true' && forcePathStyle !== 'false') {
    return 'forcePathStyle must be true or false';
  }
  const region = url.searchParams.get('region') ?? DEFAULT_REGION;
  if (!/^[a-z0-9-]+$/.test(region)) return 'region must be a region name such as us-east-1';
  return {
    kind: 's3',
    bucket: url.hostname,
    prefix: segments.join('/'),
    endpoint: endpoint?.replace(/\/$/, '') ?? null,
    region,
    forcePathStyle: forcePathStyle === 'true',
  };
}

/** FILE_STORAGE_URL, checked; credentials are added by loadConfig. */
export const fileStorageUrl = z.string().transform((text, context) => {
  const parsed = parse(text);
  if (typeof parsed === 'string') {
    context.addIssue({ code: 'custom', message: parsed });
    return z.NEVER;
  }
  return parsed;
});
