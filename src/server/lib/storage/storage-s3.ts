import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { operatorPolicy } from '../outbound/outbound.js';
import { outboundAgents } from '../outbound/outbound-http.js';
import { etagOf } from './storage-database.js';
import { safeKey, type Storage } from './storage.js';

export interface S3Options {
  bucket: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO, most S3-compatible stores). */
  forcePathStyle: boolean;
}

const missing = (err: unknown) => err instanceof NoSuchKey || err instanceof NotFound || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Files in an S3 bucket (AWS or any S3-compatible store), read by every copy of the server. The
 * bucket stays private: the app serves the files under the same `/uploads/…` URLs as a local folder
 * (see decision 024). Its requests go through the guarded agents (outbound-http.ts).
 */
export function s3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    requestHandler: outboundAgents(operatorPolicy),
    credentials:
      options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
  });
  const Bucket = options.bucket;
  const read: NonNullable<Storage['read']> = async (key) => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: safeKey(key) }));
      if (!answer.Body) return null;
      const body = Buffer.from(await answer.Body.transformToByteArray());
      return { body, contentType: answer.ContentType ?? 'application/octet-stream', etag: answer.ETag ?? etagOf(body) };
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: safeKey(key), Body: body, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }),
      );
      return `/uploads/${key}`;
    },
    read,
    get: async (key) => (await read(key))?.body ?? null,
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: safeKey(key) }));
        return true;
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
    },
    async delete(key) {
      // S3 answers a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: safeKey(key) }));
    },
    url: (key) => `/uploads/${key}`,
  };
}
