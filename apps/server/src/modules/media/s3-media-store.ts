import { GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { MediaStore } from './media-store.ts';

/** Where an S3-compatible bucket is and how to reach it (the MEDIA_S3_* settings). */
export interface S3MediaSettings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, Ceph, ...); unset, AWS's own for the region. */
  endpoint?: string | undefined;
  /** Addresses as `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>` (most self-hosted services). */
  forcePathStyle: boolean;
  /** Unset, the AWS SDK's own chain finds credentials (environment, profile, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * A media store in an S3-compatible bucket (AWS SDK v3): each key is an object of the same name, written
 * with its type and the year-long cache header the media route answers with, so a CDN in front of the
 * bucket may serve it too. Keys are content-addressed, so writing one again changes nothing.
 */
export function s3MediaStore(settings: S3MediaSettings): MediaStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // A picture is a few hundred kilobytes: a slow bucket fails the request instead of holding it.
    requestHandler: { requestTimeout: 30_000, connectionTimeout: 5_000 },
  });
  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: bytes,
          ContentType: key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}
